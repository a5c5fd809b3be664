import Testing
import BackplateTestSupport
import Foundation
import Backplate
import BackplateSnapshotTesting
import StoreKit
@testable import AppFiles

/// `TidepoolStoreFile.swift`: StoreKit's views with no App Store. Every product is still
/// loading, so product views draw their loading placeholder (a 50-point icon square, name and
/// description bars, a button capsule, all in tertiarySystemFill: 118,118,128 at 12% light,
/// 24% dark) and the subscription store draws its marketing content over a loading spinner.
@MainActor @Suite(.backplateLook(.iOS18), .tags(.appFiles, .pixels)) struct TidepoolStoreTests {
    @Test func tipJarRowsDrawTheLoadingPlaceholder() throws {
        let previews = PreviewCatalog.previews(inFile: "AppFiles/TidepoolStoreFile.swift")
        #expect(previews.map(\.displayName) == ["Paywall", "Tip jar", "Chart store"])
        let drawn = phoneTexts(TidepoolTipJar())
        // No product name, price or description is drawn: none has loaded. The second row's
        // placeholder icon (a heart) is drawn in place of the product's icon.
        let names: [String] = drawn.map(\.0)
        let unloaded = names.filter { (name: String) -> Bool in name != "Tip Jar" && name != "SUPPORT TIDEPOOL" }
        #expect(unloaded == ["symbol heart"], "\(names)")
        let header = try #require(frame(drawn, "SUPPORT TIDEPOOL"), "\(drawn.map(\.0))")
        let images = try renderPhoneLightAndDark(TidepoolTipJar(), name: "TidepoolTipJar")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // The first row's icon square: 20-point card inset + 20-point content inset, in
            // the tertiary fill over the card (white / 28,28,30).
            let y = header.maxY + 20
            let square = at(image, 50, y)
            #expect(close(square, dark ? [50, 50, 53] : [239, 239, 240], 4), "\(dark): \(square)")
            #expect(close(at(image, 30, y), dark ? [28, 28, 30] : [255, 255, 255], .composited), "\(dark): card at \(at(image, 30, y))")
        }
    }

    @Test func chartStoreDrawsOnePlaceholderPerProduct() throws {
        let image = try renderPhoneLightAndDark(TidepoolChartStore(), name: "TidepoolChartStore").light
        // Three 50-point rows 20 points apart from 59 + 16 = 75: squares at 75, 145, 215.
        for top in [75.0, 145, 215] {
            #expect(close(at(image, 40, top + 25), [239, 239, 240], 4), "\(top): \(at(image, 40, top + 25))")
            #expect(close(at(image, 40, top + 60), [255, 255, 255], .composited), "gap below \(top)")
        }
        #expect(close(at(image, 40, 300), [255, 255, 255], .composited), "no fourth row")
    }

    @Test func paywallKeepsItsMarketingContentAndProductsStayUnloaded() async throws {
        let drawn = phoneTexts(TidepoolPaywall())
        #expect(drawn.contains { $0.0 == "Tidepool Pro" } && drawn.contains { $0.0 == "Tide charts for every harbour, offline." })
        let title = try #require(frame(drawn, "Tidepool Pro"))
        #expect(abs(title.midX - 196.5) < 1, "centred: \(title)")
        _ = try renderPhoneLightAndDark(TidepoolPaywall(), name: "TidepoolPaywall")
        #expect(try await Product.products(for: ["tidepool.tip.small"]).isEmpty)
    }
}
