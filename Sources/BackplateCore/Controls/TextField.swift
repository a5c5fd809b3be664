import Foundation

/// A control that displays an editable text interface, drawn as iOS draws an idle field
/// (docs/controls.md §4): the text in the body font and the label colour, or, when the
/// text is empty, the placeholder (the `prompt`, else the title) in the placeholder grey
/// (60,60,67 @0.3 light; 235,235,245 @0.3 dark). The field takes the proposed width and one
/// line of height (`axis: .vertical` wraps and grows, honouring `lineLimit`). The current
/// text field style draws around it (`.roundedBorder` adds a 5-point rounded border and
/// 7 points of padding). `multilineTextAlignment` places the text (`.trailing` for numbers in
/// a form row). Disabled, the text turns tertiary-label grey. A still render shows no cursor,
/// no keyboard and no focus ring.
nonisolated public struct TextField<Label: View>: View {
    var text: String
    let placeholder: AnyView?
    let label: Label
    let axis: Axis
    let isSecure: Bool
    var isStyleConfiguration = false
    /// A formatted value's characters, made in the environment's locale when the field is drawn.
    var formatted: EnvironmentFormattedString?

    init(text: String, placeholder: AnyView?, label: Label, axis: Axis = .horizontal, isSecure: Bool = false) {
        self.text = text
        self.placeholder = placeholder
        self.label = label
        self.axis = axis
        self.isSecure = isSecure
    }

    /// A field showing `value` formatted with `format` in the environment's locale, as SwiftUI
    /// formats it (`nil` shows the placeholder).
    init<F: FormatStyle>(value: F.FormatInput?, format: F, placeholder: AnyView?, label: Label) where F.FormatOutput == String {
        self.init(text: "", placeholder: placeholder, label: label)
        formatted = value.map { input in EnvironmentFormattedString(make: { $0.format(input, with: format) }) }
    }

    /// The field drawn by the current text field style.
    public var body: some View {
        if formatted != nil {
            _TextFieldFormatting(field: self)
        } else if isStyleConfiguration {
            _TextFieldContent(text: text, placeholder: placeholder, axis: axis, isSecure: isSecure)
        } else {
            _TextFieldStyleReader(configuration: TextField<_TextFieldStyleLabel>(
                styled: self))
                // Labelled by the title (the placeholder when the title is empty) while empty, then
                // read by its text alone (bullets in a secure field), as AccessibilitySnapshot's
                // SwiftUI text-entry reference reads it on iOS 18.5 (docs/accessibility.md).
                .modifier(AccessibilityAttachmentModifier.control(
                    isSecure ? [.textEntry, .secureTextField] : .textEntry,
                    label: text.isEmpty ? nil : "",
                    value: text.isEmpty ? nil : isSecure ? String(repeating: "\u{2022}", count: text.count) : text,
                    labelView: text.isEmpty ? AnyView(label) : nil))
        }
    }
}

/// Formats a field's value in its environment, then draws the field with the characters.
nonisolated struct _TextFieldFormatting<Label: View>: View {
    let field: TextField<Label>
    @Environment(\.self) private var environment

    var body: some View {
        var resolved = field
        resolved.text = field.formatted?.string(in: environment) ?? field.text
        resolved.formatted = nil
        return resolved
    }
}

extension TextField where Label == _TextFieldStyleLabel {
    init<Other: View>(styled field: TextField<Other>) {
        self.init(text: field.text, placeholder: field.placeholder, label: _TextFieldStyleLabel(view: AnyView(field.label)),
                  axis: field.axis, isSecure: field.isSecure)
        isStyleConfiguration = true
    }
}

extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text.wrappedValue, placeholder: AnyView(Text(titleKey)), label: Text(titleKey))
    }

    /// Creates a text field with a text label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text.wrappedValue, placeholder: AnyView(Text(title)), label: Text(title))
    }

    /// Creates a text field with a prompt shown when the text is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, placeholder: AnyView(prompt ?? Text(titleKey)), label: Text(titleKey))
    }

    /// Creates a text field with a string title and a prompt.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, placeholder: AnyView(prompt ?? Text(title)), label: Text(title))
    }

    /// Creates a text field that scrolls (`.horizontal`) or grows (`.vertical`) along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text.wrappedValue, placeholder: AnyView(Text(titleKey)), label: Text(titleKey), axis: axis)
    }

    /// Creates a text field with a string title that grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text.wrappedValue, placeholder: AnyView(Text(title)), label: Text(title), axis: axis)
    }

    /// Creates a text field with a prompt that grows along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text.wrappedValue, placeholder: AnyView(prompt ?? Text(titleKey)), label: Text(titleKey), axis: axis)
    }

    /// Creates a text field with a string title and a prompt that grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text.wrappedValue, placeholder: AnyView(prompt ?? Text(title)), label: Text(title), axis: axis)
    }

    /// Creates a text field that formats a value with a format style; the field shows the
    /// value formatted in the environment's locale.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: value.wrappedValue, format: format, placeholder: AnyView(prompt ?? Text(titleKey)), label: Text(titleKey))
    }

    /// Creates a text field with a string title that formats a value with a format style.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: value.wrappedValue, format: format, placeholder: AnyView(prompt ?? Text(title)), label: Text(title))
    }

    /// Creates a text field that formats an optional value; `nil` shows the placeholder.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: value.wrappedValue, format: format, placeholder: AnyView(prompt ?? Text(titleKey)), label: Text(titleKey))
    }

    /// Creates a text field that formats a value with a `Formatter`.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", placeholder: AnyView(Text(titleKey)), label: Text(titleKey))
    }

    /// Creates a text field with a string title that formats a value with a `Formatter`.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", placeholder: AnyView(Text(title)), label: Text(title))
    }

    /// Creates a text field that formats a value with a `Formatter`; the placeholder is the
    /// prompt, else the title.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", placeholder: AnyView(prompt ?? Text(titleKey)),
                  label: Text(titleKey))
    }

    /// Creates a text field with a string title and a prompt that formats a value with a `Formatter`.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", placeholder: AnyView(prompt ?? Text(title)),
                  label: Text(title))
    }
}

extension TextField {
    /// Creates a text field with a label view that formats a value with a `Formatter` (the
    /// placeholder is the prompt, else the label).
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        let l = label()
        self.init(text: formatter.string(for: value.wrappedValue) ?? "", placeholder: prompt.map { AnyView($0) } ?? AnyView(l), label: l)
    }

    /// Creates a text field with a prompt and a label view (the placeholder is the prompt,
    /// else the label).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        let l = label()
        self.init(text: text.wrappedValue, placeholder: prompt.map { AnyView($0) } ?? AnyView(l), label: l)
    }

    /// Creates a text field with a prompt and a label view that grows along `axis`.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        let l = label()
        self.init(text: text.wrappedValue, placeholder: prompt.map { AnyView($0) } ?? AnyView(l), label: l, axis: axis)
    }

    /// Creates a text field that formats a value, with a label view.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        let l = label()
        self.init(value: value.wrappedValue, format: format, placeholder: prompt.map { AnyView($0) } ?? AnyView(l), label: l)
    }
}

/// The idle field: the text or the placeholder, one line tall unless vertical.
nonisolated struct _TextFieldContent: View {
    let text: String
    let placeholder: AnyView?
    let axis: Axis
    let isSecure: Bool
    @Environment(\.controlSize) private var controlSize
    @Environment(\.font) private var font
    @Environment(\.multilineTextAlignment) private var textAlignment
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let shown = isSecure ? String(repeating: "\u{2022}", count: text.count) : text
        let horizontal: HorizontalAlignment = textAlignment == .center ? .center : textAlignment == .trailing ? .trailing : .leading
        ZStack(alignment: Alignment(horizontal: horizontal, vertical: .top)) {
            Text(verbatim: " ").opacity(0).accessibilityHidden(true)  // a line's height, nothing to read
            if shown.isEmpty {
                if let placeholder { placeholder.foregroundStyle(_SystemColor.placeholderText) }
            } else if isEnabled {
                Text(verbatim: shown)
            } else {
                // A disabled field greys its text (tertiary label) as UITextField does.
                Text(verbatim: shown).foregroundStyle(_SystemColor.tertiaryLabel)
            }
        }
        .font(font ?? controlSize.controlFont)
        .modifier(_SingleLineIfHorizontal(horizontal: axis == .horizontal))
        .frame(maxWidth: .infinity, alignment: Alignment(horizontal: horizontal, vertical: .center))
    }
}

nonisolated struct _SingleLineIfHorizontal: ViewModifier {
    let horizontal: Bool
    func body(content: Content) -> some View {
        if horizontal { content.lineLimit(1) } else { content }
    }
}

// MARK: - TextFieldStyle

/// A specification for the appearance and interaction of a text field. A custom style
/// implements `_body(configuration:)`, receiving the field itself (as SwiftUI's hidden
/// requirement does) and returning the decorated field.
@MainActor @preconcurrency
public protocol TextFieldStyle {
    /// The view a style makes.
    associatedtype _Body: View
    /// The type of the field's label inside a style.
    typealias _Label = _TextFieldStyleLabel
    /// Decorates the field.
    @ViewBuilder @MainActor @preconcurrency func _body(configuration: TextField<_Label>) -> _Body
}

/// The type-erased label of a text field inside a text field style.
nonisolated public struct _TextFieldStyleLabel: View {
    let view: AnyView
    /// The label's content.
    public var body: some View { view }
}

/// The default text field style: plain on iOS.
nonisolated public struct DefaultTextFieldStyle: TextFieldStyle {
    /// Creates a default text field style.
    public init() {}
    /// The plain field.
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// A text field style with no decoration.
nonisolated public struct PlainTextFieldStyle: TextFieldStyle {
    /// Creates a plain text field style.
    public init() {}
    /// The field as is.
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// A text field style with a system-defined rounded border: white (dark: black) fill, a
/// hairline border at 20 % of black (dark: white), corner radius 5, padding 7.
nonisolated public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// Creates a rounded border text field style.
    public init() {}
    /// The padded field in its rounded border.
    public func _body(configuration: TextField<_Label>) -> some View {
        configuration
            .padding(7)
            .background(_SystemColor.background, in: RoundedRectangle(cornerRadius: 5))
            .overlay(RoundedRectangle(cornerRadius: 5)
                .strokeBorder(_SystemColor(light: RGBAColor(0, 0, 0, 0.2), dark: RGBAColor(255, 255, 255, 0.2)), lineWidth: 1.0 / 3))
    }
}

nonisolated extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default text field style, based on the text field's context.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
nonisolated extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A text field style with no decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
nonisolated extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A text field style with a system-defined rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct TextFieldStyleKey: EnvironmentKey { static var defaultValue: _StyleBox<TextField<_TextFieldStyleLabel>>? { nil } }

extension EnvironmentValues {
    var textFieldStyleBox: _StyleBox<TextField<_TextFieldStyleLabel>>? {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for text fields (and secure fields) within this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        modifier(styleModifier(style, at: \.textFieldStyleBox) { s, c in s._body(configuration: c) })
    }
}

nonisolated struct _TextFieldStyleReader: View {
    let configuration: TextField<_TextFieldStyleLabel>
    @Environment(\.textFieldStyleBox) private var style
    var body: some View {
        if let style { style.make(configuration) } else { configuration }
    }
}
