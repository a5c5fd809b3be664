import Testing
import BackplateTestSupport
import Backplate
import Charts
@_spi(Backend) import BackplateCore
import BackplateSnapshotTesting
@testable import AppFiles

/// Meridian, a sleep tracker written with Swift Charts as an app would (`import SwiftUI` and
/// `import Charts`, Swift 5 mode): floating `BarMark(x:yStart:yEnd:width:)` nights clipped to
/// capsules with a custom `chartLegend(position:alignment:content:)` and an hour-labelled
/// leading axis; a `NumberBins` histogram whose bars are inset by `offset(xStart:xEnd:)` with
/// `AxisTick(length: .label)`; sleep stages by `lineStyle(by:)` with `chartLineStyleScale`,
/// `chartForegroundStyleScale(domain:range:)` and `.plotDimension(padding:)`.
/// Expected colours are the system ones: indigo 88,86,214 / 94,92,230; pink 255,45,85 /
/// 255,55,95; teal 48,176,199 / 64,200,224.
@MainActor @Suite("App files: Meridian sleep charts", .backplateLook(.iOS18), .tags(.appFiles, .pixels))
struct MeridianSleepTests {
    private func texts<V: View>(_ view: V) -> [(String, CGRect)] {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 393, height: nil)
        return renderer.displayList().drawnTexts
    }

    private func marks<V: View>(_ view: V, source: String = "ChartMarkShape") -> [DisplayList.ShapeItem] {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 393, height: nil)
        var out: [DisplayList.ShapeItem] = []
        for case .shape(let s) in renderer.displayList().flattenedLeaves where s.source.contains(source) { out.append(s) }
        return out
    }

    @Test func weekOfNightsFloatsBetweenBedtimeAndWake() throws {
        let card = MeridianWeekChart()
        let strings = texts(card)
        // The leading axis: every 2 hours from 10 PM (2 hours after 8 PM) to 8 AM.
        for label in ["10P", "12A", "2A", "4A", "6A", "8A"] { #expect(frame(strings, label) != nil, "missing \(label): \(strings.map(\.0))") }
        let tenPM = try #require(frame(strings, "10P")), eightAM = try #require(frame(strings, "8A"))
        let mon = try #require(frame(strings, "Mon")), thu = try #require(frame(strings, "Thu"))
        #expect(tenPM.maxX < mon.minX && eightAM.maxX < mon.minX, "labels lead the plot")
        func y(_ offset: Double) -> Double { tenPM.midY + (eightAM.midY - tenPM.midY) * (offset - 2) / 10 }
        // The custom legend sits above the plot at its trailing edge (the card's 16-point padding).
        let legend = try #require(frame(strings, "Met goal"))
        #expect(legend.maxY < y(13) && abs(legend.maxX - 377) < 1, "\(legend)")
        // The goal rule's label is above the rule at 7 AM (11 hours after 8 PM), trailing.
        let goal = try #require(frame(strings, "7 AM"))
        #expect(abs(goal.maxY - (y(11) - 2)) < 1 && goal.maxX > thu.maxX, "\(goal) \(y(11))")
        let images = try renderLightAndDark(card, name: "MeridianWeek")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // Thursday slept 8 hours (10:30 PM to 6:30 AM): full indigo between bedtime and wake.
            let indigo = dark ? [94, 92, 230] : [88, 86, 214]
            #expect(close(at(image, thu.midX, y(6.5)), indigo, .composited), "\(dark) \(at(image, thu.midX, y(6.5)))")
            // Monday's 7.5 hours are under the goal: indigo at 45% over the card.
            let faded = dark ? [42, 41, 104] : [180, 179, 237]
            #expect(close(at(image, mon.midX, y(6.5)), faded, .composited), "\(dark) \(at(image, mon.midX, y(6.5)))")
            // Before Thursday's bedtime (11 PM) the background shows.
            #expect(close(at(image, thu.midX, y(2.1)), dark ? [0, 0, 0] : [255, 255, 255], .composited), "\(dark)")
        }
    }

    @Test func restingRateHistogramBinsTheNights() throws {
        let card = MeridianRestingRateHistogram()
        let strings = texts(card)
        for label in ["50", "54", "58", "62", "66", "70"] { #expect(frame(strings, label) != nil, "missing \(label)") }
        // The ticks (`.label`: across the 4-point gap to the labels) mark the thresholds; the end
        // labels are kept inside the chart, so positions are read from the ticks.
        let ticks = marks(card, source: "AxisLineShape").map(\.path.boundingRect).filter { $0.width < 0.01 }
        #expect(ticks.count == 6 && ticks.allSatisfy { abs($0.height - 4) < 0.01 }, "\(ticks)")
        let xs = ticks.map(\.midX).sorted()
        let first = try #require(xs.first), binWidth = (try #require(xs.last) - first) / 5
        let bars = marks(card).map(\.path.boundingRect)
        #expect(bars.count == 5)
        // Counts 1, 7, 5, 2, 1 on a 0...8 axis; each bar a point in from its bin's edges.
        let counts: [CGFloat] = [1, 7, 5, 2, 1]
        for (i, bar) in bars.enumerated() {
            #expect(abs(bar.minX - (first + binWidth * CGFloat(i) + 1)) < 0.01, "\(i) \(bar)")
            #expect(abs(bar.width - (binWidth - 2)) < 0.01, "\(i) \(bar)")
        }
        #expect(abs(bars[1].height / bars[0].height - counts[1] / counts[0]) < 0.01)
        #expect(abs(bars[2].maxY - bars[0].maxY) < 0.01)
        let images = try renderLightAndDark(card, name: "MeridianHistogram")
        // The tallest bar is pink's gradient: red dominates its middle, light and dark.
        for image in [images.light, images.dark] {
            let p = at(image, bars[1].midX, bars[1].midY)
            #expect(p[0] > 200 && p[1] < 120, "\(p)")
        }
    }

    @Test func sleepStagesAreStyledByStage() throws {
        let card = MeridianStagesChart()
        let strings = texts(card)
        let deep = try #require(frame(strings, "Deep")), rem = try #require(frame(strings, "REM"))
        #expect(deep.minX < rem.minX)
        let title = try #require(frame(strings, "Hours asleep"))
        let one = try #require(frame(strings, "1")), four = try #require(frame(strings, "4"))
        #expect(title.minY > one.maxY)
        let hour = (four.midX - one.midX) / 3
        let lines = marks(card)
        #expect(lines.count == 2)
        #expect(lines.compactMap(\.stroke) == [StrokeStyle(lineWidth: 3), StrokeStyle(lineWidth: 3, dash: [6, 4])])
        // The 12-point padding: hour 0 and hour 5 lie 12 points inside the plot's ends, and the
        // lines start and end there.
        let deepLine = lines[0].path.boundingRect
        let grid = try #require(marks(card, source: "AxisLineShape").map(\.path.boundingRect).max { $0.width < $1.width })
        #expect(abs(deepLine.minX - grid.minX - 12) < 0.5 && abs(grid.maxX - deepLine.maxX - 12) < 0.5, "\(deepLine) \(grid)")
        #expect(abs(deepLine.minX - (one.midX - hour)) < 1 && abs(deepLine.maxX - (four.midX + hour)) < 1, "\(deepLine) \(one) \(four)")
        let images = try renderLightAndDark(card, name: "MeridianStages")
        for (dark, image) in [(false, images.light), (true, images.dark)] {
            // The legend's symbols: indigo for Deep, teal for REM.
            var best = [255, 255, 255], spread = -1
            for x in stride(from: rem.minX - 12, through: rem.minX - 4, by: 0.5) {
                let p = at(image, x, rem.midY)
                if (p.max() ?? 0) - (p.min() ?? 0) > spread { spread = (p.max() ?? 0) - (p.min() ?? 0); best = p }
            }
            #expect(close(best, dark ? [64, 200, 224] : [48, 176, 199], .composited), "\(dark) \(best)")
        }
    }
}
