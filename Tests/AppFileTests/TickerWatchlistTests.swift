import Testing
import BackplateTestSupport
import Foundation
import Backplate
import BackplateSnapshotTesting
@testable import AppFiles

/// `Ticker…`: a watchlist in a ScrollView / LazyVStack with pinned headers, on the iPhone
/// canvas. Expected from SwiftUI's stack rules (swiftui.md §4): each row is an HStack
/// (spacing 12, padding 16) of a `layoutPriority(1)` symbol column, a 56-point chart and a
/// trailing column whose change pill is 72 + 2 × 6 = 84 wide, so the pill and the price end
/// at 393 − 16 = 377, the chart spans 225…281 and the symbol column keeps 16…213, its long
/// company name cut to fit. Percent format with `.sign(strategy: .always())` in en_US:
/// "+1.69%", "-2.83%". Colours: systemGreen 52,199,89 / 48,209,88; systemRed 255,59,48 /
/// 255,69,58.
@MainActor @Suite(.backplateLook(.iOS18), .tags(.appFiles, .pixels)) struct TickerWatchlistTests {
    @Test func quotesComputeTheirChange() {
        let apple = TickerSample.watchlist[0]
        #expect(abs(apple.change - 0.016899) < 1e-5 && apple.isUp)
        #expect(!TickerSample.watchlist[1].isUp)
        let line = TickerSparkline(values: [1, 3, 2]).path(in: CGRect(x: 0, y: 0, width: 10, height: 4))
        #expect(line.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 4))
    }

    @Test func rowColumnsFollowTheStackRules() throws {
        let view = TickerWatchlistView()
        let drawn = phoneTexts(view)
        let strings = drawn.map(\.0)
        for pill in ["+1.69%", "-2.83%", "+3.06%", "-0.26%"] {
            let f = try #require(frame(drawn, pill), "\(pill) in \(strings)")
            // The pill's text trails inside its 6-point padding.
            #expect(abs(f.maxX - 371) < 1, "\(pill) \(f)")
        }
        for price in ["229.87", "181.12", "42,063.36"] {
            let f = try #require(frame(drawn, price), "\(price) in \(strings)")
            #expect(abs(f.maxX - 377) < 1, "\(price) \(f)")
        }
        let symbol = try #require(frame(drawn, "AAPL"))
        #expect(abs(symbol.minX - 16) < 0.5)
        let company = try #require(drawn.first { $0.0.hasPrefix("Taiwan Semiconductor") }?.1)
        #expect(company.minX == symbol.minX && company.maxX <= 213.5, "\(company)")
        let header = try #require(frame(drawn, "MY SYMBOLS"))
        let indices = try #require(frame(drawn, "INDICES"))
        #expect(abs(header.minX - 16) < 0.5 && header.maxY < symbol.minY && indices.minY > company.maxY)
        let title = try #require(frame(drawn, "Ticker"))
        #expect(abs(title.midX - 196.5) < 1)

        let images = try renderPhoneLightAndDark(view, name: "TickerWatchlist")
        let applePill = try #require(frame(drawn, "+1.69%")), tsmPill = try #require(frame(drawn, "-2.83%"))
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            let green = dark ? [48, 209, 88] : [52, 199, 89]
            let red = dark ? [255, 69, 58] : [255, 59, 48]
            // The pill's fill, left of its trailing text (pill 293…377).
            #expect(close(at(image, 296, applePill.midY), green, .composited), "\(dark) \(at(image, 296, applePill.midY))")
            #expect(close(at(image, 296, tsmPill.midY), red, .composited), "\(dark) \(at(image, 296, tsmPill.midY))")
            // The sparkline's last point is its top right (a closing high) for a rising quote:
            // the stroke is drawn in green near (281, row top of the chart).
            let column = (0..<60).map { at(image, 280, applePill.midY - 30 + Double($0) * 0.5) }
            #expect(column.contains { close($0, green, 10) }, "\(dark) green sparkline end")
        }
    }
}
