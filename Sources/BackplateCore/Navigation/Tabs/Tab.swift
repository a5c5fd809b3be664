import Foundation

/// A tab of a `TabView` (iOS 18): its content, its tab bar label and the value the tab view's
/// selection compares with. A still render draws the selected tab's content above the tab
/// bar, where the tab's label is an item, as `tabItem` draws one.
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent, PrimitiveTabContent {
    let value: Value?
    let content: Content
    let label: Label
    var role: TabRole? = nil

    /// No body: Backplate lists the tab directly.
    public var body: _NeverTabContent<Value> { return .noBody(Self.self) }

    func tabEntries(_ environment: EnvironmentValues) -> [TabEntry] {
        let item = TabItemLabel(label: AnyView(label), isSearch: role == .search)
        let tag: Any = value.map { AnyHashable($0) } as Any
        // A tab is one page however many views its content lists: they stack as a root's do.
        let view = _RootStacked(content: content).modifier(_ContainerTraitModifier(key: ContainerTraits.tabItem, value: item))
            .modifier(_ContainerTraitModifier(key: ContainerTraits.tag, value: tag))
        return [TabEntry(view: AnyView(view), role: role)]
    }

    init(value: Value?, role: TabRole?, content: Content, label: Label) {
        self.value = value
        self.role = role
        self.content = content
        self.label = label
    }
}

extension Tab {
    /// Creates a new tab with a label that you can use in a tab view.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, role: nil, content: content(), label: label())
    }

    /// Creates a new tab with a label and a role; the role changes nothing drawn when the tab
    /// has a label of its own.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, role: role, content: content(), label: label())
    }

    /// Creates a new tab with a label, selected when an optional selection holds `value`.
    public init<T: Hashable>(value: T, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) where Value == T? {
        self.init(value: value, role: nil, content: content(), label: label())
    }

    /// Creates a new tab with a label and a role, selected when an optional selection holds `value`.
    public init<T: Hashable>(value: T, role: TabRole?, @ViewBuilder content: () -> Content,
                             @ViewBuilder label: () -> Label) where Value == T? {
        self.init(value: value, role: role, content: content(), label: label())
    }
}

extension Tab where Value == Never {
    /// Creates a new tab with a label, without a selection value.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: nil, role: nil, content: content(), label: label())
    }

    /// Creates a new tab with a label and a role, without a selection value.
    public init(role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: nil, role: role, content: content(), label: label())
    }
}

extension Tab where Label == EmptyView {
    /// Creates a new tab with an empty label: its tab bar item is empty.
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: nil, content: content(), label: EmptyView())
    }

    /// Creates a new tab with an empty label, selected when an optional selection holds `value`.
    public init<T: Hashable>(value: T, @ViewBuilder content: () -> Content) where Value == T? {
        self.init(value: value, role: nil, content: content(), label: EmptyView())
    }
}

extension Tab where Value == Never, Label == EmptyView {
    /// Creates a new tab with an empty label, without a selection value.
    public init(@ViewBuilder content: () -> Content) {
        self.init(value: nil, role: nil, content: content(), label: EmptyView())
    }
}
