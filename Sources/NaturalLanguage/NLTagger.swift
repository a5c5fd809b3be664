import BackplateCore
import Foundation

/// Tags a string's tokens in the schemes it was made for (others give nil). Linux has no Apple
/// models: `tokenType`, `script` and `language` tags are computed (see `NLTagScheme`); the other
/// schemes give nil (sentiment: "0.0"), with one runtime warning each. Safe from any thread.
open class NLTagger: NSObject {

    private struct State {
        var string: String?
        var segmentation: TextSegmentation?
        var languages: [(range: Range<String.Index>, language: NLLanguage)] = []
        var models: [NLTagScheme: [NLModel]] = [:]
    }

    private let state = LockedState(State())

    /// The schemes this tagger tags in.
    public let tagSchemes: [NLTagScheme]

    /// A tagger for `tagSchemes`.
    public init(tagSchemes: [NLTagScheme]) {
        self.tagSchemes = tagSchemes
        super.init()
    }

    /// The text to tag (nil: none). Setting it forgets the languages set for the old text.
    public var string: String? {
        get { state.withLock { $0.string } }
        set { state.withLock { $0 = State(string: newValue, models: $0.models) } }
    }

    /// The schemes a tagger can tag `unit`s of `language` text in on this device: on Linux,
    /// the schemes Backplate computes (`tokenType` for words, `language` and `script` for every unit).
    open class func availableTagSchemes(for unit: NLTokenUnit, language: NLLanguage) -> [NLTagScheme] {
        unit == .word ? [.tokenType, .language, .script] : [.language, .script]
    }

    /// The most likely language of the whole string: the language set for all of it, else
    /// `NLLanguageRecognizer`'s guess (nil without letters).
    public var dominantLanguage: NLLanguage? {
        state.withLock { state -> NLLanguage? in
            guard let string = state.string else { return nil }
            let whole = string.startIndex..<string.endIndex
            let covering = state.languages.last { $0.range.lowerBound <= whole.lowerBound && $0.range.upperBound >= whole.upperBound }
            if let covering { return covering.language }
            return LanguageGuess.dominant(for: string)
        }
    }

    /// Tells the tagger the language of `range`: `language` tags there are `language`.
    public func setLanguage(_ language: NLLanguage, range: Range<String.Index>) {
        state.withLock { $0.languages.append((range, language)) }
    }

    /// Tells the tagger the orthography of `range`. Backplate's tags do not depend on it.
    @available(*, deprecated, message: "NSOrthography is not available in swift-corelibs-foundation")
    public func setOrthography(_ orthography: NSOrthography, range: Range<String.Index>) {}

    /// The range of the `unit` token that holds `index` (for words: contractions split, and
    /// whitespace and punctuation are tokens); empty past the text.
    public func tokenRange(at index: String.Index, unit: NLTokenUnit) -> Range<String.Index> {
        tagging(unit, .tokenType)?.token(at: index)?.range ?? index..<index
    }

    /// The smallest range holding every `unit` token that overlaps `range` (iOS 14+); for an
    /// empty range, the token at its start.
    public func tokenRange(for range: Range<String.Index>, unit: NLTokenUnit) -> Range<String.Index> {
        guard !range.isEmpty else { return tokenRange(at: range.lowerBound, unit: unit) }
        let tokens = tagging(unit, .tokenType)?.tokens(in: range, options: []) ?? []
        guard let first = tokens.first, let last = tokens.last else { return range.lowerBound..<range.lowerBound }
        return first.range.lowerBound..<last.range.upperBound
    }

    /// The `scheme` tag of the `unit` token that holds `index`, and that token's range; a nil
    /// tag and an empty range past the text.
    public func tag(at index: String.Index, unit: NLTokenUnit, scheme: NLTagScheme) -> (NLTag?, Range<String.Index>) {
        guard var tagging = tagging(unit, scheme) else { return (nil, index..<index) }
        tagging.warnIfModelless()
        guard let token = tagging.token(at: index) else { return (nil, index..<index) }
        return (tagging.tag(of: token), token.range)
    }

    /// The `scheme` tags of the `unit` tokens that overlap `range`, with their ranges, in order.
    public func tags(in range: Range<String.Index>, unit: NLTokenUnit, scheme: NLTagScheme,
                     options: NLTagger.Options = []) -> [(NLTag?, Range<String.Index>)] {
        guard var tagging = tagging(unit, scheme) else { return [] }
        tagging.warnIfModelless()
        return tagging.tokens(in: range, options: options).map { (tagging.tag(of: $0), $0.range) }
    }

    /// Calls `block` with the `scheme` tag and range of each `unit` token that overlaps
    /// `range`, in order, until `block` returns false.
    public func enumerateTags(in range: Range<String.Index>, unit: NLTokenUnit, scheme: NLTagScheme,
                              options: NLTagger.Options = [], using block: (NLTag?, Range<String.Index>) -> Bool) {
        for (tag, token) in tags(in: range, unit: unit, scheme: scheme, options: options) where !block(tag, token) { return }
    }

    /// The likely `scheme` tags of the `unit` token at `index`, at most `maximumCount`, with
    /// their probabilities (iOS 14+): the recognizer's hypotheses for `language`, else the one
    /// tag with 1.0, or none when the tag is nil.
    public func tagHypotheses(at index: String.Index, unit: NLTokenUnit, scheme: NLTagScheme,
                              maximumCount: Int) -> ([String: Double], Range<String.Index>) {
        guard var tagging = tagging(unit, scheme) else { return ([:], index..<index) }
        tagging.warnIfModelless()
        guard let token = tagging.token(at: index), maximumCount > 0 else { return ([:], index..<index) }
        if scheme == .language, tagging.enabled, !tagging.languages.contains(where: { $0.range.contains(token.range.lowerBound) }) {
            let text = tagging.segmentation.text
            let scope = unit == .word ? tagging.segmentation.sentence(containing: index) ?? token.range : token.range
            let best = LanguageGuess.ranked(LanguageGuess.hypotheses(for: text[scope])).prefix(maximumCount)
            return (Dictionary(uniqueKeysWithValues: best.map { ($0.key.rawValue, $0.value) }), token.range)
        }
        return (tagging.tag(of: token).map { [$0.rawValue: 1.0] } ?? [:], token.range)
    }

    /// Custom models for `tagScheme`. On Linux no `NLModel` can be loaded, so this only keeps them.
    public func setModels(_ models: [NLModel], forTagScheme tagScheme: NLTagScheme) {
        state.withLockUnchecked { $0.models[tagScheme] = models }
    }

    /// The custom models set for `tagScheme`.
    public func models(forTagScheme tagScheme: NLTagScheme) -> [NLModel] {
        state.withLockUnchecked { $0.models[tagScheme] ?? [] }
    }

    /// Asks for `tagScheme`'s assets for `language` (iOS 13+). Nothing downloads on Linux:
    /// `completionHandler` gets `.available` for the schemes Backplate computes and
    /// `.notAvailable` for the others, at once, on the calling thread.
    open class func requestAssets(for language: NLLanguage, tagScheme: NLTagScheme,
                                  completionHandler: @escaping @Sendable (NLTagger.AssetsResult, (any Error)?) -> Void) {
        completionHandler(assetsResult(for: tagScheme), nil)
    }

    /// Asks for `tagScheme`'s assets for `language` (iOS 13+): `.available` for the schemes
    /// Backplate computes, `.notAvailable` for the others.
    open class func requestAssets(for language: NLLanguage, tagScheme: NLTagScheme) async throws -> NLTagger.AssetsResult {
        assetsResult(for: tagScheme)
    }

    private static func assetsResult(for scheme: NLTagScheme) -> AssetsResult {
        [.tokenType, .language, .script].contains(scheme) ? .available : .notAvailable
    }

    /// A snapshot of the string's segmentation and languages for tagging `unit`s in `scheme`;
    /// nil without a string. The segmentation is made once per string.
    private func tagging(_ unit: NLTokenUnit, _ scheme: NLTagScheme) -> TokenTagging? {
        let snapshot = state.withLock { state -> (TextSegmentation, [(range: Range<String.Index>, language: NLLanguage)])? in
            guard let string = state.string else { return nil }
            let segmentation = state.segmentation ?? TextSegmentation(string)
            state.segmentation = segmentation
            return (segmentation, state.languages)
        }
        guard let (segmentation, languages) = snapshot else { return nil }
        return TokenTagging(segmentation: segmentation, languages: languages, unit: unit, scheme: scheme,
                            enabled: tagSchemes.contains(scheme))
    }
}
