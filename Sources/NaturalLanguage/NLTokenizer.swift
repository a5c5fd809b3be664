import BackplateCore
import Foundation

/// Splits text into words ("don't", "well-known", "3.14", symbols and emoji; not punctuation or
/// whitespace), sentences or paragraphs, by Unicode properties as Apple splits English; Chinese,
/// Japanese and Thai split where the kind of character changes. Safe to use from any thread.
open class NLTokenizer: NSObject {

    /// Hints about a token's characters.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt

        /// Attributes from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The token has digits.
        public static let numeric = Attributes(rawValue: 1 << 0)
        /// The token is a symbol ($, +, ©).
        public static let symbolic = Attributes(rawValue: 1 << 1)
        /// The token is an emoji.
        public static let emoji = Attributes(rawValue: 1 << 2)
    }

    private struct State {
        var string: String?
        var language: NLLanguage?
        var segmentation: TextSegmentation?
    }

    private let state = LockedState(State())

    /// The size of token this tokenizer splits into.
    public let unit: NLTokenUnit

    /// A tokenizer that splits into `unit`s.
    public init(unit: NLTokenUnit) {
        self.unit = unit
        super.init()
    }

    /// The text to split (nil: none, so there are no tokens).
    public var string: String? {
        get { state.withLock { $0.string } }
        set { state.withLock { $0 = State(string: newValue, language: $0.language) } }
    }

    /// Tells the tokenizer the text's language. Backplate's split does not depend on it.
    public func setLanguage(_ language: NLLanguage) {
        state.withLock { $0.language = language }
    }

    /// The ranges of the tokens that overlap `range`, in order.
    public func tokens(for range: Range<String.Index>) -> [Range<String.Index>] {
        guard let segmentation = currentSegmentation() else { return [] }
        let range = segmentation.clamp(range)
        return segmentation.tokenRanges(unit).filter { $0.overlaps(range) }
    }

    /// The range of the token that holds `index`; for words, the punctuation mark or
    /// whitespace run there when `index` is not in a word; empty past the text.
    public func tokenRange(at index: String.Index) -> Range<String.Index> {
        guard let segmentation = currentSegmentation() else { return index..<index }
        switch unit {
        case .word: return segmentation.segment(containing: index)?.range ?? index..<index
        case .sentence: return TextSegmentation.range(containing: index, in: segmentation.sentences) ?? index..<index
        case .paragraph: return TextSegmentation.range(containing: index, in: segmentation.paragraphs) ?? index..<index
        case .document: return segmentation.tokenRanges(.document).first { $0.contains(index) } ?? index..<index
        }
    }

    /// The smallest range holding every token that overlaps `range` (iOS 14+); for an empty
    /// range, the token at its start.
    public func tokenRange(for range: Range<String.Index>) -> Range<String.Index> {
        guard !range.isEmpty else { return tokenRange(at: range.lowerBound) }
        let tokens = tokens(for: range)
        guard let first = tokens.first, let last = tokens.last else { return range.lowerBound..<range.lowerBound }
        return first.lowerBound..<last.upperBound
    }

    /// Calls `block` with each token that overlaps `range` and its attributes, in order,
    /// until `block` returns false.
    public func enumerateTokens(in range: Range<String.Index>,
                                using block: (Range<String.Index>, NLTokenizer.Attributes) -> Bool) {
        guard let segmentation = currentSegmentation() else { return }
        let range = segmentation.clamp(range)
        let tokens: [(Range<String.Index>, Attributes)]
        if unit == .word {
            tokens = segmentation.segments.filter { ($0.kind == .word || $0.kind == .other) && $0.range.overlaps(range) }
                .map { ($0.range, $0.attributes) }
        } else {
            tokens = segmentation.tokenRanges(unit).filter { $0.overlaps(range) }
                .map { ($0, Self.attributes(of: segmentation.text[$0])) }
        }
        for (token, attributes) in tokens where !block(token, attributes) { return }
    }

    /// The segmentation of the current string, made once per string.
    private func currentSegmentation() -> TextSegmentation? {
        state.withLock { state in
            guard let string = state.string else { return nil }
            if let segmentation = state.segmentation { return segmentation }
            let segmentation = TextSegmentation(string)
            state.segmentation = segmentation
            return segmentation
        }
    }

    /// The attributes of a sentence or paragraph: those of any character in it.
    private static func attributes(of text: Substring) -> Attributes {
        var attributes: Attributes = []
        if text.contains(where: \.isNumber) { attributes.insert(.numeric) }
        if text.contains(where: { $0.isSymbol && !CharacterKind.isEmoji($0) }) { attributes.insert(.symbolic) }
        if text.contains(where: CharacterKind.isEmoji) { attributes.insert(.emoji) }
        return attributes
    }
}
