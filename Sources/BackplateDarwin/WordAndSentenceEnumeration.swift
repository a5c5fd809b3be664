// `enumerateSubstrings(in:options:_:)` by words and by sentences, which Linux's Foundation
// declares unavailable (`.byWords`, `.bySentences`) and stops the process on. These overloads
// on `String`, `Substring` and `NSString` win over Foundation's; other units go to it.
import Foundation
internal import NaturalLanguage

extension NSString.EnumerationOptions {
    /// Enumerates words: runs of letters and digits ("don't", "3.14"), as NaturalLanguage's
    /// word tokenizer finds them; punctuation, spaces and emoji are not words.
    public static var byWords: NSString.EnumerationOptions { NSString.EnumerationOptions(rawValue: 3) }
    /// Enumerates sentences, each ending after its terminal punctuation (". ", "? ", "…").
    public static var bySentences: NSString.EnumerationOptions { NSString.EnumerationOptions(rawValue: 4) }
}

extension String {
    /// Calls `body` with each substring of the chosen unit in `range` (lines, paragraphs,
    /// composed characters, words or sentences), its range, and the range that also holds the
    /// separators after it (the enclosing ranges cover `range`), until `body` sets its last
    /// argument to true.
    public func enumerateSubstrings<R: RangeExpression>(
        in range: R, options opts: String.EnumerationOptions = [],
        _ body: @escaping (_ substring: String?, _ substringRange: Range<String.Index>,
                           _ enclosingRange: Range<String.Index>, inout Bool) -> Void
    ) where R.Bound == String.Index {
        WordAndSentenceEnumeration.run(self, base: self, in: range.relative(to: self), options: opts, body)
    }
}

extension Substring {
    /// Calls `body` with each substring of the chosen unit in `range` (lines, paragraphs,
    /// composed characters, words or sentences), its range, and the range that also holds the
    /// separators after it (the enclosing ranges cover `range`), until `body` sets its last
    /// argument to true.
    public func enumerateSubstrings<R: RangeExpression>(
        in range: R, options opts: String.EnumerationOptions = [],
        _ body: @escaping (_ substring: String?, _ substringRange: Range<String.Index>,
                           _ enclosingRange: Range<String.Index>, inout Bool) -> Void
    ) where R.Bound == String.Index {
        WordAndSentenceEnumeration.run(self, base: base, in: range.relative(to: self), options: opts, body)
    }
}

extension NSString {
    /// Calls `block` with each substring of the chosen unit in `range` (UTF-16 offsets), its
    /// range and the range that also holds the separators after it, until `block` sets the
    /// flag it is given; words and sentences as `String`'s enumeration finds them.
    public func enumerateSubstrings(in range: NSRange, options opts: NSString.EnumerationOptions = [],
                                    using block: @escaping (String?, NSRange, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        let text = String(describing: self)
        guard let bounds = Range(range, in: text) else { return }
        text.enumerateSubstrings(in: bounds, options: opts) { substring, substringRange, enclosingRange, stop in
            var flag: ObjCBool = false
            block(substring, NSRange(substringRange, in: text), NSRange(enclosingRange, in: text), &flag)
            stop = flag.boolValue
        }
    }
}

/// Word and sentence enumeration over NaturalLanguage's tokenizer.
enum WordAndSentenceEnumeration {
    typealias Body = (String?, Range<String.Index>, Range<String.Index>, inout Bool) -> Void

    /// Enumerates `range` of `text` when `options` asks for words or sentences; false otherwise.
    static func enumerate(_ text: String, in range: Range<String.Index>, options: String.EnumerationOptions, _ body: Body) -> Bool {
        let pieces: [(substring: Range<String.Index>, enclosing: Range<String.Index>)]
        switch options.rawValue & 0xFF {
        case NSString.EnumerationOptions.byWords.rawValue: pieces = words(text, in: range)
        case NSString.EnumerationOptions.bySentences.rawValue: pieces = sentences(text, in: range)
        default: return false
        }
        var stop = false
        for piece in options.contains(.reverse) ? pieces.reversed() : pieces {
            body(options.contains(.substringNotRequired) ? nil : String(text[piece.substring]), piece.substring, piece.enclosing, &stop)
            if stop { break }
        }
        return true
    }

    /// Enumerates `range` of `text` (whose indices are `base`'s): words and sentences here, the
    /// units Linux's Foundation enumerates itself (lines, paragraphs, composed characters) there.
    static func run<S: StringProtocol>(_ text: S, base: String, in range: Range<String.Index>,
                                       options: String.EnumerationOptions, _ body: @escaping Body) {
        if !enumerate(base, in: range, options: options, body) {
            text.enumerateSubstrings(in: range, options: options, body)
        }
    }

    /// Each word in `range` and the separators after it, up to the next word or the end (the
    /// first also holds what comes before it, so the enclosing ranges cover `range`).
    private static func words(_ text: String, in range: Range<String.Index>) -> [(substring: Range<String.Index>, enclosing: Range<String.Index>)] {
        let tokenizer = NLTokenizer(unit: .word)
        tokenizer.string = text
        let words = tokenizer.tokens(for: range).map { $0.clamped(to: range) }
            .filter { text[$0].contains { $0.isLetter || $0.isNumber } }
        return words.indices.map { i in
            (words[i], (i == 0 ? range.lowerBound : words[i].lowerBound)..<(i + 1 < words.count ? words[i + 1].lowerBound : range.upperBound))
        }
    }

    /// Each sentence in `range` without the whitespace around it, and with it.
    private static func sentences(_ text: String, in range: Range<String.Index>) -> [(substring: Range<String.Index>, enclosing: Range<String.Index>)] {
        let tokenizer = NLTokenizer(unit: .sentence)
        tokenizer.string = text
        return tokenizer.tokens(for: range).map { $0.clamped(to: range) }.compactMap { sentence in
            var start = sentence.lowerBound, end = sentence.upperBound
            while start < end, text[start].isWhitespace { start = text.index(after: start) }
            while end > start, text[text.index(before: end)].isWhitespace { end = text.index(before: end) }
            return end > start ? (start..<end, sentence) : nil
        }
    }
}
