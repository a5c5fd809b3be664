import Testing
import BackplateTestSupport
import Foundation
import Backplate
import SwiftUI
@testable import AppFiles

/// Lane (`LaneSwimLogFile.swift`): an `@Animatable` ring of the laps done, a medal drawn with
/// `UIGraphicsImageRenderer` inside a set's name, and `listSectionMargins(.horizontal, 24)`.
/// The expected values come from the model's arithmetic and SwiftUI's documented rules.
@MainActor @Suite(.tags(.appFiles, .layout, .pixels)) struct LaneSwimLogTests {
    private let drawn = phoneTexts(SwimLogView())

    @Test func theMedalStandsOnTheBaselineAtTheEndOfTheSetName() throws {
        // The image is part of the text: "Freestyle " then U+FFFC, 16 points wide at its end.
        let name = try #require(frame(drawn, "Freestyle \u{FFFC}"), "\(drawn.map(\.0))")
        let plain = try #require(frame(drawn, "Backstroke"))
        let (light, _) = try renderPhoneLightAndDark(SwimLogView(), name: "lane-swim-log")
        func isGold(_ x: Int, _ y: Int) -> Bool { close(light.pixel(x: x, y: y), 255, 204, 0) }
        let column = Int((name.maxX - 8) * 2)
        let goldRows = (Int(name.minY * 2)..<Int(name.maxY * 2)).filter { isGold(column, $0) }
        let top = try #require(goldRows.first), bottom = try #require(goldRows.last)
        #expect(bottom - top + 1 >= 30 && bottom - top + 1 <= 32, "a 16-point disc: rows \(top)...\(bottom)")
        // Its bottom is the baseline: the same height in the text as a one-line name's
        // baseline, since a 16-point image is shorter than body text's ascent.
        let baselineInName = CGFloat(bottom + 1) / 2 - name.minY
        let laps = try #require(frame(drawn, "16 laps"))
        let digits = try #require(inkBottom(of: light, in: laps))
        #expect(abs(baselineInName - (digits - laps.minY)) <= 0.5, "\(baselineInName) vs \(digits - laps.minY)")
        #expect(abs(name.height - plain.height) < 0.01, "\(name) \(plain)")
    }

    @Test func theRingCoversThreeQuartersFromTwelveOClock() throws {
        // 16 + 8 + 6 = 30 of 40 laps: 0.75 of the ring, 12 o'clock to 9 o'clock clockwise.
        let log = SwimLog()
        #expect(log.lapsDone == 30 && log.progress == 0.75)
        let images = try renderPhoneLightAndDark(SwimLogView(), name: "lane-swim-log")
        let count = try #require(frame(drawn, "30"))
        let centre = CGPoint(x: count.midX, y: count.midY), radius: CGFloat = 40
        for (image, scheme) in [(images.light, ColorScheme.light), (images.dark, .dark)] {
            var environment = EnvironmentValues()
            environment.colorScheme = scheme
            let teal = Color.teal.resolve(in: environment)
            let full = [Int(teal.red * 255 + 0.5), Int(teal.green * 255 + 0.5), Int(teal.blue * 255 + 0.5)]
            for (dx, dy) in [(radius, 0.0), (0, radius), (-radius, 0.0), (0, -radius)] {  // 3, 6, 9, 12 o'clock
                let p = at(image, centre.x + dx, centre.y + dy)
                #expect(zip(p, full).allSatisfy { abs($0 - $1) <= 3 }, "\(scheme) at \(dx), \(dy): \(p) vs \(full)")
            }
            // Half past ten is the 25% track only: lighter than the ring in light, darker in dark.
            let track = at(image, centre.x - radius * 0.7071, centre.y - radius * 0.7071)
            #expect(!zip(track, full).allSatisfy { abs($0 - $1) <= 12 }, "\(scheme): \(track)")
        }
    }

    @Test func sectionMarginsOf24MoveTheCardsAndTheirRowsIn() throws {
        // The default inset-grouped margin is 16 points; 24 moves every card and row 8 points in.
        let standard = phoneTexts(List { Section("Sets") { Text("Backstroke") } }.listStyle(.insetGrouped))
        let row = try #require(frame(drawn, "Backstroke")), reference = try #require(frame(standard, "Backstroke"))
        #expect(abs(row.minX - reference.minX - 8) < 0.5, "\(row) vs \(reference)")
        let (light, dark) = try renderPhoneLightAndDark(SwimLogView(), name: "lane-swim-log")
        #expect(at(light, 23.5, row.midY) == [242, 242, 247] && at(light, 24.5, row.midY) == [255, 255, 255])
        #expect(at(dark, 23.5, row.midY) == [0, 0, 0] && at(dark, 24.5, row.midY) == [28, 28, 30])
    }

    /// The lowest row, in points, with dark ink in `frame` of a light render (the digits' baseline).
    private func inkBottom(of image: RenderedImage, in frame: CGRect) -> CGFloat? {
        var lowest: Int?
        for y in Int(frame.minY * 2)..<Int(frame.maxY * 2) {
            for x in Int(frame.minX * 2)..<Int(frame.minX * 2 + 18) where rgba(image, x, y)[0] < 200 { lowest = y }
        }
        return lowest.map { CGFloat($0 + 1) / 2 }
    }
}
