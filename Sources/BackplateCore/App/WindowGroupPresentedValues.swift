import Foundation

// WindowGroup's forms that present a value (iOS 16): each window shows the value it was opened
// with. A render shows the group's first window, opened with no value (`nil`) or with the
// default value, as an app's launch window is.

extension WindowGroup {
    /// A window group presenting values of `type`; the rendered window has none (`nil`).
    public init<D: Codable & Hashable>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        title = nil; id = nil
        self.content = { content(.constant(nil)) }
    }

    /// A window group presenting values of `type`; the rendered window shows `defaultValue()`.
    public init<D: Codable & Hashable>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> Content,
                defaultValue: @escaping () -> D) {
        title = nil; id = nil
        self.content = { content(.constant(defaultValue())) }
    }

    /// A window group with an identifier presenting values of `type`; the rendered window has none (`nil`).
    public init<D: Codable & Hashable>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        title = nil; self.id = id
        self.content = { content(.constant(nil)) }
    }

    /// A window group with an identifier presenting values of `type`; the rendered window shows `defaultValue()`.
    public init<D: Codable & Hashable>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> Content,
                defaultValue: @escaping () -> D) {
        title = nil; self.id = id
        self.content = { content(.constant(defaultValue())) }
    }

    /// A window group with a title view presenting values of `type`; the rendered window has none (`nil`).
    public init<D: Codable & Hashable>(_ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.title = title; id = nil
        self.content = { content(.constant(nil)) }
    }

    /// A window group with a title view presenting values of `type`; the rendered window shows `defaultValue()`.
    public init<D: Codable & Hashable>(_ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> Content,
                defaultValue: @escaping () -> D) {
        self.title = title; id = nil
        self.content = { content(.constant(defaultValue())) }
    }

    /// A window group with a localized title presenting values of `type`; the rendered window has none (`nil`).
    public init<D: Codable & Hashable>(_ titleKey: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        title = Text(titleKey); id = nil
        self.content = { content(.constant(nil)) }
    }

    /// A window group with a localized title presenting values of `type`; the rendered window shows `defaultValue()`.
    public init<D: Codable & Hashable>(_ titleKey: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> Content,
                defaultValue: @escaping () -> D) {
        title = Text(titleKey); id = nil
        self.content = { content(.constant(defaultValue())) }
    }

    /// A window group with a title string presenting values of `type`; the rendered window has none (`nil`).
    @_disfavoredOverload
    public init<S: StringProtocol, D: Codable & Hashable>(_ title: S, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.title = Text(title); id = nil
        self.content = { content(.constant(nil)) }
    }

    /// A window group with a title string presenting values of `type`; the rendered window shows `defaultValue()`.
    @_disfavoredOverload
    public init<S: StringProtocol, D: Codable & Hashable>(_ title: S, for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> Content,
                                   defaultValue: @escaping () -> D) {
        self.title = Text(title); id = nil
        self.content = { content(.constant(defaultValue())) }
    }

    /// A window group with a title view and an identifier presenting values of `type`; the rendered window has none (`nil`).
    public init<D: Codable & Hashable>(_ title: Text, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.title = title; self.id = id
        self.content = { content(.constant(nil)) }
    }

    /// A window group with a title view and an identifier presenting values of `type`; the rendered window shows `defaultValue()`.
    public init<D: Codable & Hashable>(_ title: Text, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> Content,
                defaultValue: @escaping () -> D) {
        self.title = title; self.id = id
        self.content = { content(.constant(defaultValue())) }
    }

    /// A window group with a localized title and an identifier presenting values of `type`; the rendered window has none (`nil`).
    public init<D: Codable & Hashable>(_ titleKey: LocalizedStringKey, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        title = Text(titleKey); self.id = id
        self.content = { content(.constant(nil)) }
    }

    /// A window group with a localized title and an identifier presenting values of `type`; the rendered window shows `defaultValue()`.
    public init<D: Codable & Hashable>(_ titleKey: LocalizedStringKey, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> Content,
                defaultValue: @escaping () -> D) {
        title = Text(titleKey); self.id = id
        self.content = { content(.constant(defaultValue())) }
    }

    /// A window group with a title string and an identifier presenting values of `type`; the rendered window has none (`nil`).
    @_disfavoredOverload
    public init<S: StringProtocol, D: Codable & Hashable>(_ title: S, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.title = Text(title); self.id = id
        self.content = { content(.constant(nil)) }
    }

    /// A window group with a title string and an identifier presenting values of `type`; the rendered window shows `defaultValue()`.
    @_disfavoredOverload
    public init<S: StringProtocol, D: Codable & Hashable>(_ title: S, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> Content,
                                   defaultValue: @escaping () -> D) {
        self.title = Text(title); self.id = id
        self.content = { content(.constant(defaultValue())) }
    }
}
