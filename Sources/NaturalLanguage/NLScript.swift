import Foundation

/// A writing script, by its ISO 15924 code ("Latn"). The constants are Apple's (iOS 17+); any
/// other code can be made with `init(_:)`. The `.script` tag scheme tags text with these codes,
/// read from the Unicode blocks of its letters.
public struct NLScript: RawRepresentable, Hashable, Sendable {
    /// The ISO 15924 code.
    public let rawValue: String

    /// The script coded `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The script coded `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A script the framework could not tell ("Zyyy").
    public static let undetermined = NLScript("Zyyy")
    /// Arabic ("Arab").
    public static let arabic = NLScript("Arab")
    /// Armenian ("Armn").
    public static let armenian = NLScript("Armn")
    /// Bengali ("Beng").
    public static let bengali = NLScript("Beng")
    /// Canadian Aboriginal syllabics ("Cans").
    public static let canadianAboriginalSyllabics = NLScript("Cans")
    /// Cherokee ("Cher").
    public static let cherokee = NLScript("Cher")
    /// Cyrillic ("Cyrl").
    public static let cyrillic = NLScript("Cyrl")
    /// Devanagari ("Deva").
    public static let devanagari = NLScript("Deva")
    /// Ethiopic ("Ethi").
    public static let ethiopic = NLScript("Ethi")
    /// Georgian ("Geor").
    public static let georgian = NLScript("Geor")
    /// Greek ("Grek").
    public static let greek = NLScript("Grek")
    /// Gujarati ("Gujr").
    public static let gujarati = NLScript("Gujr")
    /// Gurmukhi ("Guru").
    public static let gurmukhi = NLScript("Guru")
    /// Hebrew ("Hebr").
    public static let hebrew = NLScript("Hebr")
    /// Japanese (kanji and kana) ("Jpan").
    public static let japanese = NLScript("Jpan")
    /// Kannada ("Knda").
    public static let kannada = NLScript("Knda")
    /// Khmer ("Khmr").
    public static let khmer = NLScript("Khmr")
    /// Korean (Hangul and Hanja) ("Kore").
    public static let korean = NLScript("Kore")
    /// Lao ("Laoo").
    public static let lao = NLScript("Laoo")
    /// Latin ("Latn").
    public static let latin = NLScript("Latn")
    /// Malayalam ("Mlym").
    public static let malayalam = NLScript("Mlym")
    /// Mongolian ("Mong").
    public static let mongolian = NLScript("Mong")
    /// Myanmar ("Mymr").
    public static let myanmar = NLScript("Mymr")
    /// Oriya ("Orya").
    public static let oriya = NLScript("Orya")
    /// Simplified Chinese ("Hans").
    public static let simplifiedChinese = NLScript("Hans")
    /// Sinhala ("Sinh").
    public static let sinhala = NLScript("Sinh")
    /// Tamil ("Taml").
    public static let tamil = NLScript("Taml")
    /// Telugu ("Telu").
    public static let telugu = NLScript("Telu")
    /// Thai ("Thai").
    public static let thai = NLScript("Thai")
    /// Tibetan ("Tibt").
    public static let tibetan = NLScript("Tibt")
    /// Traditional Chinese ("Hant").
    public static let traditionalChinese = NLScript("Hant")
}
