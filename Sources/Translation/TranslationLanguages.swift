import BackplateCore
import Foundation

/// The languages a render's iPhone can translate (Apple's Translate languages of iOS 18), and
/// the checks a session and `LanguageAvailability` make against them. None is ever installed.
enum TranslationLanguages {
    /// The supported languages, as `supportedLanguages` lists them.
    static let identifiers = ["ar-AE", "de-DE", "en-GB", "en-US", "es-ES", "fr-FR", "hi-IN", "id-ID", "it-IT", "ja-JP", "ko-KR",
                              "nl-NL", "pl-PL", "pt-BR", "ru-RU", "th-TH", "tr-TR", "uk-UA", "vi-VN", "zh-Hans-CN", "zh-Hant-TW"]

    /// The language a `nil` target stands for: the render's device language, English (US).
    static let deviceLanguage = Locale.Language(identifier: "en-US")

    /// Whether the framework supports `language` (any region of a supported language code).
    static func isSupported(_ language: Locale.Language) -> Bool {
        guard let code = language.languageCode?.identifier else { return false }
        return identifiers.contains { Locale.Language(identifier: $0).languageCode?.identifier == code }
    }

    /// Whether `source` and `target` are the same language (en-US and en-GB are), which the
    /// framework does not translate between.
    static func isSameLanguage(_ source: Locale.Language, _ target: Locale.Language) -> Bool {
        source.languageCode?.identifier == target.languageCode?.identifier
    }

    /// The status of a pairing on an iPhone with no language downloaded.
    static func status(from source: Locale.Language, to target: Locale.Language?) -> LanguageAvailability.Status {
        let target = target ?? deviceLanguage
        guard isSupported(source), isSupported(target), !isSameLanguage(source, target) else { return .unsupported }
        return .supported
    }

    /// The error a translation of `text` ends with in a render, after a warning naming `call`.
    static func failure(_ call: String, text: String, source: Locale.Language?, target: Locale.Language?) -> TranslationError {
        let error: TranslationError
        let target = target ?? deviceLanguage
        if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { error = .nothingToTranslate }
        else if let source { error = pairingError(source, target) ?? .notInstalled }
        else { error = .unableToIdentifyLanguage }
        RuntimeWarning.emit("Translation: \(call) has no downloaded languages and nobody to approve a download in a render; "
            + "it throws TranslationError.\(error.name)")
        return error
    }

    /// Why the framework refuses `source` → `target`, or `nil` when it supports the pairing.
    static func pairingError(_ source: Locale.Language, _ target: Locale.Language) -> TranslationError? {
        if !isSupported(source) { return .unsupportedSourceLanguage }
        if !isSupported(target) { return .unsupportedTargetLanguage }
        return isSameLanguage(source, target) ? .unsupportedLanguagePairing : nil
    }
}
