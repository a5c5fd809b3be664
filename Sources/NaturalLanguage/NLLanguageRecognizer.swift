import BackplateCore
import Foundation

/// Guesses the language of text with an approximation of Apple's model: the script decides
/// most languages (kana: Japanese, Hangul: Korean, Cyrillic: Russian...), and Latin text is one
/// of seven languages by its frequent words, else `.undetermined`. Safe to use from any thread.
open class NLLanguageRecognizer: NSObject {

    private struct State {
        var text = ""
        var hints: [NLLanguage: Double] = [:]
        var constraints: [NLLanguage] = []
    }

    private let state = LockedState(State())

    /// A recognizer with no text, hints or constraints.
    public override init() { super.init() }

    /// The most likely language of `string`: nil without letters, `.undetermined` when the
    /// letters point to no language Backplate recognizes.
    open class func dominantLanguage(for string: String) -> NLLanguage? {
        LanguageGuess.dominant(for: string)
    }

    /// Adds `string` to the text the recognizer weighs.
    public func processString(_ string: String) {
        state.withLock { $0.text += $0.text.isEmpty ? string : " " + string }
    }

    /// The most likely language of the text processed so far, with hints and constraints:
    /// nil before any letters, `.undetermined` when they point to no language.
    public var dominantLanguage: NLLanguage? {
        let snapshot = state.withLock { $0 }
        return LanguageGuess.dominant(for: snapshot.text, hints: snapshot.hints, constraints: snapshot.constraints)
    }

    /// The likeliest languages of the text processed so far, at most `maxHypotheses`, with
    /// probabilities summing to at most 1; empty when nothing is recognized.
    public func languageHypotheses(withMaximum maxHypotheses: Int) -> [NLLanguage: Double] {
        let snapshot = state.withLock { $0 }
        let ranked = LanguageGuess.ranked(LanguageGuess.hypotheses(for: snapshot.text, hints: snapshot.hints,
                                                                   constraints: snapshot.constraints))
        return Dictionary(uniqueKeysWithValues: ranked.prefix(max(maxHypotheses, 0)).map { ($0.key, $0.value) })
    }

    /// Forgets the text processed so far; hints and constraints stay.
    public func reset() {
        state.withLock { $0.text = "" }
    }

    /// Prior likelihoods of languages: a hinted language weighs more, and takes Latin text
    /// whose words give no evidence.
    public var languageHints: [NLLanguage: Double] {
        get { state.withLock { $0.hints } }
        set { state.withLock { $0.hints = newValue } }
    }

    /// The only languages the recognizer may answer (empty: any).
    public var languageConstraints: [NLLanguage] {
        get { state.withLock { $0.constraints } }
        set { state.withLock { $0.constraints = newValue } }
    }
}
