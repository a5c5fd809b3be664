import Foundation

// TextField's editing and commit callbacks (deprecated in SwiftUI for `onSubmit` and
// `@FocusState`), in SwiftUI's overload set: a still render never edits or commits, so the
// callbacks are never called; the field draws as `TextField(_:text:)` or `(_:value:formatter:)`.

extension TextField where Label == Text {
    /// Creates a text field with editing and commit callbacks (never called in a render).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
                onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
    }

    /// Creates a text field with an editing callback (never called in a render).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(titleKey, text: text)
    }

    /// Creates a text field with a commit callback (never called in a render).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
    }

    /// Creates a text field with a string title and editing and commit callbacks.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
                                   onCommit: @escaping () -> Void) {
        self.init(title, text: text)
    }

    /// Creates a text field with a string title and an editing callback.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(title, text: text)
    }

    /// Creates a text field with a string title and a commit callback.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
    }

    /// Creates a text field showing `formatter`'s string for the value, with editing and
    /// commit callbacks (never called in a render).
    public init<T>(_ titleKey: LocalizedStringKey, value: Binding<T>, formatter: Formatter,
                   onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) {
        self.init(titleKey, value: value, formatter: formatter)
    }

    /// Creates a text field showing `formatter`'s string for the value, with an editing callback.
    public init<T>(_ titleKey: LocalizedStringKey, value: Binding<T>, formatter: Formatter,
                   onEditingChanged: @escaping (Bool) -> Void) {
        self.init(titleKey, value: value, formatter: formatter)
    }

    /// Creates a text field showing `formatter`'s string for the value, with a commit callback.
    public init<T>(_ titleKey: LocalizedStringKey, value: Binding<T>, formatter: Formatter, onCommit: @escaping () -> Void) {
        self.init(titleKey, value: value, formatter: formatter)
    }

    /// Creates a text field with a string title showing `formatter`'s string for the value,
    /// with editing and commit callbacks.
    @_disfavoredOverload
    public init<S: StringProtocol, T>(_ title: S, value: Binding<T>, formatter: Formatter,
                                      onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) {
        self.init(title, value: value, formatter: formatter)
    }

    /// Creates a text field with a string title showing `formatter`'s string for the value,
    /// with an editing callback.
    @_disfavoredOverload
    public init<S: StringProtocol, T>(_ title: S, value: Binding<T>, formatter: Formatter,
                                      onEditingChanged: @escaping (Bool) -> Void) {
        self.init(title, value: value, formatter: formatter)
    }

    /// Creates a text field with a string title showing `formatter`'s string for the value,
    /// with a commit callback.
    @_disfavoredOverload
    public init<S: StringProtocol, T>(_ title: S, value: Binding<T>, formatter: Formatter, onCommit: @escaping () -> Void) {
        self.init(title, value: value, formatter: formatter)
    }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a string title and a commit callback (never called in a render).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
    }
}
