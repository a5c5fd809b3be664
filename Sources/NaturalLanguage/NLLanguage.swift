import Foundation

/// A language, by its BCP 47 tag ("en", "zh-Hans"), as the Natural Language framework names
/// languages. The constants are Apple's; any other tag can be made with `init(_:)`. On Linux
/// `NLLanguageRecognizer` guesses only some of them (see its documentation).
public struct NLLanguage: RawRepresentable, Hashable, Sendable {
    /// The BCP 47 tag.
    public let rawValue: String

    /// The language tagged `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The language tagged `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A language the recognizer could not tell ("und").
    public static let undetermined = NLLanguage("und")

    /// Amharic ("am").
    public static let amharic = NLLanguage("am")
    /// Arabic ("ar").
    public static let arabic = NLLanguage("ar")
    /// Armenian ("hy").
    public static let armenian = NLLanguage("hy")
    /// Bengali ("bn").
    public static let bengali = NLLanguage("bn")
    /// Bulgarian ("bg").
    public static let bulgarian = NLLanguage("bg")
    /// Burmese ("my").
    public static let burmese = NLLanguage("my")
    /// Catalan ("ca").
    public static let catalan = NLLanguage("ca")
    /// Cherokee ("chr").
    public static let cherokee = NLLanguage("chr")
    /// Croatian ("hr").
    public static let croatian = NLLanguage("hr")
    /// Czech ("cs").
    public static let czech = NLLanguage("cs")
    /// Danish ("da").
    public static let danish = NLLanguage("da")
    /// Dutch ("nl").
    public static let dutch = NLLanguage("nl")
    /// English ("en").
    public static let english = NLLanguage("en")
    /// Finnish ("fi").
    public static let finnish = NLLanguage("fi")
    /// French ("fr").
    public static let french = NLLanguage("fr")
    /// Georgian ("ka").
    public static let georgian = NLLanguage("ka")
    /// German ("de").
    public static let german = NLLanguage("de")
    /// Greek ("el").
    public static let greek = NLLanguage("el")
    /// Gujarati ("gu").
    public static let gujarati = NLLanguage("gu")
    /// Hebrew ("he").
    public static let hebrew = NLLanguage("he")
    /// Hindi ("hi").
    public static let hindi = NLLanguage("hi")
    /// Hungarian ("hu").
    public static let hungarian = NLLanguage("hu")
    /// Icelandic ("is").
    public static let icelandic = NLLanguage("is")
    /// Indonesian ("id").
    public static let indonesian = NLLanguage("id")
    /// Italian ("it").
    public static let italian = NLLanguage("it")
    /// Japanese ("ja").
    public static let japanese = NLLanguage("ja")
    /// Kannada ("kn").
    public static let kannada = NLLanguage("kn")
    /// Kazakh ("kk") (iOS 16+).
    public static let kazakh = NLLanguage("kk")
    /// Khmer ("km").
    public static let khmer = NLLanguage("km")
    /// Korean ("ko").
    public static let korean = NLLanguage("ko")
    /// Lao ("lo").
    public static let lao = NLLanguage("lo")
    /// Malay ("ms").
    public static let malay = NLLanguage("ms")
    /// Malayalam ("ml").
    public static let malayalam = NLLanguage("ml")
    /// Marathi ("mr").
    public static let marathi = NLLanguage("mr")
    /// Mongolian ("mn").
    public static let mongolian = NLLanguage("mn")
    /// Norwegian (Bokmål) ("nb").
    public static let norwegian = NLLanguage("nb")
    /// Oriya ("or").
    public static let oriya = NLLanguage("or")
    /// Persian ("fa").
    public static let persian = NLLanguage("fa")
    /// Polish ("pl").
    public static let polish = NLLanguage("pl")
    /// Portuguese ("pt").
    public static let portuguese = NLLanguage("pt")
    /// Punjabi ("pa").
    public static let punjabi = NLLanguage("pa")
    /// Romanian ("ro").
    public static let romanian = NLLanguage("ro")
    /// Russian ("ru").
    public static let russian = NLLanguage("ru")
    /// simplified Chinese ("zh-Hans").
    public static let simplifiedChinese = NLLanguage("zh-Hans")
    /// Sinhalese ("si").
    public static let sinhalese = NLLanguage("si")
    /// Slovak ("sk").
    public static let slovak = NLLanguage("sk")
    /// Spanish ("es").
    public static let spanish = NLLanguage("es")
    /// Swedish ("sv").
    public static let swedish = NLLanguage("sv")
    /// Tamil ("ta").
    public static let tamil = NLLanguage("ta")
    /// Telugu ("te").
    public static let telugu = NLLanguage("te")
    /// Thai ("th").
    public static let thai = NLLanguage("th")
    /// Tibetan ("bo").
    public static let tibetan = NLLanguage("bo")
    /// traditional Chinese ("zh-Hant").
    public static let traditionalChinese = NLLanguage("zh-Hant")
    /// Turkish ("tr").
    public static let turkish = NLLanguage("tr")
    /// Ukrainian ("uk").
    public static let ukrainian = NLLanguage("uk")
    /// Urdu ("ur").
    public static let urdu = NLLanguage("ur")
    /// Vietnamese ("vi").
    public static let vietnamese = NLLanguage("vi")
}
