import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import TipKit

/// `GalleyTips.swift`: TipKit's options builder (options one per line, `if`/`else`, arrays),
/// rules on the largest and smallest groups of donations, `shouldDisplayUpdates` as a mapped
/// `statusUpdates`, and `.miniTip`, the default style, drawing the default card.
@MainActor @Suite(.tags(.appFiles, .pixels)) struct GalleyTipsTests {
    @Test func optionsAreListedInTheOrderWritten() {
        let options = CookModeTip().options
        #expect(options.count == 2)
        #expect((options.first as? Tips.MaxDisplayCount)?.count == 3)
        #expect((options.last as? Tips.IgnoresDisplayFrequency)?.ignoresDisplayFrequency == true)
        ShoppingListTip.compact = true
        let compact = ShoppingListTip().options
        ShoppingListTip.compact = false
        let full = ShoppingListTip().options
        #expect((compact.first as? Tips.MaxDisplayCount)?.count == 1 && compact.count == 2)
        #expect((full.first as? Tips.MaxDisplayCount)?.count == 5)
        #expect((full.last as? Tips.IgnoresDisplayFrequency)?.ignoresDisplayFrequency == false)
    }

    @Test func donationsGroupByTheirInformation() {
        // An event of this suite's own: other suites reset the shared datastore, never donate to it.
        let event = Tips.Event<RecipeViewed>(id: "galley.tests.\(UUID().uuidString)")
        for cuisine in ["Thai", "Italian", "Thai", "Greek", "Italian", "Thai"] {
            event.sendDonation(RecipeViewed(cuisine: cuisine))
        }
        let donations = event.donations
        let largest = donations.largestSubset(groupedBy: \.cuisine)
        #expect(largest.map(\.cuisine) == ["Thai", "Thai", "Thai"])
        #expect(donations.smallestSubset(groupedBy: \.cuisine).map(\.cuisine) == ["Greek"])
        #expect(donations.donatedWithin(.hour).count == 6)
        let none = Tips.Event<RecipeViewed>(id: "galley.none.\(UUID().uuidString)").donations
        #expect(none.largestSubset(groupedBy: \.cuisine).isEmpty && none.smallestSubset(groupedBy: \.cuisine).isEmpty)
    }

    @Test func shouldDisplayUpdatesFollowTheStatus() async {
        let tip = ShoppingListTip()
        var updates: [Bool] = []
        for await shouldDisplay in tip.shouldDisplayUpdates { updates.append(shouldDisplay) }
        #expect(updates.count == 1, "one value: a render's datastore does not change by itself")
        var statuses: [Tips.Status] = []
        for await status in tip.statusUpdates { statuses.append(status) }
        #expect(updates == statuses.map { $0 == .available })
    }

    @Test func theMiniStyleIsTheDefaultCard() throws {
        let tip = ShoppingListTip()
        let plain = try renderImage(TipView(tip).frame(width: 361), scale: 2)
        let mini = try renderImage(TipView(tip).tipViewStyle(.miniTip).frame(width: 361), scale: 2)
        #expect(plain.width == 722 && mini.width == 722)
        // The card: a headline line inside 16-point padding on each side, so more than 50 points.
        #expect(plain.height > 100 && plain.height == mini.height, "\(plain.height) against \(mini.height)")
        #expect(samePixels(plain.rgba, mini.rgba))
    }
}
