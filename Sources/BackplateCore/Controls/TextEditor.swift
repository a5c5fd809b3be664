import Foundation

/// A view that can display and edit long-form text, drawn as an idle `UITextView`
/// (docs/controls.md §4): greedy in both axes, the text from the top leading corner
/// inset 8 points top and bottom and 5 points at the sides, wrapping to the width, in the body
/// font; empty, it is one line tall when sized to fit. Its background is left transparent (a
/// still render shows the view behind it).
nonisolated public struct TextEditor: View {
    let text: String
    /// The styled text of `init(text:selection:)` with an `AttributedString` (iOS 26).
    var styled: AttributedString?
    @Environment(\.attributedTextFormatting) private var formatting

    /// Creates a plain text editor.
    public init(text: Binding<String>) { self.text = text.wrappedValue }

    /// Creates a styled text editor (iOS 26): the text's runs drawn with their attributes
    /// (font, colours, underline...) over the editor's font and style, unfocused, with no
    /// caret or highlight; the selection is left as given. A formatting definition set with
    /// `attributedTextFormattingDefinition(_:)` constrains each run before it draws.
    public init(text: Binding<AttributedString>, selection: Binding<AttributedTextSelection>? = nil) {
        self.text = String(text.wrappedValue.characters)
        self.styled = text.wrappedValue
    }

    /// The text, inset as UITextView insets it.
    public var body: some View {
        // An empty UITextView is one line tall: a space stands for the line.
        (styled.map { Text(constrained($0)) } ?? Text(verbatim: text.isEmpty ? " " : text))
            .padding(.vertical, 8)
            .padding(.horizontal, 5)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            // UITextView: a text area with no label, its text the value.
            .modifier(AccessibilityAttachmentModifier.control([.textEntry, .textArea], label: "", value: text.isEmpty ? nil : text))
    }

    /// The text with the formatting definition in effect applied to each run.
    private func constrained(_ text: AttributedString) -> AttributedString {
        guard let formatting else { return text }
        return text.constrainingRuns(with: formatting)
    }
}
