import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// iOS 26's styled `TextEditor(text:selection:)` and `AttributedTextSelection`, with the
/// `AttributedString` editing helpers that keep a selection in step with its text.
@Suite(.tags(.layout))
struct AttributedTextEditorTests {
    func styledText() -> AttributedString {
        var plain = AttributedString("Plain ")
        plain.foregroundColor = .primary
        var red = AttributedString("red")
        red.foregroundColor = .red
        return plain + red
    }

    @Test func aStyledEditorDrawsItsRunsAtTheTextViewInsets() throws {
        let editor = TextEditor(text: .constant(styledText()))
        #expect(controlSize(editor, width: 300, height: 120) == CGSize(width: 300, height: 120))
        // One text at UITextView's insets (5, 8), as the plain editor draws, with two paints.
        let text = try #require(controlTexts(editor, width: 300, height: 120).first)
        #expect(text.string == "Plain red")
        #expect(abs(text.frame.minX - 5) <= 0.5 && abs(text.frame.minY - 8) <= 0.5)
        let plainWidth = try #require(controlTexts(TextEditor(text: .constant("Plain red")), width: 300, height: 120).first).frame.width
        #expect(abs(text.frame.width - plainWidth) <= 0.5)
        let paints: Set<String> = Set(text.paints.map { "\($0)" })
        #expect(paints.count == 2)
    }

    @Test func aNewSelectionIsAnInsertionPointAtTheEnd() {
        let text = styledText()
        #expect(AttributedTextSelection().indices(in: text) == .insertionPoint(text.endIndex))
        // Out of range of a shorter text: the end of that text.
        let short = AttributedString("ab")
        let beyond = AttributedTextSelection(insertionPoint: text.index(text.startIndex, offsetByCharacters: 8))
        #expect(beyond.indices(in: short) == .insertionPoint(short.endIndex))
    }

    @Test func attributesOfARangeAreThoseOfEachRunItTouches() {
        let text = styledText()
        // "n red": the end of the plain run and the red run.
        let start = text.index(text.startIndex, offsetByCharacters: 4)
        let selection = AttributedTextSelection(range: start..<text.endIndex)
        let colors = selection.attributes(in: text)[\.foregroundColor]
        #expect(colors == [.primary, .red])
        // An insertion point takes the attributes of the character before it.
        let caret = AttributedTextSelection(insertionPoint: text.endIndex)
        #expect(caret.attributes(in: text)[\.foregroundColor] == [.red])
    }

    @Test func replacingAndTransformingKeepTheSelectionInStep() {
        var text = styledText()
        let red = text.range(of: "red")!
        var selection = AttributedTextSelection(range: red)
        text.replaceSelection(&selection, withCharacters: "blue")
        #expect(String(text.characters) == "Plain blue")
        // The new characters take the replaced run's colour; the caret sits after them.
        #expect(text.runs.last?.foregroundColor == .red)
        #expect(selection.indices(in: text) == .insertionPoint(text.endIndex))
        // Bold the word "Plain".
        var word = AttributedTextSelection(range: text.range(of: "Plain")!)
        text.transformAttributes(in: &word) { $0.font = .body.bold() }
        #expect(text.runs.first?.font == .body.bold())
        #expect(String(text[text.range(of: "Plain")!].characters) == "Plain")
    }
}
