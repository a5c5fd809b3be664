import Foundation

/// A group of tabs under a header (iOS 18), listed in a `TabView`'s `Tab` content. With the
/// `sidebarAdaptable` style in a regular width the header titles the tabs' group in the
/// sidebar; on an iPhone (compact width, Backplate's canvas) the tab bar shows the section's
/// tabs in line with the others and the header is not drawn.
nonisolated public struct TabSection<Header: View, SelectionValue: Hashable>: View {
    let header: Header
    let tabs: _TabContentList<SelectionValue>

    /// The section's tabs, in line with the tab view's other tabs.
    public var body: some View { tabs }

    /// Creates a section of tabs with a header view.
    public init(@TabContentBuilder<SelectionValue> content: () -> _TabContentList<SelectionValue>,
                @ViewBuilder header: () -> Header) {
        tabs = content()
        self.header = header()
    }
}

extension TabSection where Header == Text {
    /// Creates a section of tabs titled with a localized string.
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> _TabContentList<SelectionValue>) {
        tabs = content()
        header = Text(titleKey)
    }

    /// Creates a section of tabs titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> _TabContentList<SelectionValue>) {
        tabs = content()
        header = Text(title)
    }
}

extension TabContentBuilder {
    /// A section of tabs.
    public static func buildExpression<H: View>(_ section: TabSection<H, SelectionValue>) -> [AnyView] { [AnyView(section)] }
}
