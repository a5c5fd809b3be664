import Testing
import BackplateTestSupport
import Foundation
import Backplate
@testable import AppFiles

/// Quarry (`QuarryClimbingFile.swift`): iOS 18's tab model on the iPhone canvas, light and dark.
/// The tab bar lists Today, Problems, the Progress section's two tabs from its ForEach, and
/// Search; the sidebar-only settings tab and the map hidden from the tab bar are not in it.
@MainActor @Suite(.tags(.appFiles, .layout, .pixels)) struct QuarryClimbingTests {
    /// iOS 18's full-width bar (the iOS 26 capsule's items: GlassChromeTests).
    @Test(.backplateLook(.iOS18)) func theTabBarListsTheTabsAnIPhoneShows() throws {
        let drawn = phoneTexts(QuarryRootView())
        // The bar's texts: below its top edge (852 − 34 − 49 = 769); "Today" is also the large title.
        let bar = drawn.filter { $0.1.minY > 769 }
        // Five items share the 393-point bar: (393 − 2 × 2 − 4 × 4) / 5 = 74.6 points each.
        let width: Double = (393.0 - 4 - 16) / 5
        for (i, title) in ["Today", "Problems", "Logbook", "Goals", "Search"].enumerated() {
            let label = try #require(frame(bar, title), "\(title) in \(drawn.map(\.0))")
            let centre = 2 + width / 2 + Double(i) * (width + 4)
            #expect(abs(label.midX - centre) < 1, "\(title): \(label.midX) vs \(centre)")
            // In the bar above the home indicator (bar top 852 − 34 − 49 = 769).
            #expect(label.minY > 769 && label.maxY < 818, "\(title): \(label)")
        }
        for absent in ["Settings", "Gym Map", "Progress"] {
            #expect(frame(drawn, absent) == nil, "\(absent) drawn")
        }
        // The logbook's badge: "2" at the top-trailing corner of its symbol, the goals' zero
        // count draws none.
        let badge = try #require(bar.first { $0.0 == "2" }?.1, "\(drawn.map(\.0))")
        let logbookCentre = 2 + width / 2 + 2 * (width + 4)
        #expect(badge.midX > logbookCentre && badge.midX < logbookCentre + width / 2, "\(badge)")
        #expect(drawn.filter { $0.0 == "0" }.isEmpty)
    }

    @Test func todayDrawsTheSessionCardAboveTheBar() throws {
        let drawn = phoneTexts(QuarryRootView())
        let title = try #require(frame(drawn, "3 of 4 sessions"))
        let problem = try #require(frame(drawn, "Moonwalk"))
        #expect(title.minX == 32, "\(title)")
        #expect(problem.minY > title.maxY)
        let images = try renderPhoneLightAndDark(QuarryRootView(), name: "QuarryRoot")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            #expect(image.width == 786 && image.height == 1704)
            // The card's fill (0.05, 0.45, 0.5) just left of its title, in both schemes.
            let fill = at(image, 22, title.midY)
            #expect(close(fill, [13, 115, 128], .composited), "\(dark): card \(fill)")
            // The selected item (Today) takes the teal tint; the next one is grey.
            let todaySymbol = try #require(drawn.first { $0.0.hasPrefix("symbol sun.max") && $0.1.minY > 769 }?.1)
            let tinted = (Int(todaySymbol.minX * 2)...Int(todaySymbol.maxX * 2)).contains { x in
                (Int(todaySymbol.minY * 2)...Int(todaySymbol.maxY * 2)).contains { y in
                    let p = rgba(image, x, y)
                    return p[2] > 150 && p[1] > 150 && p[0] < 120
                }
            }
            #expect(tinted, "\(dark): Today's symbol is not teal")
        }
    }
}
