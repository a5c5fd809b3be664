import Testing
import BackplateTestSupport
import Foundation
import Backplate
@testable import Charts
@_spi(Backend) import BackplateCore

/// `chartXScale`/`chartYScale` in Apple's generic form: any `ScaleDomain` (closed and
/// half-open ranges, category arrays, `.automatic(...)`), a `PositionScaleRange`
/// (`.plotDimension(padding:)`) and the scale types Backplate draws linear with a warning.
@MainActor @Suite("Charts: scale domains and ranges", .tags(.layout))
struct ChartScaleRangeTests {
    private func points() -> some ChartContent {
        ForEach([0.0, 5, 10], id: \.self) { PointMark(x: .value("X", $0), y: .value("Y", $0)) }
    }

    @Test(".plotDimension(padding:) keeps the domain's ends that many points inside the plot")
    func plotDimensionPadding() throws {
        let plain = drawChart(Chart { points() }.chartXScale(domain: 0...10))
        let padded = drawChart(Chart { points() }.chartXScale(domain: 0...10, range: .plotDimension(padding: 20)))
        let plot = try #require(padded.plotX), plainPlot = try #require(plain.plotX)
        #expect(plot == plainPlot)
        let xs = padded.symbols.map(\.midX).sorted(), plainXs = plain.symbols.map(\.midX).sorted()
        #expect(xs.count == 3 && plainXs.count == 3)
        // Without padding 0 and 10 sit on the plot's edges; with it 20 points in, 5 in the middle.
        #expect(abs(plainXs[0] - plot.lowerBound) < 0.01 && abs(plainXs[2] - plot.upperBound) < 0.01, "\(plainXs) \(plot)")
        #expect(abs(xs[0] - (plot.lowerBound + 20)) < 0.01 && abs(xs[2] - (plot.upperBound - 20)) < 0.01, "\(xs) \(plot)")
        #expect(abs(xs[1] - (plot.lowerBound + plot.upperBound) / 2) < 0.01)
    }

    @Test(".plotDimension(startPadding:endPadding:) on y pads the bottom by the start, the top by the end")
    func yPadding() throws {
        let plain = drawChart(Chart { points() }.chartYScale(domain: 0...10))
        let padded = drawChart(Chart { points() }.chartYScale(range: .plotDimension(startPadding: 10, endPadding: 30)))
        let ys = padded.symbols.map(\.midY).sorted(), plainYs = plain.symbols.map(\.midY).sorted()
        // y 10 (the top) moves down 30 points, y 0 (the bottom) up 10.
        #expect(abs(ys[0] - plainYs[0] - 30) < 0.01, "\(ys) \(plainYs)")
        #expect(abs(plainYs[2] - ys[2] - 10) < 0.01, "\(ys) \(plainYs)")
    }

    @Test("A half-open range and a category array set the domain; .automatic(includesZero: false) drops zero")
    func domains() throws {
        let range = drawChart(Chart { points() }.chartXScale(domain: 0..<20)).texts.map(\.0)
        #expect(range.contains("20") && range.contains("15"), "\(range)")
        let bars = Chart {
            BarMark(x: .value("Team", "B"), y: .value("Wins", 3))
            BarMark(x: .value("Team", "A"), y: .value("Wins", 5))
        }
        let ordered = drawChart(bars.chartXScale(domain: ["A", "B"]))
        let a = try #require(frame(ordered.texts, "A")), b = try #require(frame(ordered.texts, "B"))
        #expect(a.midX < b.midX)
        let tight = drawChart(Chart {
            LineMark(x: .value("X", 1), y: .value("Y", 62))
            LineMark(x: .value("X", 2), y: .value("Y", 78))
        }.chartYScale(domain: .automatic(includesZero: false)).chartXAxis(.hidden)).texts.map(\.0)
        #expect(tight.contains("60") && tight.contains("80") && !tight.contains("0"), "\(tight)")
    }

    @Test("Non-linear scale types are drawn linear and say so")
    func scaleTypes() {
        let (_, warnings) = RuntimeWarning.collecting {
            _ = drawChart(Chart { points() }.chartYScale(domain: 1...1000, type: .log).chartXScale(type: .squareRoot))
        }
        #expect(warnings.contains { $0.contains("chartYScale(type: .log)") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("chartXScale(type: .squareRoot)") }, "\(warnings)")
        let (_, linear) = RuntimeWarning.collecting { _ = drawChart(Chart { points() }.chartYScale(domain: 0...10, type: .linear)) }
        #expect(!linear.contains { $0.contains("Scale(type:") })
        #expect(ScaleType.power(exponent: 2).description == "power" && ScaleType.power(exponent: 1).description == "linear")
    }
}
