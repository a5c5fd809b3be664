import Testing
import BackplateTestSupport
import Foundation
import Backplate
import StoreKit
@testable import AppFiles

/// `LanternStoreFile.swift`: a StoreKit 2 store object and a SubscriptionStoreView screen with
/// no App Store. As on a device with no network, no product loads: the upgrade list shows its
/// own loading row, no price, the free plan, and purchases allowed (no Screen Time limits).
@MainActor @Suite(.backplateLook(.iOS18), .tags(.appFiles, .pixels)) struct LanternStoreTests {
    @Test func upgradeListShowsItsLoadingRowAndTheFreePlan() throws {
        let previews = PreviewCatalog.previews(inFile: "AppFiles/LanternStoreFile.swift")
        #expect(previews.map(\.displayName) == ["Upgrade", "Plans"])
        let drawn = phoneTexts(LanternUpgradeView())
        let names = drawn.map(\.0)
        for expected in ["Upgrade", "Loading plans…", "Plan", "Free", "Purchases", "Allowed", "Manage Subscription", "Restore Purchases"] {
            #expect(names.contains(expected), "\(expected) in \(names)")
        }
        #expect(!names.contains { $0.contains("$") }, "no price is drawn: \(names)")
        // The loading row's label follows its spinner in the row: right of the 20-point inset.
        let loading = try #require(frame(drawn, "Loading plans…"))
        #expect(loading.minX > 20 + 20, "\(loading)")
        _ = try renderPhoneLightAndDark(LanternUpgradeView(), name: "LanternUpgrade")
    }

    @Test func plansScreenKeepsItsMarketingAndTheStoreAnswersNothing() async throws {
        let drawn = phoneTexts(LanternPlansView())
        #expect(drawn.map(\.0).contains("Lantern Pro") && drawn.map(\.0).contains("Warm light for late reading"))
        let title = try #require(frame(drawn, "Lantern Pro"))
        #expect(abs(title.midX - 196.5) < 1, "centred: \(title)")
        let store = LanternStore()
        await store.loadProducts()
        await store.refreshEntitlements()
        #expect(store.products.isEmpty && store.purchasedIDs.isEmpty && store.renewalState == nil && !store.loadFailed)
    }
}
