import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCairo

/// Every curated outline name beside its `.fill` form, drawn at 24 pt: SF's filled form covers
/// more of its ink box than the outline does. Pairs whose two forms cover about the same share
/// are listed in docs/symbol-measurements.md; their number may only fall.
@MainActor
@Suite(.tags(.pixels, .fonts)) struct SymbolFormWeightTests {
    /// The pairs drawn within 0.03 of each other once the 18 common ones were re-chosen (57 before).
    static let alikeCeiling = 40

    /// The share of a symbol's ink box that is inked at 24 pt.
    static func coverage(_ name: String) throws -> Double {
        try TurnedSymbolGlyphTests.coverage(renderSymbol(name, size: 24))
    }

    @Test func filledFormsOutweighTheirOutlines() throws {
        let names = SymbolCatalog.recipes.keys.filter { !$0.hasSuffix(".fill") && SymbolCatalog.names.contains($0 + ".fill") }.sorted()
        var alike: [String] = []
        for name in names where try Self.coverage(name + ".fill") < Self.coverage(name) + 0.03 {
            alike.append(name)
        }
        #expect(names.count >= 300, "\(names.count) curated pairs")
        #expect(alike.count <= Self.alikeCeiling, "\(alike.count) pairs drawn alike: \(alike)")
    }
}
