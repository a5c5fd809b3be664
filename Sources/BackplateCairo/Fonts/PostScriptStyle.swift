import Foundation

/// The weight and slant a PostScript font name spells after its family (`AvenirNext-Bold`,
/// `Helvetica-BoldOblique`, `TimesNewRomanPS-BoldMT`): a face iOS ships that Linux lacks is
/// drawn with the system font in them. Other missing names fall back to the regular system
/// font, as iOS draws a name it does not know.
enum PostScriptStyle {
    /// The PostScript family prefixes of fonts installed on iOS (Apple's list of iOS fonts).
    static let iOSFamilies: Set<String> = [
        "AcademyEngravedLetPlain", "AlNile", "AmericanTypewriter", "AppleSDGothicNeo", "Arial", "ArialMT",
        "ArialHebrew", "ArialRoundedMTBold", "Avenir", "AvenirNext", "AvenirNextCondensed", "Baskerville",
        "BodoniSvtyTwoITCTT", "BodoniSvtyTwoOSITCTT", "BradleyHandITCTT", "ChalkboardSE", "Chalkduster",
        "Charter", "Cochin", "Copperplate", "Courier", "CourierNewPS", "CourierNewPSMT", "Damascus", "Didot",
        "DINAlternate", "DINCondensed", "Futura", "Galvji", "GeezaPro", "Georgia", "GillSans", "Helvetica",
        "HelveticaNeue", "HoeflerText", "Kailasa", "Kefa", "MarkerFelt", "Menlo", "Noteworthy", "Optima",
        "Palatino", "Papyrus", "PartyLetPlain", "PingFangHK", "PingFangSC", "PingFangTC", "Rockwell",
        "SavoyeLetPlain", "SnellRoundhand", "Thonburi", "TimesNewRomanPS", "TimesNewRomanPSMT", "TrebuchetMS",
        "Verdana", "Zapfino",
    ]

    /// Whether the name is a face of a family iOS ships (`AvenirNext-Bold`).
    static func isIOSFace(_ name: String) -> Bool {
        iOSFamilies.contains(String(name.split(separator: "-", maxSplits: 1).first ?? ""))
    }

    /// SwiftUI's numeric weight of the name's style (`nil`: the name spells none).
    static func weight(of name: String) -> Double? {
        guard let style = suffix(of: name) else { return nil }
        var plain = style.replacingOccurrences(of: "italic", with: "").replacingOccurrences(of: "oblique", with: "")
        if plain.hasSuffix("mt") { plain.removeLast(2) }
        let weights: [(String, Double)] = [
            ("ultralight", -0.8), ("extralight", -0.8), ("hairline", -0.8), ("thin", -0.6), ("light", -0.4),
            ("semibold", 0.3), ("demibold", 0.3), ("extrabold", 0.56), ("ultrabold", 0.56), ("heavy", 0.56),
            ("black", 0.62), ("bold", 0.4), ("medium", 0.23), ("regular", 0), ("roman", 0), ("book", 0),
        ]
        return weights.first { plain == $0.0 }?.1
    }

    /// Whether the name's style is italic or oblique.
    static func isItalic(_ name: String) -> Bool {
        guard let style = suffix(of: name) else { return false }
        return style.contains("italic") || style.contains("oblique")
    }

    /// The lowercased part after the last hyphen (`bold` of `AvenirNext-Bold`).
    private static func suffix(of name: String) -> String? {
        guard let hyphen = name.lastIndex(of: "-"), name.index(after: hyphen) < name.endIndex else { return nil }
        return name[name.index(after: hyphen)...].lowercased()
    }
}
