import Foundation

/// A container for grouping controls used for data entry, such as in settings. On iPhone a
/// form is drawn as an inset-grouped `List` (docs/controls.md §3: every metric is the same), whatever
/// the environment's list style.
nonisolated public struct Form<Content: View>: View {
    let content: Content
    @Environment(\.formStyleBox) private var style

    /// Creates a form.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// The form's sections on the grouped background, or what a custom `formStyle` makes of them.
    public var body: some View {
        if let style {
            style.make(FormStyleConfiguration(content: FormStyleConfiguration.Content(view: AnyView(content))))
        } else {
            _GroupedForm(content: content)
        }
    }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// Creates a form from a form style's configuration (in a custom style's `makeBody`), drawn
    /// grouped as the automatic style draws it.
    public init(_ configuration: FormStyleConfiguration) { self.content = configuration.content }
}

/// A form drawn as iPhone draws every form: an inset-grouped list.
nonisolated struct _GroupedForm<Content: View>: View {
    let content: Content
    var body: some View {
        var list = List<Never, Content>(content: { content })
        list.forcedStyle = .insetGrouped
        return list
    }
}

/// The appearance of a `Form` (iOS 16). Backplate draws what `makeBody` returns; the built-in
/// styles all draw the inset-grouped list iPhone draws.
@MainActor @preconcurrency
public protocol FormStyle {
    /// A view that represents the appearance of a form.
    associatedtype Body: View
    /// The properties of a form instance.
    typealias Configuration = FormStyleConfiguration
    /// Creates a view that represents the body of a form.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// The properties of a form instance: its content.
public struct FormStyleConfiguration {
    /// A type-erased content of a form.
    nonisolated public struct Content: View {
        let view: AnyView
        /// The form's content.
        public var body: some View { view }
    }
    /// A view that is the content of the form.
    public let content: FormStyleConfiguration.Content
}

/// The platform's default form style (grouped on iPhone).
nonisolated public struct AutomaticFormStyle: FormStyle {
    /// Creates the style.
    public init() {}
    /// The content as an inset-grouped list.
    public func makeBody(configuration: Configuration) -> some View { _GroupedForm(content: configuration.content) }
}

/// Sections as grouped, inset cards.
nonisolated public struct GroupedFormStyle: FormStyle {
    /// Creates the style.
    public init() {}
    /// The content as an inset-grouped list.
    public func makeBody(configuration: Configuration) -> some View { _GroupedForm(content: configuration.content) }
}

/// Labels and controls in columns (macOS); drawn grouped on iPhone.
nonisolated public struct ColumnsFormStyle: FormStyle {
    /// Creates the style.
    public init() {}
    /// The content as an inset-grouped list, as iPhone draws it.
    public func makeBody(configuration: Configuration) -> some View { _GroupedForm(content: configuration.content) }
}

nonisolated extension FormStyle where Self == AutomaticFormStyle {
    /// The default style.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
nonisolated extension FormStyle where Self == GroupedFormStyle {
    /// The grouped style.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
nonisolated extension FormStyle where Self == ColumnsFormStyle {
    /// The columns style.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

private struct FormStyleKey: EnvironmentKey { static var defaultValue: _StyleBox<FormStyleConfiguration>? { nil } }

extension EnvironmentValues {
    var formStyleBox: _StyleBox<FormStyleConfiguration>? {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of forms. The built-in styles all draw grouped on iPhone (nothing
    /// changes); a custom style's `makeBody` draws each form below.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        modifier(S.self is any _BuiltInFormStyle.Type
                 ? _EnvironmentTransformModifier { $0.formStyleBox = nil }
                 : styleModifier(style, at: \.formStyleBox) { s, c in s.makeBody(configuration: c) })
    }
}

/// The built-in form styles, which all draw as a form with no style set.
protocol _BuiltInFormStyle {}
extension AutomaticFormStyle: _BuiltInFormStyle {}
extension GroupedFormStyle: _BuiltInFormStyle {}
extension ColumnsFormStyle: _BuiltInFormStyle {}
