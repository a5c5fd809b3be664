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

    /// The share of a symbol's ink box that is inked (alpha over half).
    static func coverage(_ name: String) throws -> Double {
        let image = try renderImage(Image(systemName: name).font(.system(size: 24)).foregroundStyle(.black).padding(2), scale: 2)
        var inked = 0, x0 = image.width, x1 = -1, y0 = image.height, y1 = -1
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).alpha > 127 {
                inked += 1
                x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
            }
        }
        guard x1 >= x0, y1 >= y0 else { return 0 }
        return Double(inked) / Double((x1 - x0 + 1) * (y1 - y0 + 1))
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
