import Foundation

/// A kind of tag a tagger gives tokens. On Linux `tokenType`, `language` and `script` tags are
/// computed; `lexicalClass` tags only punctuation and whitespace; the schemes that need one of
/// Apple's models give nil tags (`sentimentScore`: "0.0"), with a runtime warning.
public struct NLTagScheme: RawRepresentable, Hashable, Sendable {
    /// The scheme's name.
    public let rawValue: String

    /// The scheme named `rawValue` (a custom scheme, for a tagger's models).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The scheme named `rawValue` (a custom scheme, for a tagger's models).
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Word, punctuation, whitespace or other: computed from Unicode properties.
    public static let tokenType = NLTagScheme("TokenType")
    /// Part of speech, punctuation class or whitespace: no model on Linux, so words are nil.
    public static let lexicalClass = NLTagScheme("LexicalClass")
    /// Personal, place or organization name: no model on Linux, so tags are nil.
    public static let nameType = NLTagScheme("NameType")
    /// A name type where there is one, else a lexical class: on Linux, as `lexicalClass`.
    public static let nameTypeOrLexicalClass = NLTagScheme("NameTypeOrLexicalClass")
    /// A word's stem: no model on Linux, so tags are nil.
    public static let lemma = NLTagScheme("Lemma")
    /// The language, as a BCP 47 tag: the heuristic guess of `NLLanguageRecognizer`.
    public static let language = NLTagScheme("Language")
    /// The script, as an ISO 15924 code, from the Unicode blocks of the letters.
    public static let script = NLTagScheme("Script")
    /// A sentiment score from -1.0 to 1.0 for sentences and paragraphs (iOS 13+): no model on
    /// Linux, so every sentence, paragraph and document scores "0.0" (neutral); words are nil.
    public static let sentimentScore = NLTagScheme("SentimentScore")

    /// The name a warning shows: the constant's name, or the raw value of a custom scheme.
    var displayName: String {
        switch self {
        case .tokenType: return "tokenType"
        case .lexicalClass: return "lexicalClass"
        case .nameType: return "nameType"
        case .nameTypeOrLexicalClass: return "nameTypeOrLexicalClass"
        case .lemma: return "lemma"
        case .language: return "language"
        case .script: return "script"
        case .sentimentScore: return "sentimentScore"
        default: return rawValue
        }
    }
}
