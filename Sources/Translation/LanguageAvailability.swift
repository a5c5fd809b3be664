import BackplateCore
import Foundation

/// Checks which languages and pairings the framework supports. A render's iPhone has no
/// translation language downloaded: a supported pairing is `.supported`, never `.installed`.
public final class LanguageAvailability: Sendable {
    /// Whether a language or pairing can be translated.
    public enum Status: Hashable, Sendable {
        /// Supported and downloaded, ready to translate (never in a render).
        case installed
        /// Supported, but not downloaded yet: every supported pairing in a render.
        case supported
        /// Not supported (an unknown language, or the same language on both sides).
        case unsupported
    }

    /// An availability checker.
    public init() {}

    /// The languages the framework supports (Apple's 21 Translate languages of iOS 18, from
    /// Arabic to Chinese, Traditional); none is downloaded in a render.
    public var supportedLanguages: [Locale.Language] {
        get async { TranslationLanguages.identifiers.map(Locale.Language.init(identifier:)) }
    }

    /// The status of translating `source` into `target` (`nil`: the device language, en-US):
    /// `.supported` for two different supported languages, else `.unsupported`.
    public func status(from source: Locale.Language, to target: Locale.Language?) async -> Status {
        TranslationLanguages.status(from: source, to: target)
    }

    /// The status of translating `text`, whose language the framework identifies. A render has
    /// no language-identification model: it throws `unableToIdentifyLanguage`, with a warning.
    public func status(for text: String, to target: Locale.Language?) async throws -> Status {
        throw TranslationLanguages.failure("LanguageAvailability.status(for:to:)", text: text, source: nil, target: target)
    }
}
