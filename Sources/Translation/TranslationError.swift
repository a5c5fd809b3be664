import Foundation

/// Why the framework can't perform a translation. In a render every translation fails: with
/// `notInstalled` for a supported pairing (no language is downloaded), otherwise with the
/// error the pairing or text calls for.
public struct TranslationError: Error, LocalizedError, Sendable, CustomStringConvertible {
    let name: String
    private let message: String

    private init(_ name: String, _ message: String) {
        self.name = name
        self.message = message
    }

    /// No content to translate (the text is empty).
    public static let nothingToTranslate = TranslationError("nothingToTranslate", "There is no text to translate.")
    /// The framework can't identify the source language automatically (a render has no
    /// language-identification model, so a session without a source language throws this).
    public static let unableToIdentifyLanguage = TranslationError("unableToIdentifyLanguage", "The source language could not be identified.")
    /// The framework doesn't support the source language.
    public static let unsupportedSourceLanguage = TranslationError("unsupportedSourceLanguage", "The source language is not supported.")
    /// The framework doesn't support the target language.
    public static let unsupportedTargetLanguage = TranslationError("unsupportedTargetLanguage", "The target language is not supported.")
    /// The framework doesn't translate between these languages (such as English to English).
    public static let unsupportedLanguagePairing = TranslationError("unsupportedLanguagePairing", "The language pairing is not supported.")
    /// An error internal to the translation engine.
    public static let internalError = TranslationError("internalError", "An internal translation error occurred.")
    /// The session was cancelled before and produces no more results.
    @available(iOS 26, macOS 26, *)
    public static let alreadyCancelled = TranslationError("alreadyCancelled", "The translation session was cancelled.")
    /// The languages aren't downloaded and the session can't have them downloaded: what every
    /// translation of a supported pairing throws in a render.
    @available(iOS 26, macOS 26, *)
    public static let notInstalled = TranslationError("notInstalled", "The translation languages are not installed.")

    /// A message describing the error.
    public var errorDescription: String? { message }
    /// A message describing the reason for the failure.
    public var failureReason: String? { message }
    /// The error's name, as `TranslationError.nothingToTranslate` reads.
    public var description: String { "TranslationError.\(name)" }

    /// Whether `rhs` is the error `lhs`, so `catch TranslationError.notInstalled` matches.
    public static func ~= (lhs: TranslationError, rhs: any Error) -> Bool {
        (rhs as? TranslationError)?.name == lhs.name
    }
}
