import Testing
import Foundation
import SwiftUI
import UIKit
import CoreData

/// A view that prints why its body ran, as swiftuiutility's diagnostics do.
private struct ChangeTracedRow: View {
    var body: some View {
        let _ = Self._printChanges()
        Text("Row")
    }
}

/// unseen32's swiftuiutility: Word Scramble's `UITextChecker`, a code generator's
/// `UIPasteboard.setData(_:forPasteboardType:)`, Core Data's `setValue(_:forPragmaNamed:)`, a
/// streaming view's `URLSession.bytes(from:)` read with `.lines`, and `Self._printChanges()`.
@MainActor @Suite struct UnseenAppsRound32UtilityTests {
    @Test func theSpellingCheckerFindsTheFirstMisspelledWord() throws {
        let checker = UITextChecker()
        let good = "swift"
        #expect(checker.rangeOfMisspelledWord(in: good, range: NSRange(location: 0, length: good.utf16.count),
                                              startingAt: 0, wrap: false, language: "en").location == NSNotFound)
        let text = "Crafty foxes jmup over lazy dgos"
        let whole = NSRange(location: 0, length: text.utf16.count)
        let first = checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 0, wrap: false, language: "en")
        #expect(first == NSRange(location: 13, length: 4))
        let second = checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 14, wrap: false, language: "en")
        #expect(second == NSRange(location: 28, length: 4))
        let wrapped = checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 30, wrap: true, language: "en")
        #expect(wrapped == first)
        #expect(checker.guesses(forWordRange: first, in: text, language: "en")?.contains("jump") == true)
        #expect(checker.completions(forPartialWordRange: NSRange(location: 0, length: 4), in: "craf", language: "en")?.first == "craft")
        checker.ignoreWord("jmup")
        #expect(checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 0, wrap: false, language: "en") == second)
        #expect(UITextChecker.availableLanguages == ["en_US"])
    }

    @Test func dataOfAPasteboardTypeIsKept() {
        let board = UIPasteboard.withUniqueName()
        let rtf = Data("{\\rtf1 hi}".utf8)
        board.setData(rtf, forPasteboardType: "public.rtf")
        #expect(board.types == ["public.rtf"])
        #expect(board.data(forPasteboardType: "public.rtf") == rtf)
        #expect(board.contains(pasteboardTypes: ["public.rtf", "public.html"]))
        #expect(board.string == nil)
        board.string = "copied"
        #expect(board.data(forPasteboardType: "public.utf8-plain-text") == Data("copied".utf8))
    }

    @Test func sqlitePragmasAreKeptAsTheStoreOption() {
        let description = NSPersistentStoreDescription()
        description.setValue("DELETE" as NSString, forPragmaNamed: "journal_mode")
        #expect(description.sqlitePragmas["journal_mode"] as? NSString == "DELETE")
        #expect(description.options[NSSQLitePragmasOption] != nil)
        description.setValue(nil, forPragmaNamed: "journal_mode")
        #expect(description.sqlitePragmas.isEmpty)
    }

    @Test func streamedBytesReadAsLinesCharactersAndScalars() async throws {
        let url = try #require(URL(string: "data:text/plain;charset=utf-8,first%0D%0Ase%C3%A7ond%0A%0Athird"))
        let (bytes, response) = try await URLSession.shared.bytes(from: url)
        #expect(response.mimeType == "text/plain")
        var lines: [String] = []
        for try await line in bytes.lines { lines.append(line) }
        #expect(lines == ["first", "seçond", "", "third"])
        let stream = AsyncStream<UInt8> { continuation in
            for byte in Array("e\u{301}👍🏽x".utf8) { continuation.yield(byte) }
            continuation.finish()
        }
        var characters: [Character] = []
        for try await character in stream.characters { characters.append(character) }
        #expect(characters == ["e\u{301}", "👍🏽", "x"])
    }

    @Test func printChangesCompilesInABodyAndTheRowStillDraws() {
        let nodes = ImageRenderer(content: ChangeTracedRow()).layout().nodeSummaries
        #expect(nodes.contains { $0.label == "Text" })
    }
}
