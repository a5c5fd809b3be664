import Foundation

/// The locales a device recognizes speech in: the identifiers `SFSpeechRecognizer.supportedLocales()`
/// returns on an iPhone (the keyboard's dictation languages), kept as data.
enum SpeechLocales {
    /// The supported identifiers, BCP 47 style.
    static let identifiers: [String] = [
        "ar-SA", "ca-ES", "cs-CZ", "da-DK", "de-AT", "de-CH", "de-DE", "el-GR",
        "en-AE", "en-AU", "en-CA", "en-GB", "en-ID", "en-IE", "en-IN", "en-NZ",
        "en-PH", "en-SA", "en-SG", "en-US", "en-ZA", "es-419", "es-CL", "es-CO",
        "es-ES", "es-MX", "es-US", "fi-FI", "fr-BE", "fr-CA", "fr-CH", "fr-FR",
        "he-IL", "hi-IN", "hi-IN-translit", "hi-Latn", "hr-HR", "hu-HU", "id-ID", "it-CH",
        "it-IT", "ja-JP", "ko-KR", "ms-MY", "nb-NO", "nl-BE", "nl-NL", "pl-PL",
        "pt-BR", "pt-PT", "ro-RO", "ru-RU", "sk-SK", "sv-SE", "th-TH", "tr-TR",
        "uk-UA", "vi-VN", "wuu-CN", "yue-CN", "zh-CN", "zh-HK", "zh-TW",
    ]

    /// The locale a render's device speaks: en-US.
    static let deviceIdentifier = "en-US"

    /// `identifiers` as locales.
    static var locales: [Locale] { identifiers.map(Locale.init(identifier:)) }

    /// The supported identifier `locale` names ("en_US" and "EN-us" name "en-US"), or nil.
    static func supportedIdentifier(for locale: Locale) -> String? {
        let wanted = normalized(locale.identifier)
        return identifiers.first { normalized($0) == wanted }
    }

    /// A supported identifier of the same language as `locale` (the device's for English), or nil.
    static func sameLanguageIdentifier(for locale: Locale) -> String? {
        if let exact = supportedIdentifier(for: locale) { return exact }
        let language = normalized(locale.identifier).split(separator: "-").first.map(String.init) ?? ""
        if normalized(deviceIdentifier).hasPrefix(language + "-") { return deviceIdentifier }
        return identifiers.first { normalized($0).hasPrefix(language + "-") }
    }

    /// `identifier` lowercased with "_" read as "-".
    private static func normalized(_ identifier: String) -> String {
        identifier.replacingOccurrences(of: "_", with: "-").lowercased()
    }
}
