import Foundation

extension Tab {
    /// Creates a tab with a content, a label view and a role, selected when the tab view's
    /// selection equals `value` (iOS 18). The role changes nothing drawn when the tab has a
    /// label of its own.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, content: content, label: label)
    }
}

extension Tab where Value == Never {
    /// Creates a tab without a selection value, with a content and a label view (iOS 18).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        value = nil
        self.content = content()
        self.label = label()
    }

    /// Creates a tab without a selection value, with a content, a label view and a role (iOS
    /// 18); the role changes nothing drawn when the tab has a label of its own.
    public init(role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(content: content, label: label)
    }
}

extension Tab where Value == Never, Label == EmptyView {
    /// Creates a tab without a selection value and without a label (iOS 18): its tab bar item
    /// is empty.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}
