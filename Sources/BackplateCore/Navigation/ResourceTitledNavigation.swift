import Foundation

// Navigation links, tabs and tab sections titled with a `LocalizedStringResource` (a String
// Catalog's generated symbol), as Apple's iOS 26 SDK declares them beside the
// `LocalizedStringKey` forms. Disfavoured, so a string literal still picks the key form.

extension NavigationLink where Label == Text {
    /// A link titled with a localized string resource that presents a destination view.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleResource) }
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// A value link titled with a localized string resource: tapping it pushes the destination
    /// that `navigationDestination(for:)` registers for `value`.
    @_disfavoredOverload
    public init<P: Hashable>(_ titleResource: LocalizedStringResource, value: P?) {
        self.init(value: value) { Text(titleResource) }
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab titled with a localized string resource and an SF Symbol, selected when the tab
    /// view's selection equals `value`.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, value: Value,
                @ViewBuilder content: () -> Content) {
        self.init(value: value, role: nil, content: content(),
                  label: DefaultTabLabel(title: Text(titleResource), icon: Image(systemName: systemImage), role: nil))
    }

    /// A tab with a role, titled with a localized string resource and an SF Symbol, selected
    /// when the tab view's selection equals `value`.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, value: Value, role: TabRole?,
                @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(),
                  label: DefaultTabLabel(title: Text(titleResource), icon: Image(systemName: systemImage), role: role))
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab titled with a localized string resource and an SF Symbol, without a selection value.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: nil, content: content(),
                  label: DefaultTabLabel(title: Text(titleResource), icon: Image(systemName: systemImage), role: nil))
    }

    /// A tab with a role, titled with a localized string resource and an SF Symbol, without a
    /// selection value.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, role: TabRole?,
                @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(),
                  label: DefaultTabLabel(title: Text(titleResource), icon: Image(systemName: systemImage), role: role))
    }
}

extension TabSection where Header == Text, Footer == EmptyView {
    /// A tab section headed by a localized string resource (the header shows in a sidebar;
    /// an iPhone's tab bar lists the section's tabs in line, as in a still render).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(content: content) { Text(titleResource) }
    }
}
