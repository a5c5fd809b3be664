import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCairo
import BackplateCore

/// Text at a variable font's default instance is shaped by a HarfBuzz font without
/// coordinates (`HarfBuzzDefaultCoordinates`), with exactly the glyphs and positions HarfBuzz
/// gives when handed the default coordinates.
@Suite(.tags(.fonts)) struct HarfBuzzDefaultCoordinatesTests {
    /// A paragraph of the benchmark's text page with kerned pairs, punctuation and digits.
    static let text = "Text is shaped once during layout: \"AV\", Ta, To, Vo, fi, ff — 1,400 glyphs in 7 paragraphs (T.y.)."

    /// The system substitute's body text (17 pt regular: Inter's default instance, `opsz` 14,
    /// `wght` 400) gets no coordinates, and its shaping equals the variation path's glyph by
    /// glyph: same glyph ids, clusters, advances and offsets, with kerning in them.
    @Test func defaultInstanceIsShapedWithoutCoordinatesAndTheSameGlyphs() throws {
        try #require(SystemFontFaces.hasSubstitute, "needs the Inter substitute from scripts/install-deps.sh")
        let engine = PangoTextEngine()
        #expect(HarfBuzzDefaultCoordinates.isInstalled)
        let shaped = try #require(engine.shapedWithDefaultCoordinates(ResolvedFont(family: nil, size: 17), text: Self.text))
        #expect(shaped.pangoCoordinates == 0)
        #expect(shaped.explicitCoordinates == 2)  // opsz and wght: the variation path
        #expect(shaped.pango.count == Self.text.unicodeScalars.count)
        #expect(shaped.pango == shaped.explicit)
        // Kerning is applied: "AV" is closer than A's and V's own advances (the same pair
        // shaped apart).
        let pair = try #require(engine.shapedWithDefaultCoordinates(ResolvedFont(family: nil, size: 17), text: "AV"))
        let apart = try #require(engine.shapedWithDefaultCoordinates(ResolvedFont(family: nil, size: 17), text: "A"))
        #expect(pair.pango[0].xAdvance < apart.pango[0].xAdvance)
    }

    /// Away from the default instance the coordinates stay: 32 pt bold (`opsz` 32, `wght` 700)
    /// and 12 pt semibold keep both axes, and their shaping differs from the default
    /// instance's (the coordinates move the advances).
    @Test func otherInstancesKeepTheirCoordinates() throws {
        try #require(SystemFontFaces.hasSubstitute, "needs the Inter substitute from scripts/install-deps.sh")
        let engine = PangoTextEngine()
        for font in [ResolvedFont(family: nil, size: 32, weight: 0.4), ResolvedFont(family: nil, size: 12, weight: 0.3)] {
            let shaped = try #require(engine.shapedWithDefaultCoordinates(font, text: "Rendering SwiftUI views"))
            #expect(shaped.pangoCoordinates == 2)
            #expect(shaped.pango.map(\.glyph) == shaped.explicit.map(\.glyph))
            #expect(shaped.pango.map(\.xAdvance) != shaped.explicit.map(\.xAdvance))
        }
    }
}
