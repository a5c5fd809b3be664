import Testing
import BackplateTestSupport
import Foundation
import Backplate
import SwiftUI
import Charts
@testable import AppFiles

/// Crema (`CremaIntakeFile.swift`): amounts written by `MeasurementFormatter`, a page-style tab
/// view whose tabs each list several views, a capsule filled with a `Color` made from a brand
/// shape style, and a chart whose limit line is an optional mark. Expected values come from
/// Foundation's unit formatting, SwiftUI's root stacking and the style's own components.
@MainActor @Suite(.tags(.appFiles, .layout, .pixels)) struct CremaIntakeTests {
    private let drawn = phoneTexts(CremaSummaryView())

    @Test func amountsAreWrittenWithTheirUnit() throws {
        // 63 + 130 + 28 mg, the formatter keeping the unit given and no fraction digits.
        for text in ["221 mg", "of 300 mg today", "63 mg", "130 mg", "28 mg"] {
            #expect(frame(drawn, text) != nil, "\(text) in \(drawn.map(\.0))")
        }
    }

    @Test func eachTabIsOnePageWithItsViewsStacked() throws {
        let heading = try #require(frame(drawn, "Today"), "\(drawn.map(\.0))")
        let total = try #require(frame(drawn, "221 mg")), espresso = try #require(frame(drawn, "Espresso"))
        #expect(heading.maxY < total.minY && total.maxY < espresso.minY, "\(heading) \(total) \(espresso)")
        #expect(abs(heading.midX - 393 / 2) <= 0.5)
        #expect(frame(drawn, "This week") == nil, "the second page is not shown")
        // Two tabs, two indicator dots.
        let renderer = ImageRenderer(content: CremaSummaryView())
        renderer.proposedSize = PhoneCanvas.size
        #expect(renderer.layout().nodeSummaries.filter { $0.label == "Circle" }.count == 2)
    }

    @Test func theBadgesAreTheRoastColourOfTheScheme() throws {
        let (light, dark) = try renderPhoneLightAndDark(CremaSummaryView(), name: "crema-summary")
        let badge = try #require(frame(drawn, "63 mg"))
        // Inside the capsule's 10-point leading padding, level with the text.
        let x = Int((badge.minX - 5) * 2), y = Int(badge.midY * 2)
        #expect(close(light.pixel(x: x, y: y), [107, 61, 31], .composited), "\(light.pixel(x: x, y: y))")
        #expect(close(dark.pixel(x: x, y: y), [217, 158, 107], .composited), "\(dark.pixel(x: x, y: y))")
    }

    @Test func theLimitLineIsDrawnOnlyWhenThereIsALimit() throws {
        let red = try drawnColor(.red)
        func redPixels(_ limit: RuleMark?) throws -> Int {
            let image = try renderImage(CremaWeekChart(week: CremaLog().week, limit: limit).frame(width: 360), scale: 2)
            return pixelCount(image, near: [red.0, red.1, red.2])
        }
        let with = try redPixels(RuleMark(y: .value("Limit", 300)))
        #expect(with > 300, "\(with) red pixels: a 1-point line across the plot at 2x")
        #expect(try redPixels(nil) == 0)
    }
}
