import Foundation

/// The scripts Backplate tells apart, by the Unicode blocks of letters.
enum ScriptBucket: CaseIterable {
    case latin, greek, cyrillic, armenian, hebrew, arabic, devanagari, bengali, gurmukhi, gujarati
    case oriya, tamil, telugu, kannada, malayalam, sinhala, thai, lao, tibetan, myanmar, georgian
    case hangul, ethiopic, cherokee, canadianSyllabics, khmer, mongolian, hiragana, katakana, han

    /// The bucket of `scalar`'s block, if it is one of these scripts.
    init?(_ scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F, 0x250...0x2AF, 0x1E00...0x1EFF,
             0x2C60...0x2C7F, 0xA720...0xA7FF, 0xFF21...0xFF3A, 0xFF41...0xFF5A: self = .latin
        case 0x370...0x3FF, 0x1F00...0x1FFF: self = .greek
        case 0x400...0x52F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: self = .cyrillic
        case 0x530...0x58F: self = .armenian
        case 0x590...0x5FF, 0xFB1D...0xFB4F: self = .hebrew
        case 0x600...0x6FF, 0x750...0x77F, 0x8A0...0x8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: self = .arabic
        case 0x900...0x97F, 0xA8E0...0xA8FF: self = .devanagari
        case 0x980...0x9FF: self = .bengali
        case 0xA00...0xA7F: self = .gurmukhi
        case 0xA80...0xAFF: self = .gujarati
        case 0xB00...0xB7F: self = .oriya
        case 0xB80...0xBFF: self = .tamil
        case 0xC00...0xC7F: self = .telugu
        case 0xC80...0xCFF: self = .kannada
        case 0xD00...0xD7F: self = .malayalam
        case 0xD80...0xDFF: self = .sinhala
        case 0xE00...0xE7F: self = .thai
        case 0xE80...0xEFF: self = .lao
        case 0xF00...0xFFF: self = .tibetan
        case 0x1000...0x109F: self = .myanmar
        case 0x10A0...0x10FF, 0x1C90...0x1CBF, 0x2D00...0x2D2F: self = .georgian
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF: self = .hangul
        case 0x1200...0x139F, 0x2D80...0x2DDF: self = .ethiopic
        case 0x13A0...0x13FF, 0xAB70...0xABBF: self = .cherokee
        case 0x1400...0x167F, 0x18B0...0x18FF: self = .canadianSyllabics
        case 0x1780...0x17FF, 0x19E0...0x19FF: self = .khmer
        case 0x1800...0x18AF: self = .mongolian
        case 0x3040...0x309F: self = .hiragana
        case 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: self = .katakana
        case 0x3005, 0x3007, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: self = .han
        default: return nil
        }
    }

    /// The script of text in this bucket (Han text is simplified Chinese unless told otherwise).
    var script: NLScript {
        switch self {
        case .latin: return .latin
        case .greek: return .greek
        case .cyrillic: return .cyrillic
        case .armenian: return .armenian
        case .hebrew: return .hebrew
        case .arabic: return .arabic
        case .devanagari: return .devanagari
        case .bengali: return .bengali
        case .gurmukhi: return .gurmukhi
        case .gujarati: return .gujarati
        case .oriya: return .oriya
        case .tamil: return .tamil
        case .telugu: return .telugu
        case .kannada: return .kannada
        case .malayalam: return .malayalam
        case .sinhala: return .sinhala
        case .thai: return .thai
        case .lao: return .lao
        case .tibetan: return .tibetan
        case .myanmar: return .myanmar
        case .georgian: return .georgian
        case .hangul: return .korean
        case .ethiopic: return .ethiopic
        case .cherokee: return .cherokee
        case .canadianSyllabics: return .canadianAboriginalSyllabics
        case .khmer: return .khmer
        case .mongolian: return .mongolian
        case .hiragana, .katakana: return .japanese
        case .han: return .simplifiedChinese
        }
    }

    /// The language a script of one main language is written in; nil for Latin, Cyrillic,
    /// Arabic, Han and kana, which the recognizer tells apart further, and for syllabics.
    var soleLanguage: NLLanguage? {
        switch self {
        case .greek: return .greek
        case .armenian: return .armenian
        case .hebrew: return .hebrew
        case .devanagari: return .hindi
        case .bengali: return .bengali
        case .gurmukhi: return .punjabi
        case .gujarati: return .gujarati
        case .oriya: return .oriya
        case .tamil: return .tamil
        case .telugu: return .telugu
        case .kannada: return .kannada
        case .malayalam: return .malayalam
        case .sinhala: return .sinhalese
        case .thai: return .thai
        case .lao: return .lao
        case .tibetan: return .tibetan
        case .myanmar: return .burmese
        case .georgian: return .georgian
        case .hangul: return .korean
        case .ethiopic: return .amharic
        case .cherokee: return .cherokee
        case .khmer: return .khmer
        case .mongolian: return .mongolian
        case .latin, .cyrillic, .arabic, .han, .hiragana, .katakana, .canadianSyllabics: return nil
        }
    }
}

/// How many letters of each script a text has, with the few letters that tell apart
/// languages sharing a script (Ukrainian і, Urdu ے, traditional 這...).
struct ScriptCensus {
    private(set) var counts: [ScriptBucket: Int] = [:]
    /// Han characters found only in traditional, and only in simplified, Chinese.
    private(set) var traditionalHan = 0, simplifiedHan = 0
    /// Cyrillic letters of Ukrainian and of Kazakh that Russian lacks.
    private(set) var ukrainianLetters = 0, kazakhLetters = 0
    /// Arabic-script letters of Urdu and of Persian that Arabic lacks.
    private(set) var urduLetters = 0, persianLetters = 0

    /// The census of `text`'s letters.
    init<S: StringProtocol>(_ text: S) {
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic || scalar.properties.isIdeographic {
            guard let bucket = ScriptBucket(scalar) else { continue }
            counts[bucket, default: 0] += 1
            let character = Character(scalar)
            if Self.traditionalOnly.contains(character) { traditionalHan += 1 }
            if Self.simplifiedOnly.contains(character) { simplifiedHan += 1 }
            if Self.ukrainianOnly.contains(character) { ukrainianLetters += 1 }
            if Self.kazakhOnly.contains(character) { kazakhLetters += 1 }
            if Self.urduOnly.contains(character) { urduLetters += 1 }
            if Self.persianOnly.contains(character) { persianLetters += 1 }
        }
    }

    /// The number of letters counted.
    var total: Int { counts.values.reduce(0, +) }

    /// Han and kana letters, which Japanese writes together.
    var kana: Int { counts[.hiragana, default: 0] + counts[.katakana, default: 0] }

    /// The bucket with the most letters, kana and Han counted together when there is kana.
    var dominantBucket: ScriptBucket? {
        var merged = counts
        if kana > 0 {
            merged[.hiragana] = kana + merged[.han, default: 0]
            merged[.katakana] = nil
            merged[.han] = nil
        }
        return ScriptBucket.allCases.filter { merged[$0, default: 0] > 0 }.max { merged[$0, default: 0] < merged[$1, default: 0] }
    }

    /// The dominant script, `.undetermined` when there are no letters.
    var dominantScript: NLScript {
        guard let bucket = dominantBucket else { return .undetermined }
        if bucket == .han { return chinese == .traditionalChinese ? .traditionalChinese : .simplifiedChinese }
        return bucket.script
    }

    /// Simplified or traditional Chinese, by which characters only one of them uses.
    var chinese: NLLanguage { traditionalHan > simplifiedHan ? .traditionalChinese : .simplifiedChinese }

    /// The language of Cyrillic letters: Kazakh or Ukrainian by their own letters, else Russian.
    var cyrillicLanguage: NLLanguage {
        if kazakhLetters > 0 { return .kazakh }
        return ukrainianLetters > 0 ? .ukrainian : .russian
    }

    /// The language of Arabic-script letters: Urdu or Persian by their own letters, else Arabic.
    var arabicLanguage: NLLanguage {
        if urduLetters > 0 { return .urdu }
        return persianLetters > 0 ? .persian : .arabic
    }

    private static let traditionalOnly = Set("們這個來說時會為國學對體與還後關開過麼樣當現問題經長無見點實認東話電愛車書門語讀聽寫買賣錢氣樂")
    private static let simplifiedOnly = Set("们这个来说时会为国学对体与还后关开过么样当现问题经长无见点实认东话电爱车书门语读听写买卖钱气乐")
    private static let ukrainianOnly = Set("іїєґІЇЄҐ")
    private static let kazakhOnly = Set("әғқңөұүһӘҒҚҢӨҰҮҺ")
    private static let urduOnly = Set("ٹڈڑںےۓ")
    private static let persianOnly = Set("پچژگ")
}
