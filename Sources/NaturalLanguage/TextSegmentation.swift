import Foundation

/// One word-level token of a string: a word, a punctuation mark, a run of whitespace, or
/// another character (a symbol or emoji). Together they cover the string.
struct WordSegment: Sendable {
    /// What a segment is, as the `tokenType` scheme tags it.
    enum Kind: Sendable {
        case word, punctuation, whitespace, other
    }

    let range: Range<String.Index>
    let kind: Kind
    /// The tokenizer's hints: numeric, symbolic, emoji.
    let attributes: NLTokenizer.Attributes
}

/// A string split into word-level segments, sentences (ending after . ! ? … and the whitespace
/// that follows, not after "Mr." nor before a lowercase word) and paragraphs (after line breaks).
struct TextSegmentation: Sendable {
    let text: String
    /// Word-level segments, in order, covering `text`.
    let segments: [WordSegment]
    /// Sentences, in order, covering `text`; each keeps its trailing whitespace.
    let sentences: [Range<String.Index>]
    /// Paragraphs, in order, covering `text`; each keeps its line break.
    let paragraphs: [Range<String.Index>]

    /// The segmentation of `text`.
    init(_ text: String) {
        self.text = text
        let scan = CharacterScan(text)
        segments = scan.wordSegments()
        sentences = scan.sentenceRanges()
        paragraphs = scan.paragraphRanges()
    }

    /// The ranges of `unit` that hold more than whitespace: for words, every segment that is
    /// a word, symbol or emoji (punctuation and whitespace are not tokens).
    func tokenRanges(_ unit: NLTokenUnit) -> [Range<String.Index>] {
        switch unit {
        case .word: return segments.filter { $0.kind == .word || $0.kind == .other }.map(\.range)
        case .sentence: return sentences.filter { !isBlank($0) }
        case .paragraph: return paragraphs.filter { !isBlank($0) }
        case .document: return text.isEmpty || isBlank(text.startIndex..<text.endIndex) ? [] : [text.startIndex..<text.endIndex]
        }
    }

    /// Whether `range` holds only whitespace.
    func isBlank(_ range: Range<String.Index>) -> Bool {
        text[range].allSatisfy(\.isWhitespace)
    }

    /// The sentence that holds `index` (the last one at the end of the text).
    func sentence(containing index: String.Index) -> Range<String.Index>? {
        Self.range(containing: index, in: sentences) ?? sentences.last
    }

    /// The word-level segment that holds `index`; nil past the text.
    func segment(containing index: String.Index) -> WordSegment? {
        var low = 0, high = segments.count
        while low < high {
            let middle = (low + high) / 2
            if segments[middle].range.upperBound <= index { low = middle + 1 } else { high = middle }
        }
        return low < segments.count && segments[low].range.contains(index) ? segments[low] : nil
    }

    /// The range of `ranges` (in order, not overlapping) that holds `index`, found by bisection.
    static func range(containing index: String.Index, in ranges: [Range<String.Index>]) -> Range<String.Index>? {
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound <= index { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].contains(index) ? ranges[low] : nil
    }

    /// `range` limited to the text's bounds, so indices from another string cannot trap.
    func clamp(_ range: Range<String.Index>) -> Range<String.Index> {
        range.clamped(to: text.startIndex..<text.endIndex)
    }

    /// `range` of a word split before an English contraction's suffix, as Apple's tagger
    /// splits it unless asked to join contractions: "don't" → "do" "n't", "I'm" → "I" "'m".
    func splitContraction(_ range: Range<String.Index>) -> [Range<String.Index>] {
        let word = text[range]
        guard let apostrophe = word.lastIndex(where: { $0 == "'" || $0 == "\u{2019}" }), apostrophe > range.lowerBound else {
            return [range]
        }
        let suffix = word[word.index(after: apostrophe)...].lowercased()
        if ["s", "m", "d", "ll", "re", "ve"].contains(suffix) {
            return [range.lowerBound..<apostrophe, apostrophe..<range.upperBound]
        }
        let beforeApostrophe = word.index(before: apostrophe)
        if suffix == "t", word[beforeApostrophe].lowercased() == "n", beforeApostrophe > range.lowerBound {
            return [range.lowerBound..<beforeApostrophe, beforeApostrophe..<range.upperBound]
        }
        return [range]
    }
}

/// The characters of a string with their indices and kinds, scanned by position.
private struct CharacterScan {
    let text: String
    let characters: [Character]
    let indices: [String.Index]
    let kinds: [CharacterKind]

    init(_ text: String) {
        self.text = text
        characters = Array(text)
        indices = Array(text.indices)
        kinds = characters.map(CharacterKind.init)
    }

    /// The string index of position `n` (the end index past the last character).
    func index(_ n: Int) -> String.Index { n < indices.count ? indices[n] : text.endIndex }

    func wordSegments() -> [WordSegment] {
        var segments: [WordSegment] = []
        var n = 0
        while n < characters.count {
            let start = n
            var kind = WordSegment.Kind.other
            var attributes: NLTokenizer.Attributes = []
            switch kinds[n] {
            case .wordCharacter(let group):
                n = endOfWord(from: n, group: group)
                kind = .word
                if characters[start..<n].contains(where: \.isNumber) { attributes.insert(.numeric) }
            case .whitespace, .newline:
                let newline = kinds[n] == .newline
                while n < characters.count, kinds[n] == (newline ? .newline : .whitespace) { n += 1 }
                kind = .whitespace
            case .emoji:
                n += 1
                attributes = .emoji
            case .symbol:
                n += 1
                attributes = .symbolic
            case .joiner, .punctuation:
                n += 1
                kind = characters[start].isPunctuation ? .punctuation : .other
            case .other:
                n += 1
            }
            segments.append(WordSegment(range: index(start)..<index(n), kind: kind, attributes: attributes))
        }
        return segments
    }

    /// The position past the word that starts at `start`, a character of `group`.
    private func endOfWord(from start: Int, group: WordGroup) -> Int {
        var n = start + 1
        while n < characters.count {
            switch kinds[n] {
            case .wordCharacter(let next) where group.continues(with: next, character: characters[n]):
                n += 1
            case .joiner(let joiner) where n + 1 < characters.count && joiner.joins(characters[n - 1], characters[n + 1]):
                guard case .wordCharacter(let next) = kinds[n + 1], group.continues(with: next, character: characters[n + 1]) else {
                    return n
                }
                n += 2
            default:
                return n
            }
        }
        return n
    }

    func sentenceRanges() -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var start = 0
        var n = 0
        while n < characters.count {
            let character = characters[n]
            if kinds[n] == .newline {
                n = endOfWhitespace(from: n)
            } else if Self.terminators.contains(character) {
                var end = n + 1
                while end < characters.count, Self.terminators.contains(characters[end]) { end += 1 }
                while end < characters.count, Self.closers.contains(characters[end]) { end += 1 }
                if end < characters.count, !characters[end].isWhitespace, !Self.unspacedTerminators.contains(character) {
                    n = end
                    continue
                }
                if character == ".", continuesLowercase(after: end) || (end == n + 1 && followsAbbreviation(n)) {
                    n = end
                    continue
                }
                n = endOfWhitespace(from: end)
            } else {
                n += 1
                continue
            }
            ranges.append(index(start)..<index(n))
            start = n
        }
        if start < characters.count { ranges.append(index(start)..<text.endIndex) }
        return ranges
    }

    func paragraphRanges() -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var start = 0
        var n = 0
        while n < characters.count {
            guard kinds[n] == .newline else { n += 1; continue }
            while n < characters.count, kinds[n] == .newline { n += 1 }
            ranges.append(index(start)..<index(n))
            start = n
        }
        if start < characters.count { ranges.append(index(start)..<text.endIndex) }
        return ranges
    }

    /// The position past the whitespace (line breaks included) that starts at `start`.
    private func endOfWhitespace(from start: Int) -> Int {
        var n = start
        while n < characters.count, characters[n].isWhitespace { n += 1 }
        return n
    }

    /// Whether the first non-space character after `start`, on the same line, is a lowercase
    /// letter: then a period ends an abbreviation ("e.g. this"), not a sentence.
    private func continuesLowercase(after start: Int) -> Bool {
        var n = start
        while n < characters.count, kinds[n] == .whitespace { n += 1 }
        return n < characters.count && characters[n].isLowercase
    }

    /// Whether the period at `period` ends a title or an initial ("Mr.", "Dr.", "J."), after
    /// which a sentence does not end.
    private func followsAbbreviation(_ period: Int) -> Bool {
        var start = period
        while start > 0, characters[start - 1].isLetter { start -= 1 }
        guard start < period, start == 0 || !characters[start - 1].isLetter else { return false }
        let word = String(characters[start..<period])
        return Self.abbreviations.contains(word.lowercased()) || (word.count == 1 && word.first?.isUppercase == true)
    }

    /// English titles and abbreviations a capitalized word often follows.
    static let abbreviations: Set<String> = ["mr", "mrs", "ms", "dr", "prof", "sr", "jr", "st", "mt", "vs", "gen", "col",
                                             "lt", "sgt", "capt", "rev", "hon", "fig", "approx", "dept", "est"]

    /// The characters that end a sentence.
    static let terminators: Set<Character> = [".", "!", "?", "\u{2026}", "\u{203C}", "\u{2047}", "\u{2048}", "\u{2049}",
                                              "\u{3002}", "\u{FF01}", "\u{FF1F}", "\u{FF61}", "\u{061F}", "\u{06D4}", "\u{0964}", "\u{0965}"]
    /// The terminators of scripts written without spaces: they end a sentence with no space after.
    static let unspacedTerminators: Set<Character> = ["\u{3002}", "\u{FF01}", "\u{FF1F}", "\u{FF61}"]
    /// Closing quotes and brackets that stay with the sentence they close.
    static let closers: Set<Character> = ["\"", "'", "\u{201D}", "\u{2019}", "\u{00BB}", "\u{203A}", ")", "]", "}",
                                          "\u{300D}", "\u{300F}", "\u{FF09}"]
}
