import Testing
import BackplateTestSupport
import Foundation
import Backplate
@testable import Charts
@_spi(Backend) import BackplateCore

private struct Reading: Identifiable {
    let day: String
    let count: Int32
    var id: String { day }
}

private let readings = [Reading(day: "Mon", count: 4), Reading(day: "Tue", count: 8), Reading(day: "Wed", count: 2)]

/// Standard library types Swift Charts conforms to its protocols, which Backplate lacked
/// (docs/api/conformances-missing.tsv): optional content and axis marks, sized integers as
/// plotted values, and array slices as domains and ranges.
@MainActor @Suite("Charts: standard library conformances", .tags(.layout))
struct ChartForeignConformanceTests {
    /// A rule mark stored as an optional property, as a chart with an optional target line does.
    private struct TargetChart: View {
        let target: RuleMark?
        var body: some View {
            Chart {
                ForEach(readings) { BarMark(x: .value("Day", $0.day), y: .value("Count", $0.count)) }
                target
            }
        }
    }

    @Test("Optional chart content draws the wrapped mark, or nothing for nil")
    func optionalContent() {
        let with = drawChart(TargetChart(target: RuleMark(y: .value("Target", 6))))
        let without = drawChart(TargetChart(target: nil))
        #expect(without.fills.count == 3)
        #expect(with.fills.count == 3)
        #expect(with.strokes.count == without.strokes.count + 1)
    }

    @Test("Int32, Int8, UInt16, UInt64 and Float16 values are plotted as numbers")
    func sizedIntegersArePlotted() throws {
        let chart = Chart(readings) { BarMark(x: .value("Day", $0.day), y: .value("Count", $0.count)) }
        let bars = drawChart(chart).fills.sorted { $0.minX < $1.minX }
        try #require(bars.count == 3)
        // Heights in proportion 4 : 8 : 2, measured from the same baseline.
        #expect(abs(bars[1].height / bars[0].height - 2) < 0.01, "\(bars)")
        #expect(abs(bars[2].height / bars[0].height - 0.5) < 0.01, "\(bars)")
        #expect(PlotValue(Int8(-3)) == .number(-3))
        #expect(PlotValue(UInt16(7)) == .number(7))
        #expect(PlotValue(UInt64(9)) == .number(9))
        #expect(PlotValue(UInt(2)) == .number(2))
        #expect(PlotValue(UInt32(5)) == .number(5))
        #expect(PlotValue(Float16(1.5)) == .number(1.5))
    }

    @Test("Optional axis marks and axis content: the wrapped ones, or none for nil")
    func optionalAxisMarks() {
        let grid: AxisGridLine? = AxisGridLine()
        let noGrid: AxisGridLine? = nil
        #expect(grid.axisElements.items.count == 1)
        #expect(noGrid.axisElements.items.isEmpty)
        let marks = Optional(AxisMarks(values: [0, 5, 10]))
        var none = marks
        none = nil
        #expect(marks.axisMarksSpecs.count == 1)
        #expect(none.axisMarksSpecs.isEmpty)
    }

    @Test("An array slice is a domain and a style range, as an array is")
    func slicesAreDomainsAndRanges() throws {
        let series = ["North", "South", "East"]
        let colours = [Color.pink, Color.mint, Color.orange, Color.indigo]
        let chart = Chart {
            ForEach(0..<4) { x in
                LineMark(x: .value("X", x), y: .value("Y", x * 2)).foregroundStyle(by: .value("Series", "North"))
                LineMark(x: .value("X", x), y: .value("Y", 10 - x)).foregroundStyle(by: .value("Series", "South"))
            }
        }
        .chartForegroundStyleScale(domain: series[...1], range: colours[1...])
        let d = drawChart(chart)
        let north = try #require(frame(d.texts, "North")), south = try #require(frame(d.texts, "South"))
        #expect(north.minX < south.minX, "the legend follows the slice's order")
        let image = try renderChart(chart, name: "chart-slice-range")
        // The slice starts at mint: North takes mint (0, 200, 179), South orange (255, 141, 40).
        let northKey = chartPixel(image, north.minX - 8, north.midY)
        let southKey = chartPixel(image, south.minX - 8, south.midY)
        #expect(close(northKey, [0, 200, 179], .pixel), "\(northKey)")
        #expect(close(southKey, [255, 141, 40], .pixel), "\(southKey)")
    }
}
