import Foundation

/// The tokens of one unit of a segmented string and their tags in one scheme: what an
/// `NLTagger` answers, computed from a snapshot of its string and settings.
struct TokenTagging {
    let segmentation: TextSegmentation
    /// Languages the app set for ranges, latest last.
    let languages: [(range: Range<String.Index>, language: NLLanguage)]
    let unit: NLTokenUnit
    let scheme: NLTagScheme
    /// Whether the tagger was made for the scheme: if not, every tag is nil, as on Apple's platforms.
    let enabled: Bool
    /// The languages of sentences already guessed, by their start.
    private var sentenceLanguages: [String.Index: NLLanguage?] = [:]

    init(segmentation: TextSegmentation, languages: [(range: Range<String.Index>, language: NLLanguage)],
         unit: NLTokenUnit, scheme: NLTagScheme, enabled: Bool) {
        self.segmentation = segmentation
        self.languages = languages
        self.unit = unit
        self.scheme = scheme
        self.enabled = enabled
    }

    /// A token and what kind of word-level segment it is (sentences and longer: `.word`).
    typealias Token = (range: Range<String.Index>, kind: WordSegment.Kind)

    /// The tokens of the unit that overlap `range`, less those `options` leave out; English
    /// contractions are split unless `options` join them.
    func tokens(in range: Range<String.Index>, options: NLTagger.Options) -> [Token] {
        let range = segmentation.clamp(range)
        guard unit == .word else {
            return segmentation.tokenRanges(unit).filter { $0.overlaps(range) }.map { ($0, .word) }
        }
        var tokens: [Token] = []
        for segment in segmentation.segments where segment.range.overlaps(range) {
            switch segment.kind {
            case .word where options.contains(.omitWords): continue
            case .punctuation where options.contains(.omitPunctuation): continue
            case .whitespace where options.contains(.omitWhitespace): continue
            case .other where options.contains(.omitOther): continue
            case .word where !options.contains(.joinContractions):
                tokens += segmentation.splitContraction(segment.range).map { ($0, .word) }
            default:
                tokens.append((segment.range, segment.kind))
            }
        }
        return tokens
    }

    /// The token of the unit that holds `index`, whatever it is (whitespace included), with
    /// contractions split; nil past the text.
    func token(at index: String.Index) -> Token? {
        guard index >= segmentation.text.startIndex, index < segmentation.text.endIndex else { return nil }
        switch unit {
        case .word:
            guard let segment = segmentation.segment(containing: index) else { return nil }
            guard segment.kind == .word else { return (segment.range, segment.kind) }
            return segmentation.splitContraction(segment.range).first { $0.contains(index) }.map { ($0, .word) }
        case .sentence: return TextSegmentation.range(containing: index, in: segmentation.sentences).map { ($0, .word) }
        case .paragraph: return TextSegmentation.range(containing: index, in: segmentation.paragraphs).map { ($0, .word) }
        case .document: return (segmentation.text.startIndex..<segmentation.text.endIndex, .word)
        }
    }

    /// Warns when the scheme has no model on Linux, once per scheme.
    func warnIfModelless() {
        guard enabled else { return }
        switch scheme {
        case .tokenType, .language, .script: return
        case .sentimentScore: NoModel.warnNeutralSentiment()
        default: NoModel.warnNilTags(scheme)
        }
    }

    /// The tag of `token` in the scheme.
    mutating func tag(of token: Token) -> NLTag? {
        guard enabled else { return nil }
        switch scheme {
        case .tokenType:
            guard unit == .word else { return nil }
            switch token.kind {
            case .word: return .word
            case .punctuation: return .punctuation
            case .whitespace: return .whitespace
            case .other: return .other
            }
        case .lexicalClass, .nameTypeOrLexicalClass:
            guard unit == .word else { return nil }
            return Self.lexicalClass(of: token, in: segmentation.text)
        case .language:
            return language(of: token.range).map { NLTag($0.rawValue) }
        case .script:
            return NLTag(script(of: token.range).rawValue)
        case .sentimentScore:
            guard unit != .word, segmentation.text[token.range].contains(where: { $0.isLetter || $0.isNumber }) else { return nil }
            return NLTag("0.0")
        default:
            return nil
        }
    }

    /// The language of `range`: the one the app set there, else the guess for the range (for
    /// a word: for its sentence); nil where there are no letters.
    mutating func language(of range: Range<String.Index>) -> NLLanguage? {
        if let set = languages.last(where: { $0.range.contains(range.lowerBound) }) { return set.language }
        guard unit == .word, let sentence = segmentation.sentence(containing: range.lowerBound) else {
            return LanguageGuess.dominant(for: segmentation.text[range])
        }
        if let known = sentenceLanguages[sentence.lowerBound] { return known }
        let guess = LanguageGuess.dominant(for: segmentation.text[sentence])
        sentenceLanguages[sentence.lowerBound] = guess
        return guess
    }

    /// The script of `range`'s letters; for a word-level token without letters, its sentence's.
    func script(of range: Range<String.Index>) -> NLScript {
        let script = ScriptCensus(segmentation.text[range]).dominantScript
        guard script == .undetermined, unit == .word, let sentence = segmentation.sentence(containing: range.lowerBound) else {
            return script
        }
        return ScriptCensus(segmentation.text[sentence]).dominantScript
    }

    /// The lexical class of punctuation and whitespace, which needs no model; nil for words
    /// and other tokens, whose class needs one.
    static func lexicalClass(of token: Token, in text: String) -> NLTag? {
        switch token.kind {
        case .word, .other: return nil
        case .whitespace: return text[token.range].contains(where: \.isNewline) ? .paragraphBreak : .whitespace
        case .punctuation: break
        }
        guard let mark = text[token.range].first else { return nil }
        switch mark {
        case ".", "!", "?", "\u{2026}", "\u{3002}", "\u{FF01}", "\u{FF1F}", "\u{061F}", "\u{06D4}", "\u{0964}": return .sentenceTerminator
        case "(", "[", "{", "\u{FF08}", "\u{3010}": return .openParenthesis
        case ")", "]", "}", "\u{FF09}", "\u{3011}": return .closeParenthesis
        case "\u{201C}", "\u{2018}", "\u{00AB}", "\u{201E}", "\u{201A}", "\u{2039}", "\u{300C}", "\u{300E}": return .openQuote
        case "\u{201D}", "\u{2019}", "\u{00BB}", "\u{203A}", "\u{300D}", "\u{300F}": return .closeQuote
        case "\"", "'":
            let opens = token.range.lowerBound == text.startIndex || text[text.index(before: token.range.lowerBound)].isWhitespace
            return opens ? .openQuote : .closeQuote
        default:
            return mark.unicodeScalars.first?.properties.generalCategory == .dashPunctuation ? .dash : .otherPunctuation
        }
    }
}
