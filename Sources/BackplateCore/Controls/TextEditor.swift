import Foundation

/// A view that can display and edit long-form text, drawn as an idle `UITextView`
/// (docs/controls.md §4): greedy in both axes, the text from the top leading corner
/// inset 8 points top and bottom and 5 points at the sides, wrapping to the width, in the body
/// font. Its background is left transparent (a still render shows the view behind it).
nonisolated public struct TextEditor: View {
    let text: String

    /// Creates a plain text editor.
    public init(text: Binding<String>) { self.text = text.wrappedValue }

    /// The text, inset as UITextView insets it.
    public var body: some View {
        Text(verbatim: text)
            .padding(.vertical, 8)
            .padding(.horizontal, 5)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            // UITextView: a text area with no label, its text the value.
            .modifier(AccessibilityAttachmentModifier.control([.textEntry, .textArea], label: "", value: text.isEmpty ? nil : text))
    }
}
