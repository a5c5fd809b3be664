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

    @Test func predicateRulesFilterAndGroupDonations() {
        let event = Tips.Event<RecipeViewed>(id: "galley.predicates.\(UUID().uuidString)")
        for cuisine in ["Thai", "Italian", "Thai", "Greek"] {
            event.sendDonation(RecipeViewed(cuisine: cuisine))
        }
        typealias E = PredicateExpressions
        typealias Donations = E.KeyPath<E.Variable<Tips.Event<RecipeViewed>>, [Tips.Event<RecipeViewed>.Donation]>
        func rule<Filtered: EventPredicateExpression & Sendable>(atLeast count: Int, _ donations: (Donations) -> Filtered) -> Bool
        where Filtered.Output == [Tips.Event<RecipeViewed>.Donation] {
            Tips.Rule(event) { variable in
                E.build_Comparison(lhs: E.build_KeyPath(root: donations(E.build_KeyPath(root: variable, keyPath: \.donations)), keyPath: \.count),
                                   rhs: E.build_Arg(count), op: .greaterThanOrEqual)
            }.isSatisfied()
        }
        #expect(rule(atLeast: 2) { E.build_largestSubset($0, groupedBy: \.cuisine) })
        #expect(!rule(atLeast: 3) { E.build_largestSubset($0, groupedBy: \.cuisine) })
        #expect(rule(atLeast: 1) { E.build_smallestSubset($0, groupedBy: \.cuisine) } && !rule(atLeast: 2) { E.build_smallestSubset($0, groupedBy: \.cuisine) })
        #expect(rule(atLeast: 4) { E.build_donatedWithin($0, .day) })
        #expect(rule(atLeast: 3) { E.build_DonationFilter($0, keyPath: \.cuisine, op: .notEqual, value: "Greek") })
        #expect(!rule(atLeast: 2) { E.build_DonationFilter($0, keyPath: \.cuisine, op: .lessThan, value: "Italian") },
                "only Greek sorts before Italian")

        let parameterRule = Tips.Rule(CookModeTip.$hasPantry) { E.build_Equal(lhs: $0, rhs: E.build_Arg(false)) }
        #expect(parameterRule.isSatisfied(), "the parameter is at its default, false")
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
