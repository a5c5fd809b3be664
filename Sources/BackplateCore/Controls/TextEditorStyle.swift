import Foundation

/// The appearance of text editors (iOS 17). On iOS a text editor draws its text with no chrome
/// in both built-in styles, so the style changes nothing Backplate draws; a custom style's
/// `makeBody` is not called (a text editor is drawn as Backplate's `TextEditor` either way).
@MainActor @preconcurrency
public protocol TextEditorStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The properties of a text editor.
    typealias Configuration = TextEditorStyleConfiguration
    /// The view of a text editor in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a text editor a text editor style reads.
public struct TextEditorStyleConfiguration: Sendable {}

/// The platform's text editor style: the editor's text with no chrome on iOS.
public struct AutomaticTextEditorStyle: TextEditorStyle {
    /// The automatic style.
    public init() {}
    /// No chrome around the editor.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// A text editor with no chrome.
public struct PlainTextEditorStyle: TextEditorStyle {
    /// The plain style.
    public init() {}
    /// No chrome around the editor.
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The platform's style.
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// The plain style.
    public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

nonisolated extension View {
    /// Sets the style of the text editors inside (both iOS styles draw alike: no visible change).
    public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> some View {
        modifier(_InertModifier())
    }
}
