import Foundation

/// A tab of a `TabView` (iOS 18): its content, its tab bar label and the value the tab view's
/// selection compares with. Backplate's `Tab` is a view, so it composes with `ViewBuilder`
/// content (`TabContentBuilder` is not modelled).
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    let value: Value?
    let content: Content
    let label: Label

    /// The content carrying its tab item and tag.
    public var body: some View {
        let item = TabItemLabel(label: AnyView(label))
        let tagged = content.modifier(_ContainerTraitModifier(key: ContainerTraits.tabItem, value: item))
        return tagged.modifier(_ContainerTraitModifier(key: ContainerTraits.tag, value: value.map { AnyHashable($0) } as Any))
    }

    /// Creates a tab with a content and a label view.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
        self.label = label()
    }
}

extension Tab where Label == BackplateCore.Label<Text, Image> {
    /// Creates a tab with a localized title, an SF Symbol and a selection value.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.value = value
        self.content = content()
        label = BackplateCore.Label(titleKey, systemImage: systemImage)
    }

    /// Creates a tab with a string title, an SF Symbol and a selection value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.value = value
        self.content = content()
        label = BackplateCore.Label(title, systemImage: systemImage)
    }
}

extension Tab where Value == Never, Label == BackplateCore.Label<Text, Image> {
    /// Creates a tab with a localized title and an SF Symbol, without a selection value.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        value = nil
        self.content = content()
        label = BackplateCore.Label(titleKey, systemImage: systemImage)
    }

    /// Creates a tab with a string title and an SF Symbol, without a selection value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        value = nil
        self.content = content()
        label = BackplateCore.Label(title, systemImage: systemImage)
    }
}
