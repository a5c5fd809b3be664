import Foundation

/// A group of tabs under a header (iOS 18), listed in a `TabView`'s tab content. With the
/// `sidebarAdaptable` style in a regular width the header titles the tabs' group in the
/// sidebar; on an iPhone (compact width, Backplate's canvas) the tab bar shows the section's
/// tabs in line with the others and the header and footer are not drawn, as on iOS.
nonisolated public struct TabSection<Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable>: TabContent, PrimitiveTabContent
where Content.TabValue == SelectionValue {
    let header: Header
    let content: Content
    let footer: Footer

    /// No body: the section's tabs, in line with the tab view's other tabs.
    public var body: _NeverTabContent<SelectionValue> { return .noBody(Self.self) }

    func tabEntries(_ environment: EnvironmentValues) -> [TabEntry] {
        TabContentFlattening.entries(content, environment)
    }
}

extension TabSection where Footer == EmptyView {
    /// Creates a section with a header and the provided section content.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) {
        self.content = content()
        self.header = header()
        footer = EmptyView()
    }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
    /// Creates a section with the provided section content.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
        self.content = content()
        header = EmptyView()
        footer = EmptyView()
    }
}

extension TabSection where Header == Text, Footer == EmptyView {
    /// Creates a section titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.content = content()
        header = Text(titleKey)
        footer = EmptyView()
    }

    /// Creates a section titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.content = content()
        header = Text(title)
        footer = EmptyView()
    }
}
