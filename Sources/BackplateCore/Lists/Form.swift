import Foundation

/// A container for grouping controls used for data entry, such as in settings. On iPhone a
/// form is drawn as an inset-grouped `List` (docs/controls.md §3: every metric is the same), whatever
/// the environment's list style.
nonisolated public struct Form<Content: View>: View {
    let content: Content

    /// Creates a form.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// The form's sections on the grouped background.
    public var body: some View {
        var list = List<Never, Content>(content: { content })
        list.forcedStyle = .insetGrouped
        return list
    }
}

/// The appearance of a `Form`.
public protocol FormStyle {}

/// The platform's default form style (grouped on iPhone).
public struct AutomaticFormStyle: FormStyle {
    /// Creates the style.
    public init() {}
}

/// Sections as grouped, inset cards.
public struct GroupedFormStyle: FormStyle {
    /// Creates the style.
    public init() {}
}

/// Labels and controls in columns (macOS); drawn grouped on iPhone.
public struct ColumnsFormStyle: FormStyle {
    /// Creates the style.
    public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The default style.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
extension FormStyle where Self == GroupedFormStyle {
    /// The grouped style.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
extension FormStyle where Self == ColumnsFormStyle {
    /// The columns style.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

nonisolated extension View {
    /// Sets the style of forms; every style draws grouped on iPhone, so nothing changes.
    public func formStyle<S: FormStyle>(_ style: S) -> some View { modifier(_InertModifier()) }
}
