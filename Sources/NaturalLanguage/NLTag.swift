import Foundation

/// A tag a tagger gives a token: a token type, lexical class or name type (the constants), or
/// a language, script, lemma or sentiment score (`NLTag("en")`, `NLTag("0.0")`). Raw values
/// are those of Apple's framework.
public struct NLTag: RawRepresentable, Hashable, Sendable {
    /// The tag's string.
    public let rawValue: String

    /// The tag `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The tag `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    // Token types.
    /// A word.
    public static let word = NLTag("Word")
    /// A punctuation mark.
    public static let punctuation = NLTag("Punctuation")
    /// Whitespace.
    public static let whitespace = NLTag("Whitespace")
    /// A symbol, emoji or other non-word token.
    public static let other = NLTag("Other")

    // Lexical classes (need a model: a Linux tagger gives these only to punctuation and whitespace).
    /// A noun.
    public static let noun = NLTag("Noun")
    /// A verb.
    public static let verb = NLTag("Verb")
    /// An adjective.
    public static let adjective = NLTag("Adjective")
    /// An adverb.
    public static let adverb = NLTag("Adverb")
    /// A pronoun.
    public static let pronoun = NLTag("Pronoun")
    /// A determiner.
    public static let determiner = NLTag("Determiner")
    /// A particle.
    public static let particle = NLTag("Particle")
    /// A preposition.
    public static let preposition = NLTag("Preposition")
    /// A number.
    public static let number = NLTag("Number")
    /// A conjunction.
    public static let conjunction = NLTag("Conjunction")
    /// An interjection.
    public static let interjection = NLTag("Interjection")
    /// A classifier.
    public static let classifier = NLTag("Classifier")
    /// An idiom.
    public static let idiom = NLTag("Idiom")
    /// A word of no other class.
    public static let otherWord = NLTag("OtherWord")
    /// A sentence terminator (. ! ? …).
    public static let sentenceTerminator = NLTag("SentenceTerminator")
    /// An opening quotation mark.
    public static let openQuote = NLTag("OpenQuote")
    /// A closing quotation mark.
    public static let closeQuote = NLTag("CloseQuote")
    /// An opening parenthesis or bracket.
    public static let openParenthesis = NLTag("OpenParenthesis")
    /// A closing parenthesis or bracket.
    public static let closeParenthesis = NLTag("CloseParenthesis")
    /// A word joiner.
    public static let wordJoiner = NLTag("WordJoiner")
    /// A dash or hyphen.
    public static let dash = NLTag("Dash")
    /// Other punctuation. Its raw value is "Punctuation", the same string
    /// as `punctuation`'s, as on Apple's platforms.
    public static let otherPunctuation = NLTag("Punctuation")
    /// A line or paragraph break.
    public static let paragraphBreak = NLTag("ParagraphBreak")
    /// Other whitespace. Its raw value is "Whitespace", the same string as
    /// `whitespace`'s, as on Apple's platforms.
    public static let otherWhitespace = NLTag("Whitespace")

    // Name types (need a model: a Linux tagger never gives these).
    /// A person's name.
    public static let personalName = NLTag("PersonalName")
    /// A place's name.
    public static let placeName = NLTag("PlaceName")
    /// An organization's name.
    public static let organizationName = NLTag("OrganizationName")
}
