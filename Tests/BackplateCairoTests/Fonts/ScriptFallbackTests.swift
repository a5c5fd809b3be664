import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCairo
internal import CPangoCairo

/// Text in scripts Inter lacks: iOS draws every script from its system fonts, Backplate from
/// Noto (scripts/install-fonts.sh), and a character no installed font has warns, naming it.
@Suite(.tags(.layout, .fonts)) struct ScriptFallbackTests {
    static let samples = [
        "日本語のテキスト", "中文文本排版", "繁體中文", "한국어 텍스트", "हिन्दी पाठ", "ภาษาไทย", "বাংলা লেখা",
        "தமிழ் உரை", "ភាសាខ្មែរ", "ادمج يسارًا", "فارسی", "עטלף אבק נס דרך", "Ελληνικά", "Русский",
    ]

    func render(_ text: String, size: CGFloat = 17) throws -> (size: CGSize, warnings: [String]) {
        let r = ImageRenderer(content: Text(verbatim: text).font(.system(size: size)).foregroundStyle(.black).background(.white))
        r.scale = 2
        let (laidOut, warnings) = try RuntimeWarning.collecting { () throws -> CGSize in
            _ = try r.render()
            return r.layout().size
        }
        return (laidOut, warnings)
    }

    @Test func everyScriptIOSDrawsIsDrawnWithoutHexBoxes() throws {
        for sample in Self.samples {
            let (_, warnings) = try render(sample)
            // Other tests' warnings arrive too: only one naming a character of the sample counts.
            let codes = sample.unicodeScalars.map { "U+" + String(format: "%04X", $0.value) }
            #expect(!warnings.contains { w in w.hasPrefix("No installed font has") && codes.contains { w.contains($0) } }, "\(sample): \(warnings)")
        }
    }

    @Test func ideographsAreOneEmWide() throws {
        // CJK ideographs and kana are full-width, 1 em each, in iOS's Hiragino Sans and PingFang
        // as in Noto Sans CJK: eight characters at 20 points are 160 points less SF's tracking
        // (−0.46 pt a character here; whether iOS tracks fallback glyphs is not measured).
        let width = try render("日本語のテキスト", size: 20).size.width
        let narrowest: CGFloat = 160 - 8 * 0.46 - 2
        #expect(width <= 160 && width >= narrowest, "width \(width)")
    }

    @Test func arabicTextTakesTheArabicSubstituteNotDejaVu() throws {
        try #require(PangoTextEngine.shared.hasFamily(ScriptFallbackFamilies.arabic), "run scripts/install-fonts.sh")
        // Title 3 (20 pt): SF Arabic's line is 24 points tall, as the Latin line (the ink's
        // width against iOS's is checked in `TextBlockParityTests.arabicInstructionIOS18`).
        let arabic = try render("ادمج يسارًا", size: 20).size
        #expect(arabic.height == 24, "size \(arabic)")
    }

    @Test func theArabicSubstituteComesRightAfterTheRequestedFamily() throws {
        let pattern = try #require(FcPatternCreate())
        defer { FcPatternDestroy(pattern) }
        for family in ["Backplate Sans@1.00000", "DejaVu Sans", "sans-serif"] {
            _ = family.withCString { FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        }
        ScriptFallbackFamilies.insert(into: pattern)
        ScriptFallbackFamilies.insert(into: pattern)
        var families: [String] = []
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, FC_FAMILY, Int32(families.count), &value) == FcResultMatch, let value {
            families.append(String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self)))
        }
        #expect(families == ["Backplate Sans@1.00000", "Noto Sans Arabic UI", "DejaVu Sans", "sans-serif"])
    }

    @Test func aCharacterNoFontHasWarnsNamingIt() throws {
        // Cuneiform: no installed font has it, so Pango draws hex boxes.
        let (_, warnings) = try render("A \u{12000}\u{12001} B")
        let warning = try #require(warnings.first { $0.hasPrefix("No installed font has") }, "\(warnings)")
        #expect(warning.contains("U+12000 '\u{12000}', U+12001 '\u{12001}': drawn as hex boxes"))
        #expect(!warning.contains("U+0041"))
    }

    @Test func aWarningNamesThreeCharactersAndCountsTheRest() throws {
        let scalars = [0x12000, 0x12001, 0x41, 0x1E900].compactMap(Unicode.Scalar.init)
        let text = try #require(UnknownCharacters.message(for: scalars))
        #expect(text.hasPrefix("No installed font has U+12000 '\u{12000}', U+12001 '\u{12001}', U+0041 'A' and 1 more:"))
        #expect(UnknownCharacters.message(for: []) == nil)
    }
}
