import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import BackplateSnapshotTesting
@testable import AppFiles

/// The Switchback file (`import SwiftUI`, 2025 API) on the 393 × 852 iPhone canvas, light and
/// dark: the large title and the cards at the 20-point margin, two cards per screen width.
@MainActor @Suite(.backplateLook(.iOS18), .tags(.appFiles, .pixels)) struct SwitchbackTrainingTests {
    @Test func planScreenLaysOutTitleGaugeAndTwoCardsPerWidth() throws {
        let drawn = phoneTexts(SwitchbackRootView())
        let title = try #require(frame(drawn, "Week 6 of 12"), "\(drawn.map(\.0))")
        #expect(abs(title.minX - 16) < 1, "\(title)")   // the bar's 16-point margin
        let gauge = try #require(frame(drawn, "20 of 50 km"), "\(drawn.map(\.0))")
        #expect(gauge.minY > title.maxY, "\(gauge)")
        let mon = try #require(frame(drawn, "Mon"), "\(drawn.map(\.0))")
        let wed = try #require(frame(drawn, "Wed"), "\(drawn.map(\.0))")
        // Two cards in the 353-point row with a 12-point gap: each 170.5 wide, 14 inside padding.
        #expect(abs(mon.minX - (20 + 14)) < 1, "\(mon)")
        #expect(abs(wed.minX - (20 + 170.5 + 12 + 14)) < 1, "\(wed)")
        #expect(frame(drawn, "Plan") != nil && frame(drawn, "Log") != nil)
    }

    @Test func cardsAreTintedOrangeLightAndDark() throws {
        let drawn = phoneTexts(SwitchbackRootView())
        let mon = try #require(frame(drawn, "Mon"))
        let images = try renderPhoneLightAndDark(SwitchbackRootView(), name: "SwitchbackPlan")
        // Just inside the done card's top-left padding: orange at 18% over the background.
        let light = at(images.light, mon.minX - 6, mon.minY - 6)
        let dark = at(images.dark, mon.minX - 6, mon.minY - 6)
        // systemOrange (255, 149, 0) at 0.18 over white, and (255, 159, 10) over black.
        #expect(close(light, [255, 236, 209], 4), "\(light)")
        #expect(close(dark, [46, 29, 2], 4), "\(dark)")
    }
}
