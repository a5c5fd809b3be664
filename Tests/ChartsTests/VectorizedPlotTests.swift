import Testing
import BackplateTestSupport
import Foundation
import Backplate
@testable import Charts
@_spi(Backend) import BackplateCore

private struct Price: Identifiable {
    var id: Int
    var day: Double
    var value: Double
    var asset: String
}

/// iOS 18's vectorized plots (`LinePlot`, `AreaPlot`) of collections and functions, drawn as
/// the line and area marks they stand for, on a 200 × 200 chart with hidden axes (the plot
/// fills the frame), so data values map straight to points.
@MainActor @Suite("Charts: vectorized plots", .tags(.layout))
struct VectorizedPlotTests {
    private func bare<C: ChartContent>(@ChartContentBuilder _ content: () -> C) -> some View {
        Chart(content: content)
            .chartXAxis(.hidden).chartYAxis(.hidden)
            .chartXScale(domain: 0...10).chartYScale(domain: 0...10)
            .chartLegend(.hidden)
    }

    @Test("a function LinePlot draws y = x corner to corner, an AreaPlot fills under its function")
    func functionPlots() throws {
        let size = CGSize(width: 200, height: 200)
        let line = try renderChart(bare { LinePlot(x: "x", y: "y", domain: 0...10) { $0 } }, size: size, name: "LinePlotFunction")
        // y = x from (0, 200) to (200, 0): on the diagonal iOS 26's blue (0, 136, 255), off it white.
        #expect(close(chartPixel(line, 100, 100), [0, 136, 255], 40), "\(chartPixel(line, 100, 100))")
        #expect(close(chartPixel(line, 50, 150), [0, 136, 255], 40), "\(chartPixel(line, 50, 150))")
        #expect(chartPixel(line, 150, 150) == [255, 255, 255])
        // The area under y = 5 (a flat function): filled below y = 100 in iOS 26's orange, not above.
        let area = try renderChart(bare { AreaPlot(x: "x", y: "y", domain: 0...10) { _ in 5 }.foregroundStyle(.orange) }, size: size, name: "AreaPlotFunction")
        #expect(close(chartPixel(area, 100, 150), [255, 141, 40], 2), "\(chartPixel(area, 100, 150))")
        #expect(chartPixel(area, 100, 50) == [255, 255, 255])
    }

    @Test("a function without a domain spans the chart's x scale; NaN breaks the line")
    func functionDomainAndGaps() {
        let drawing = drawChart(bare {
            LinePlot(x: "x", y: "y") { x in x < 4 || x > 6 ? 2 : .nan }
        }, size: CGSize(width: 200, height: 200))
        // Two runs, each a separate line: 0…4 (x 0…80) and 6…10 (x 120…200), at y = 160.
        let runs = drawing.strokes.map(\.path.boundingRect).sorted { $0.minX < $1.minX }
        #expect(runs.count == 2, "\(runs)")
        if runs.count == 2 {
            #expect(abs(runs[0].minX) < 0.5 && abs(runs[0].maxX - 80) < 1, "\(runs[0])")
            #expect(abs(runs[1].minX - 120) < 1 && abs(runs[1].maxX - 200) < 0.5, "\(runs[1])")
            #expect(abs(runs[0].midY - 160) < 0.5, "\(runs[0])")
        }
    }

    @Test("a LinePlot of a collection with key paths draws one line per series, coloured by foregroundStyle(by:)")
    func collectionPlot() throws {
        let prices: [Price] = [
            Price(id: 1, day: 0, value: 2, asset: "A"), Price(id: 2, day: 10, value: 2, asset: "A"),
            Price(id: 3, day: 0, value: 8, asset: "B"), Price(id: 4, day: 10, value: 8, asset: "B"),
        ]
        let chart = bare {
            LinePlot(prices, x: .value("Day", \.day), y: .value("Price", \.value), series: .value("Asset", \.asset))
                .foregroundStyle(by: .value("Asset", \.asset))
        }
        let drawing = drawChart(chart, size: CGSize(width: 200, height: 200))
        let lines = drawing.strokes.map(\.path.boundingRect).sorted { $0.minY < $1.minY }
        #expect(lines.count == 2, "\(lines)")
        let image = try renderChart(chart, size: CGSize(width: 200, height: 200), name: "LinePlotSeries")
        // B at y = 8 (40 points down) takes the palette's second colour, green (52, 199, 89);
        // A at y = 2 (160 down) the first, iOS 26's blue (0, 136, 255).
        #expect(close(chartPixel(image, 100, 40), [52, 199, 89], 40), "\(chartPixel(image, 100, 40))")
        #expect(close(chartPixel(image, 100, 160), [0, 136, 255], 40), "\(chartPixel(image, 100, 160))")
    }
}
