import Testing
import Foundation
import SwiftUI

// A journal app's word count and sentence preview, written as unseen38's DailyLock writes them:
// `enumerateSubstrings(in:options:.byWords)`, which Linux's Foundation declares unavailable.

/// The entry's word count, as a journal model computes it.
private func wordCount(of text: String) -> Int {
    var count = 0
    text.enumerateSubstrings(in: text.startIndex..<text.endIndex, options: [.byWords, .substringNotRequired]) { _, _, _, _ in
        count += 1
    }
    return count
}

/// The first sentence of an entry, for a list row's preview.
private func firstSentence(of text: String) -> String? {
    var first: String?
    text.enumerateSubstrings(in: text.startIndex..., options: .bySentences) { sentence, _, _, stop in
        first = sentence
        stop = true
    }
    return first
}

@Suite struct WordEnumerationTests {
    static let entry = "Hello, brave new world! Don't stop: it's 3.14 miles. Again?"

    @Test func wordsAreLettersAndDigitsWithTheirInnerApostrophesAndPoints() {
        var words: [String] = []
        var enclosing: [Range<String.Index>] = []
        let text = Self.entry
        text.enumerateSubstrings(in: text.startIndex..., options: .byWords) { word, _, range, _ in
            words.append(word ?? "")
            enclosing.append(range)
        }
        #expect(words == ["Hello", "brave", "new", "world", "Don't", "stop", "it's", "3.14", "miles", "Again"])
        #expect(wordCount(of: text) == 10)
        #expect(wordCount(of: "  \n ") == 0)
        // Every character of the range is in exactly one enclosing range, in order.
        #expect(enclosing.first?.lowerBound == text.startIndex && enclosing.last?.upperBound == text.endIndex)
        #expect(zip(enclosing, enclosing.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        #expect(String(text[enclosing[0]]) == "Hello, ")
    }

    @Test func reverseOrderStopAndSubstrings() {
        let text = Self.entry
        var last: [String] = []
        text.enumerateSubstrings(in: text.startIndex..., options: [.byWords, .reverse]) { word, _, _, stop in
            last.append(word ?? "")
            stop = last.count == 2
        }
        #expect(last == ["Again", "miles"])
        let tail = text.dropFirst(7)
        var words: [String] = []
        tail.enumerateSubstrings(in: tail.startIndex..<tail.index(tail.startIndex, offsetBy: 15), options: .byWords) { word, range, _, _ in
            words.append(word ?? "")
            #expect(String(text[range]) == word)
        }
        #expect(words == ["brave", "new", "world"])
    }

    @Test func sentencesEndAfterTheirPunctuation() {
        var sentences: [String] = []
        let text = Self.entry
        text.enumerateSubstrings(in: text.startIndex..., options: .bySentences) { sentence, _, _, _ in sentences.append(sentence ?? "") }
        #expect(sentences == ["Hello, brave new world!", "Don't stop: it's 3.14 miles.", "Again?"])
        #expect(firstSentence(of: "Slept well. Ran 5k.") == "Slept well.")
    }

    /// DailyLock counts an entry's words through `NSString`, with UTF-16 ranges.
    @Test func anNSStringEnumeratesWordsByUTF16Ranges() {
        let text = "Café au lait, then 3 pages."
        var words: [String] = []
        var ranges: [NSRange] = []
        (text as NSString).enumerateSubstrings(in: NSRange(location: 0, length: text.utf16.count), options: [.byWords, .localized]) { word, range, _, stop in
            words.append(word ?? "")
            ranges.append(range)
            if words.count == 4 { stop.pointee = true }
        }
        #expect(words == ["Café", "au", "lait", "then"])
        #expect(ranges.map(\.location) == [0, 5, 8, 14] && ranges.first?.length == 4)
        var lines = 0
        ("a\nb" as NSString).enumerateSubstrings(in: NSRange(location: 0, length: 3), options: .byLines, using: { _, _, _, _ in lines += 1 })
        #expect(lines == 2)
    }

    @Test func linesStillGoToFoundation() {
        var lines: [String] = []
        let text = "one\ntwo\nthree"
        text.enumerateSubstrings(in: text.startIndex..., options: .byLines) { line, _, _, _ in lines.append(line ?? "") }
        #expect(lines == ["one", "two", "three"])
    }
}
