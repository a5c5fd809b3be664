import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import BackplateSnapshotTesting
@testable import AppFiles

/// 2025-2026 app files (`import SwiftUI`, iOS 18 and 26 API) on the 393 × 852 iPhone canvas in
/// the default iOS 26 look, light and dark: `Vigor…` (fitness), `Bastion…` (finance),
/// `Marjoram…` (recipes), `Wayfarer…` (travel), `Cadenza…` (music), `Natter…` (chat),
/// `Trellis…` (settings), `Gantry…` (dashboard) and `Ebbtide…` (tides, iOS 18 vectorized plots).
/// iOS 26 colours (light / dark): systemPink (255, 45, 85) / (255, 55, 95), systemGreen
/// (52, 199, 89) / (48, 209, 88), systemBlue (0, 136, 255) / (0, 145, 255), systemRed
/// (255, 56, 60) / (255, 66, 69), systemCyan (0, 192, 232) / (60, 211, 254).
@MainActor @Suite(.tags(.appFiles, .pixels)) struct Corpus2026AppFileTests {
    @Test func vigorTodayRingsAndWorkouts() throws {
        let drawn = phoneTexts(VigorRootView())
        let names = drawn.map(\.0)
        let move = try #require(frame(drawn, "428/600CAL"), "\(names)")
        let run = try #require(frame(drawn, "Outdoor Run"), "\(names)")
        // Rows: 16 (scroll padding) + 12 (row padding) + 44 (icon) + 12 (spacing).
        #expect(abs(run.minX - 84) < 1, "\(run)")
        let images = try renderPhoneLightAndDark(VigorRootView(), name: "VigorToday")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let ink = reddest(image, in: move)
            #expect(close(ink, dark ? [255, 55, 95] : [255, 45, 85], 30), "\(dark) move \(ink)")
            // A NavigationLink under .buttonStyle(.plain) draws its label untinted, as on iOS: the
            // title in the label colour, black / white (it was tinted green).
            let title = highestScoring(image, in: run) { p in
                dark ? Int(p.red) + Int(p.green) + Int(p.blue) : -(Int(p.red) + Int(p.green) + Int(p.blue))
            }
            #expect(close(title, dark ? [255, 255, 255] : [0, 0, 0], 4), "\(dark) row title \(title)")
        }
    }

    @Test func bastionBalanceHoldingsAndEmptySearch() throws {
        let drawn = phoneTexts(BastionPortfolioView())
        let names = drawn.map(\.0)
        for text in ["$63,500.00", "+$11,400.00", "$27,768.00", "+1.24%", "-0.42%", "1M"] {
            #expect(names.contains(text), "\(text) in \(names)")
        }
        let pill = try #require(frame(drawn, "+1.24%"), "\(names)")
        let images = try renderPhoneLightAndDark(BastionPortfolioView(), name: "BastionPortfolio")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let fill = at(image, pill.minX - 3, pill.midY)
            #expect(close(fill, dark ? [48, 209, 88] : [52, 199, 89], 4), "\(dark) pill \(fill)")
        }
    }

    @Test func marjoramCarouselCardsAreFourFifthsOfTheWidth() throws {
        let drawn = phoneTexts(MarjoramHomeView())
        let names = drawn.map(\.0)
        let first = try #require(frame(drawn, "Charred Leek Risotto"), "\(names)")
        let second = try #require(frame(drawn, "Miso Glazed Aubergine"), "\(names)")
        // containerRelativeFrame(count: 5, span: 4, spacing: 12) of the 361-point width inside
        // the 16-point content margins: (361 − 4 × 12) / 5 × 4 + 3 × 12 = 286.4 per card.
        #expect(abs(first.minX - 16) < 1, "\(first)")
        #expect(abs(second.minX - (16 + 286.4 + 12)) < 1, "\(second)")
        _ = try renderPhoneLightAndDark(MarjoramHomeView(), name: "MarjoramHome")
    }

    @Test func wayfarerStopsAndGlassButtons() throws {
        let drawn = phoneTexts(WayfarerTripView())
        let names = drawn.map(\.0)
        let tram = try #require(frame(drawn, "Tram 28"), "\(names)")
        // 16 (safe-area padding) + 48 (time column) + 12 + 30 (icon) + 12.
        #expect(abs(tram.minX - 118) < 1, "\(tram)")
        let directions = try #require(frame(drawn, "Directions"), "\(names)")
        let images = try renderPhoneLightAndDark(WayfarerTripView(), name: "WayfarerTrip")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let fill = at(image, directions.maxX + 6, directions.midY)
            #expect(close(fill, dark ? [0, 145, 255] : [0, 136, 255], 6), "\(dark) directions \(fill)")
        }
    }

    @Test func cadenzaTimesAndBackground() throws {
        let drawn = phoneTexts(CadenzaNowPlayingView())
        let names = drawn.map(\.0)
        for text in ["Glass Harbour", "Low Tide Choir", "1:23", "-2:11"] {
            #expect(names.contains(text), "\(text) in \(names)")
        }
        _ = try renderPhoneLightAndDark(CadenzaNowPlayingView(), name: "CadenzaNowPlaying")
    }

    @Test func natterBubblesSitOnTheirSides() throws {
        let drawn = phoneTexts(NatterChatView())
        let names = drawn.map(\.0)
        let mine = try #require(frame(drawn, "Yes! 7:30 works for me"), "\(names)")
        // Mine: trailing, 12 (list padding) + 12 (bubble padding) from the edge.
        #expect(abs(mine.maxX - (393 - 24)) < 1.5, "\(mine)")
        let images = try renderPhoneLightAndDark(NatterChatView(), name: "NatterChat")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let ink = bluest(image, in: mine.insetBy(dx: -8, dy: -4))
            #expect(ink[2] > 200 && ink[0] < 60, "\(dark) bubble \(ink)")
        }
    }

    @Test func trellisIconsAndValues() throws {
        let drawn = phoneTexts(TrellisSettingsView())
        let names = drawn.map(\.0)
        for text in ["Notifications", "Sounds", "Focus", "Off", "Appearance", "System", "4.2.1 (318)", "1.84 GB", "Sign Out"] {
            #expect(names.contains(text), "\(text) in \(names)")
        }
        let notifications = try #require(frame(drawn, "Notifications"))
        let images = try renderPhoneLightAndDark(TrellisSettingsView(), name: "TrellisSettings")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // The 29-point red square leads the title.
            let icon = reddest(image, in: CGRect(x: notifications.minX - 45, y: notifications.minY, width: 40, height: notifications.height))
            #expect(close(icon, dark ? [255, 66, 69] : [255, 56, 60], 4), "\(dark) icon \(icon)")
        }
    }

    @Test func gantryTilesDonutAndServices() throws {
        let drawn = phoneTexts(GantryDashboardView())
        let names = drawn.map(\.0)
        for text in ["1.2M", "0.4%", "212 ms", "99.98%", "Degraded", "4", "services", "SLO"] {
            #expect(names.contains(text), "\(text) in \(names)")
        }
        _ = try renderPhoneLightAndDark(GantryDashboardView(), name: "GantryDashboard")
    }

    @Test func ebbtideDrawsItsTideFunctionAndReadings() throws {
        let drawn = phoneTexts(EbbtideTodayView())
        let names = drawn.map(\.0)
        #expect(names.contains("Rising · High at 15:31"), "\(names)")
        // The trailing y labels sit on their gridlines (0 m and 4 m); hour 15 is midway between
        // the "12" and "18" labels. The tide there is 3.62 m, so 2 m is under the AreaPlot and
        // 3.9 m above it.
        let top = try #require(drawn.last { $0.0 == "4" }?.1, "\(names)")
        let bottom = try #require(drawn.last { $0.0 == "0" && $0.1.minX > 300 }?.1, "\(names)")
        let noon = try #require(frame(drawn, "12"), "\(names)")
        let evening = try #require(frame(drawn, "18"), "\(names)")
        let x = (noon.midX + evening.midX) / 2
        func y(_ metres: Double) -> Double { bottom.midY + (top.midY - bottom.midY) * metres / 4 }
        let images = try renderPhoneLightAndDark(EbbtideTodayView(), name: "EbbtideToday")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // systemCyan at 25 % over the card's secondary background (242, 242, 247) / (28, 28, 30).
            let under = at(image, x, y(2)), above = at(image, x, y(3.9))
            #expect(close(under, dark ? [36, 74, 86] : [182, 230, 243], 6), "\(dark) under \(under)")
            #expect(close(above, dark ? [28, 28, 30] : [242, 242, 247], 6), "\(dark) above \(above)")
        }
    }
}
