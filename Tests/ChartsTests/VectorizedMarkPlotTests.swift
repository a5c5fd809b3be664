import Testing
import BackplateTestSupport
import Foundation
import Backplate
@testable import Charts
@_spi(Backend) import BackplateCore

private struct Sale: Identifiable {
    var id: Int
    var month: String
    var units: Double
    var low: Double
    var high: Double
    var region: String
    var share: Double
    var size: CGFloat
}

private let sales: [Sale] = [
    Sale(id: 1, month: "Jan", units: 4, low: 1, high: 5, region: "North", share: 3, size: 10),
    Sale(id: 2, month: "Feb", units: 7, low: 2, high: 8, region: "South", share: 1, size: 14),
    Sale(id: 3, month: "Mar", units: 2, low: 3, high: 9, region: "North", share: 2, size: 6),
]

/// iOS 18's `BarPlot`, `PointPlot`, `RulePlot`, `RectanglePlot` and `SectorPlot` draw exactly
/// what a `ForEach` of the marks they stand for draws: the two display lists are equal, on a
/// 200 × 200 chart with hidden axes and legend and a 0…10 y scale.
@MainActor @Suite("Charts: vectorized mark plots", .tags(.layout, .pixels))
struct VectorizedMarkPlotTests {
    private func list<C: ChartContent>(@ChartContentBuilder _ content: () -> C) -> DisplayList {
        let chart = Chart(content: content)
            .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
            .chartYScale(domain: 0...10)
            .frame(width: 200, height: 200)
        return ImageRenderer(content: chart).displayList()
    }

    @Test func barAndPointPlotsDrawTheirMarks() {
        let bars = list {
            BarPlot(sales, x: .value("Month", \.month), y: .value("Units", \.units), width: .ratio(0.5))
                .foregroundStyle(by: .value("Region", \.region))
        }
        let barMarks = list {
            ForEach(sales) { sale in
                BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units), width: .ratio(0.5))
                    .foregroundStyle(by: .value("Region", sale.region))
            }
        }
        #expect(bars == barMarks)
        #expect(!bars.flattenedLeaves.isEmpty)
        let points = list {
            PointPlot(sales, x: .value("Month", \.month), y: .value("Units", \.units)).symbol(by: .value("Region", \.region))
        }
        let pointMarks = list {
            ForEach(sales) { PointMark(x: .value("Month", $0.month), y: .value("Units", $0.units)).symbol(by: .value("Region", $0.region)) }
        }
        #expect(points == pointMarks)
    }

    @Test func ruleAndRectanglePlotsDrawTheirMarks() {
        let rules = list { RulePlot(sales, x: .value("Month", \.month), yStart: .value("Low", \.low), yEnd: .value("High", \.high)) }
        let ruleMarks = list {
            ForEach(sales) { RuleMark(x: .value("Month", $0.month), yStart: .value("Low", $0.low), yEnd: .value("High", $0.high)) }
        }
        #expect(rules == ruleMarks)
        let boxes = list { RectanglePlot(sales, x: .value("Month", \.month), y: .value("Units", \.units), width: 20, height: .fixed(\.size)) }
        let boxMarks = list {
            ForEach(sales) { RectangleMark(x: .value("Month", $0.month), y: .value("Units", $0.units), width: 20, height: .fixed($0.size)) }
        }
        #expect(boxes == boxMarks)
    }

    @Test func aSectorPlotDrawsItsSectors() throws {
        let pie = list { SectorPlot(sales, angle: .value("Share", \.share), innerRadius: .ratio(0.5), angularInset: 1) }
        let pieMarks = list {
            ForEach(sales) { SectorMark(angle: .value("Share", $0.share), innerRadius: .ratio(0.5), angularInset: 1) }
        }
        #expect(pie == pieMarks)
        #expect(pie != list { SectorPlot(sales, angle: .value("Share", \.share)) }, "the inner radius makes a donut")
    }

    @Test func barPlotPixelsAreTheMarksPixels() throws {
        let chart = Chart {
            BarPlot(sales, x: .value("Month", \.month), y: .value("Units", \.units)).foregroundStyle(.orange)
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).chartYScale(domain: 0...10)
        let image = try renderChart(chart, size: CGSize(width: 300, height: 200), name: "BarPlot")
        // Feb's bar (7 of 10) fills the middle third up to 60 points from the top in iOS 26's
        // orange (255, 141, 40); above it the background.
        #expect(close(chartPixel(image, 150, 150), [255, 141, 40], 2), "\(chartPixel(image, 150, 150))")
        #expect(chartPixel(image, 150, 40) == [255, 255, 255], "\(chartPixel(image, 150, 40))")
    }
}
