import Foundation

/// A phrase Siri heard or speaks, with its vocabulary identifier and pronunciation hint.
public protocol INSpeakable: NSObjectProtocol {
    /// The phrase itself.
    var spokenPhrase: String { get }
    /// A spelling of how the phrase sounds (`"eye toons"` for iTunes), if any.
    var pronunciationHint: String? { get }
    /// The identifier of the phrase in the app's vocabulary, if it is one.
    var vocabularyIdentifier: String? { get }
    /// Other phrases Siri also heard it as.
    var alternativeSpeakableMatches: [any INSpeakable]? { get }
}

/// A phrase in an intent, such as a workout's name: what was said, and the vocabulary entry
/// it matched. A plain value; in a render only the app makes them.
open class INSpeakableString: NSObject, INSpeakable, NSCopying {
    /// The phrase itself.
    public let spokenPhrase: String
    /// A spelling of how the phrase sounds, if any.
    public let pronunciationHint: String?
    /// The identifier of the phrase in the app's vocabulary (`nil` for a phrase made from words).
    public let vocabularyIdentifier: String?
    /// Other phrases it was heard as: none for a string made here.
    public var alternativeSpeakableMatches: [any INSpeakable]? { nil }

    /// A phrase from the app's vocabulary, with its identifier and an optional hint.
    public init(vocabularyIdentifier: String, spokenPhrase: String, pronunciationHint: String?) {
        self.vocabularyIdentifier = vocabularyIdentifier
        self.spokenPhrase = spokenPhrase
        self.pronunciationHint = pronunciationHint
        super.init()
    }

    /// A phrase with no vocabulary identifier or hint (iOS 10.2).
    public init(spokenPhrase: String) {
        vocabularyIdentifier = nil
        self.spokenPhrase = spokenPhrase
        pronunciationHint = nil
        super.init()
    }

    /// A phrase from the app's vocabulary (iOS 10; deprecated in iOS 11 for the
    /// `vocabularyIdentifier:` form, which it calls).
    @available(*, deprecated, message: "Please use init(vocabularyIdentifier:spokenPhrase:pronunciationHint:)")
    public convenience init(identifier: String, spokenPhrase: String, pronunciationHint: String?) {
        self.init(vocabularyIdentifier: identifier, spokenPhrase: spokenPhrase, pronunciationHint: pronunciationHint)
    }

    /// The vocabulary identifier, by its iOS 10 name (deprecated in iOS 11).
    @available(*, deprecated, message: "Please use vocabularyIdentifier")
    public var identifier: String? { vocabularyIdentifier }

    /// A copy: the same phrase, identifier and hint.
    open func copy(with zone: NSZone? = nil) -> Any {
        guard let vocabularyIdentifier else { return INSpeakableString(spokenPhrase: spokenPhrase) }
        return INSpeakableString(vocabularyIdentifier: vocabularyIdentifier, spokenPhrase: spokenPhrase, pronunciationHint: pronunciationHint)
    }

    /// Strings are equal when their phrase, identifier and hint are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INSpeakableString else { return false }
        return other.spokenPhrase == spokenPhrase && other.vocabularyIdentifier == vocabularyIdentifier
            && other.pronunciationHint == pronunciationHint
    }

    /// A hash of the phrase and identifier.
    open override var hash: Int { spokenPhrase.hashValue ^ (vocabularyIdentifier?.hashValue ?? 0) }

    /// The phrase.
    open override var description: String { spokenPhrase }
}
