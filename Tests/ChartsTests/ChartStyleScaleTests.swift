import Testing
import BackplateTestSupport
import Foundation
import Backplate
@testable import Charts
@_spi(Backend) import BackplateCore

private struct Sample: Identifiable {
    let x: Int
    let y: Double
    let series: String
    var id: String { "\(series)\(x)" }
}

private let samples: [Sample] = (0..<4).flatMap { (x: Int) -> [Sample] in
    let north = Double(10 + x * 5), south = Double(40 - x * 5)
    return [Sample(x: x, y: north, series: "North"), Sample(x: x, y: south, series: "South")]
}

/// The style channels' scales in Apple's forms (domain and range, mapping closures, ranges
/// alone), `lineStyle(by:)`, `symbolSize(by:)`, a custom legend and axis titles as views,
/// and what `ChartProxy` says of the scales.
@MainActor @Suite("Charts: style scales and legends", .tags(.layout, .pixels))
struct ChartStyleScaleTests {
    private func lines() -> some ChartContent {
        ForEach(samples) { s in
            LineMark(x: .value("X", s.x), y: .value("Y", s.y)).foregroundStyle(by: .value("Series", s.series))
        }
    }

    /// The most saturated colour drawn inside `rect` of `image`.
    private func ink(_ image: RenderedImage, _ rect: CGRect) -> [Int] {
        var best = [255, 255, 255], spread = -1
        for x in stride(from: rect.minX, through: rect.maxX, by: 0.5) {
            for y in stride(from: rect.minY, through: rect.maxY, by: 0.5) {
                let p = chartPixel(image, x, y)
                let s = (p.max() ?? 0) - (p.min() ?? 0)
                if s > spread { spread = s; best = p }
            }
        }
        return best
    }

    @Test("chartForegroundStyleScale(domain:range:) colours each value; the legend follows the domain's order")
    func domainAndRange() throws {
        let chart = Chart { lines() }.chartForegroundStyleScale(domain: ["South", "North"], range: [Color.pink, Color.mint])
        let d = drawChart(chart)
        let south = try #require(frame(d.texts, "South")), north = try #require(frame(d.texts, "North"))
        #expect(south.minX < north.minX, "\(south) \(north)")
        let image = try renderChart(chart, name: "chart-style-domain-range")
        // Each legend entry's symbol sits 4 points before its text: pink (255, 45, 85) and mint
        // (0, 200, 179), the iOS 26 palette (Backplate's default look).
        let pink = ink(image, CGRect(x: south.minX - 12, y: south.midY - 4, width: 8, height: 8))
        let mint = ink(image, CGRect(x: north.minX - 12, y: north.midY - 4, width: 8, height: 8))
        #expect(close(pink, [255, 45, 85], .pixel), "\(pink)")
        #expect(close(mint, [0, 200, 179], .pixel), "\(mint)")
    }

    @Test("A range written as an array of implicit members ([.pink, .mint]) is read as styles")
    func implicitMemberRange() throws {
        // Apple's overloads require `Range.VisualValue: ShapeStyle`, which is what lets `.pink` resolve.
        let chart = Chart { lines() }.chartForegroundStyleScale(domain: ["South", "North"], range: [.pink, .mint])
        let d = drawChart(chart)
        let south = try #require(frame(d.texts, "South")), north = try #require(frame(d.texts, "North"))
        let image = try renderChart(chart, name: "chart-style-implicit-range")
        let pink = ink(image, CGRect(x: south.minX - 12, y: south.midY - 4, width: 8, height: 8))
        let mint = ink(image, CGRect(x: north.minX - 12, y: north.midY - 4, width: 8, height: 8))
        #expect(close(pink, [255, 45, 85], .pixel), "\(pink)")
        #expect(close(mint, [0, 200, 179], .pixel), "\(mint)")
    }

    @Test("chartForegroundStyleScale(mapping:) and (range:) choose the styles")
    func mappingAndRange() throws {
        let mapped = Chart { lines() }.chartForegroundStyleScale { (series: String) in series == "North" ? Color.orange : Color.purple }
        let image = try renderChart(mapped, name: "chart-style-mapping")
        let north = try #require(frame(drawChart(mapped).texts, "North"))
        #expect(close(ink(image, CGRect(x: north.minX - 12, y: north.midY - 4, width: 8, height: 8)), [255, 141, 40], .pixel))
        let ranged = Chart { lines() }.chartForegroundStyleScale(range: [Color.brown, Color.gray])
        let rangedImage = try renderChart(ranged, name: "chart-style-range")
        let first = try #require(frame(drawChart(ranged).texts, "North"))
        #expect(close(ink(rangedImage, CGRect(x: first.minX - 12, y: first.midY - 4, width: 8, height: 8)), [172, 127, 94], .pixel))
    }

    @Test("lineStyle(by:) strokes each series with chartLineStyleScale's stroke")
    func lineStyles() throws {
        let dashed = StrokeStyle(lineWidth: 3, dash: [6, 4])
        let chart = Chart {
            ForEach(samples) { s in
                LineMark(x: .value("X", s.x), y: .value("Y", s.y)).lineStyle(by: .value("Series", s.series))
            }
        }.chartLineStyleScale(["North": StrokeStyle(lineWidth: 5), "South": dashed])
        let strokes = drawChart(chart).strokes.compactMap(\.stroke)
        #expect(strokes == [StrokeStyle(lineWidth: 5), dashed], "\(strokes)")
        // Without a scale: solid first, then dashed (estimated order).
        let automatic = drawChart(Chart {
            ForEach(samples) { s in LineMark(x: .value("X", s.x), y: .value("Y", s.y)).lineStyle(by: .value("Series", s.series)) }
        }).strokes.compactMap(\.stroke)
        #expect(automatic.count == 2 && automatic[0].dash.isEmpty && automatic[1].dash == [6, 4], "\(automatic)")
    }

    @Test("symbolSize(by:) sizes symbols from chartSymbolSizeScale, or spreads numbers over 16...256")
    func symbolSizes() throws {
        let mapped = drawChart(Chart {
            PointMark(x: .value("X", 1), y: .value("Y", 1)).symbolSize(by: .value("Kind", "Small"))
            PointMark(x: .value("X", 2), y: .value("Y", 2)).symbolSize(by: .value("Kind", "Large"))
        }.chartSymbolSizeScale(["Small": 25, "Large": 144]))
        #expect(zip(mapped.symbols.map(\.width), [5, 12]).allSatisfy { abs($0 - $1) < 0.01 } && mapped.symbols.count == 2,
                "\(mapped.symbols)")
        let spread = drawChart(Chart {
            ForEach([1.0, 2, 3], id: \.self) { v in PointMark(x: .value("X", v), y: .value("Y", v)).symbolSize(by: .value("Weight", v)) }
        })
        #expect(zip(spread.symbols.map(\.width), [4, sqrt(136), 16]).allSatisfy { abs($0 - $1) < 0.01 } && spread.symbols.count == 3,
                "\(spread.symbols)")
    }

    @Test("chartSymbolScale(domain:range:) and (mapping:) give each value its symbol")
    func symbolScale() throws {
        let marks = [PointMark(x: .value("X", 1), y: .value("Y", 1)).symbol(by: .value("Kind", "A")),
                     PointMark(x: .value("X", 2), y: .value("Y", 2)).symbol(by: .value("Kind", "B"))].flatMap { collectMarks($0) }
        #expect(ChartModel(marks: marks, config: ChartConfiguration()).symbols == [.circle, .square])
        var captured: ChartConfiguration?
        _ = drawChart(ConfigProbe { captured = $0 }.chartSymbolScale(domain: ["A", "B"], range: [.diamond, .plus]))
        #expect(ChartModel(marks: marks, config: try #require(captured)).symbols == [.diamond, .plus])
        _ = drawChart(ConfigProbe { captured = $0 }.chartSymbolScale { (kind: String) in kind == "A" ? BasicChartSymbolShape.cross : .asterisk })
        #expect(ChartModel(marks: marks, config: try #require(captured)).symbols == [.cross, .asterisk])
    }

    @Test("chartLegend(content:) draws its view where the legend goes; axis titles can be views")
    func customLegendAndTitles() throws {
        let chart = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Units", 5)) }
            .chartLegend(position: .top) { Text("Custom legend") }
            .chartXAxisLabel(position: .bottom) { Text("Weekday") }
            .chartYAxisLabel { Text("Units sold") }
        let d = drawChart(chart)
        let legend = try #require(frame(d.texts, "Custom legend"))
        let mon = try #require(frame(d.texts, "Mon"))
        let weekday = try #require(frame(d.texts, "Weekday"))
        #expect(try #require(frame(d.texts, "Units sold")).maxY < mon.minY)
        // The legend is above the plot (top), the x title under the x labels.
        let plotTop = try #require(d.fills.first).minY
        #expect(legend.maxY <= plotTop, "\(legend) \(plotTop)")
        #expect(weekday.minY >= mon.maxY, "\(weekday) \(mon)")
        let hidden = drawChart(chart.chartLegend(.hidden))
        #expect(frame(hidden.texts, "Custom legend") == nil)
    }

    @Test("ChartProxy reports the scales' domains, the legend's styles and symbols, and angles")
    func proxyDomains() throws {
        var seen: (x: [Int], y: [Double], series: [String], hasNorth: Bool, none: Bool, angle: Double)?
        var sameFrames = false
        let chart = Chart { lines() }
            .chartXScale(domain: 0...3)
            .chartYScale(domain: 0...50)
            .chartOverlay { proxy in
                let _ = {
                    seen = (proxy.xDomain(dataType: Int.self), proxy.yDomain(dataType: Double.self),
                            proxy.foregroundStyleDomain(dataType: String.self), proxy.foregroundStyle(for: "North") != nil,
                            proxy.foregroundStyle(for: "East") == nil,
                            proxy.angle(at: CGPoint(x: proxy.plotSize.width, y: proxy.plotSize.height / 2)).degrees)
                }()
                let _ = { sameFrames = proxy.plotContainerFrame != nil && proxy.plotContainerFrame == proxy.plotFrame }()
                Color.clear
            }
        _ = drawChart(chart)
        let s = try #require(seen)
        #expect(s.x == [0, 3] && s.y == [0, 50] && s.series == ["North", "South"] && s.hasNorth && s.none, "\(s)")
        #expect(abs(s.angle - 90) < 1e-9)
        // Never scrolled, the plot container is the plot.
        #expect(sameFrames)
    }
}

/// Reports the chart configuration the modifiers around it set.
private struct ConfigProbe: View {
    @Environment(\.chartConfiguration) private var config
    let report: (ChartConfiguration) -> Void
    var body: some View {
        let _ = report(config)
        Color.clear
    }
}
