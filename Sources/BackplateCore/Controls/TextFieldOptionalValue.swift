import Foundation

// The text-field forms that format an optional value (iOS 17): `nil` shows the prompt, or the
// title when there is none, as an empty field does.

extension TextField where Label == Text {
    /// Creates a text field with a string title that formats an optional value; `nil` shows
    /// the placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: value.wrappedValue, format: format, placeholder: AnyView(prompt ?? Text(title)), label: Text(title))
    }
}

extension TextField {
    /// Creates a text field that formats an optional value, with a label view; `nil` shows the
    /// prompt, or the label when there is none.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        let l = label()
        self.init(value: value.wrappedValue, format: format, placeholder: prompt.map { AnyView($0) } ?? AnyView(l), label: l)
    }
}
