import Foundation

/// A control into which people securely enter private text: drawn as a `TextField` whose
/// characters are each shown as a bullet "•" in the field font.
nonisolated public struct SecureField<Label: View>: View {
    let field: TextField<Label>

    /// Creates a secure field with a prompt and a label view.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        let l = label()
        field = TextField(text: text.wrappedValue, placeholder: prompt.map { AnyView($0) } ?? AnyView(l), label: l, isSecure: true)
    }

    /// The field drawn by the current text field style.
    public var body: some View { field }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a localized title.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = TextField(text: text.wrappedValue, placeholder: AnyView(Text(titleKey)), label: Text(titleKey), isSecure: true)
    }

    /// Creates a secure field with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: text.wrappedValue, placeholder: AnyView(Text(title)), label: Text(title), isSecure: true)
    }

    /// Creates a secure field with a localized title and a prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text.wrappedValue, placeholder: AnyView(prompt ?? Text(titleKey)), label: Text(titleKey), isSecure: true)
    }

    /// Creates a secure field with a string title and a prompt.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text.wrappedValue, placeholder: AnyView(prompt ?? Text(title)), label: Text(title), isSecure: true)
    }

    /// Creates a secure field with a commit callback (deprecated in SwiftUI; never called here).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
    }
}
