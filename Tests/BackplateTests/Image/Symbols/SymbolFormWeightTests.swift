import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCairo

/// Every curated outline name beside its `.fill` form: SF draws the outline as line art and the
/// filled form as a silhouette. Pairs drawn alike are listed in docs/symbol-measurements.md;
/// their number may only fall.
@MainActor
@Suite(.tags(.pixels, .fonts)) struct SymbolFormWeightTests {
    /// The pairs whose filled form covers under 0.03 more of its ink box than the outline (57
    /// before the 18 common ones were re-chosen, 40 before scripts/symbols/forms.py).
    static let alikeCeiling = 18
    /// The outline names drawn as silhouettes (more than 0.2 of their ink deeper than a stroke).
    static let solidOutlineCeiling = 17

    /// The curated outline names with a `.fill` form.
    static var pairs: [String] {
        SymbolCatalog.recipes.keys.filter { !$0.hasSuffix(".fill") && SymbolCatalog.names.contains($0 + ".fill") }.sorted()
    }

    /// The share of a symbol's ink box that is inked at 24 pt.
    static func coverage(_ name: String) throws -> Double {
        try TurnedSymbolGlyphTests.coverage(renderSymbol(name, size: 24))
    }

    /// The share of a symbol's ink deeper than a stroke reaches from its edge, at 48 pt and 2x.
    /// SF's regular stroke is 7.2 pixels there (7.5% of the point size, SymbolStroke); Material's
    /// line art, fitted to SF's frames, draws up to 12, which 6 steps in from each side remove.
    static func depth(_ name: String) throws -> Double {
        inkDepth(try renderSymbol(name, size: 48), radius: 6)
    }

    @Test func filledFormsOutweighTheirOutlines() throws {
        var alike: [String] = []
        for name in Self.pairs where try Self.coverage(name + ".fill") < Self.coverage(name) + 0.03 {
            alike.append(name)
        }
        #expect(Self.pairs.count >= 300, "\(Self.pairs.count) curated pairs")
        #expect(alike.count <= Self.alikeCeiling, "\(alike.count) pairs drawn alike: \(alike)")
    }

    @Test func outlinesAreLineArt() throws {
        var solid: [String] = []
        for name in Self.pairs where try Self.depth(name) > 0.2 {
            solid.append(name)
        }
        #expect(solid.count <= Self.solidOutlineCeiling, "\(solid.count) outlines drawn solid: \(solid)")
    }

    @Test(arguments: ["ant", "cube", "envelope.badge", "message.badge", "person.badge.minus", "phone.down",
                      "photo.on.rectangle.angled", "puzzlepiece.extension", "rectangle.grid.1x2", "sunrise", "sunset",
                      "video.slash", "computermouse", "tram"])
    func redrawnPairsAreLineArtBesideASilhouette(_ name: String) throws {
        // Both forms drew one solid glyph (or the outline the solid one, sunrise's) before forms.py.
        let line = try Self.depth(name), full = try Self.depth(name + ".fill")
        #expect(line < 0.2, "\(name): \(line)")
        #expect(full > line + 0.1, "\(name).fill: \(full) beside \(line)")
    }
}
