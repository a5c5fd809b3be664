// `NSLinguisticTagger`, which iOS's Foundation has (deprecated for NaturalLanguage) and Linux's
// lacks: its language guess and word tokens, answered by Backplate's NaturalLanguage.
import Foundation
internal import NaturalLanguage

/// Foundation's linguistic tagger: the dominant language of a string, as NaturalLanguage's
/// recognizer guesses it on Linux (by script, then frequent words: see `NLLanguageRecognizer`).
@available(iOS, deprecated: 14.0, message: "All NSLinguisticTagger API should be replaced with NaturalLanguage.framework API")
open class NSLinguisticTagger: NSObject {
    /// The schemes the tagger was made for.
    public let tagSchemes: [NSLinguisticTagScheme]
    /// The text analysed.
    open var string: String?

    /// A tagger for `tagSchemes`; the options are kept unread.
    public init(tagSchemes: [NSLinguisticTagScheme], options: Int) {
        self.tagSchemes = tagSchemes
        super.init()
    }

    /// The language most of `string` is written in, as a BCP 47 code ("en"), or nil when
    /// it cannot be told.
    open var dominantLanguage: String? { string.flatMap(Self.dominantLanguage(for:)) }

    /// The language most of `string` is written in, as a BCP 47 code, or nil.
    open class func dominantLanguage(for string: String) -> String? {
        guard let language = NLLanguageRecognizer.dominantLanguage(for: string), language != .undetermined else { return nil }
        return language.rawValue
    }
}

/// A kind of tag a linguistic tagger gives: its token types, lexical classes, names, lemmas,
/// languages or scripts.
public struct NSLinguisticTagScheme: RawRepresentable, Hashable, Sendable {
    /// The scheme's name.
    public let rawValue: String
    /// The scheme named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The scheme named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Word, punctuation, whitespace or other.
    public static let tokenType = NSLinguisticTagScheme("TokenType")
    /// Parts of speech.
    public static let lexicalClass = NSLinguisticTagScheme("LexicalClass")
    /// Names of people, places and organisations.
    public static let nameType = NSLinguisticTagScheme("NameType")
    /// Names, else parts of speech.
    public static let nameTypeOrLexicalClass = NSLinguisticTagScheme("NameTypeOrLexicalClass")
    /// Words' stems.
    public static let lemma = NSLinguisticTagScheme("Lemma")
    /// Languages.
    public static let language = NSLinguisticTagScheme("Language")
    /// Scripts.
    public static let script = NSLinguisticTagScheme("Script")
}
