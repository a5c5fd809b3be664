import Testing
import BackplateSnapshotTesting
import BackplateTestSupport
import Foundation
import Backplate
@testable import Charts
@_spi(Backend) import BackplateCore

private struct Sale: Identifiable {
    let day: String
    let units: Double
    var id: String { day }
}

private let sales = [Sale(day: "Mon", units: 10), Sale(day: "Tue", units: 20), Sale(day: "Wed", units: 30), Sale(day: "Thu", units: 40)]

/// Texts and mark outlines of a chart rendered at `size`, in points.
@MainActor private func inspect<V: View>(_ view: V, size: CGSize = CGSize(width: 300, height: 200))
    -> (texts: [(String, CGRect)], marks: [CGRect], lines: [CGRect]) {
    let renderer = ImageRenderer(content: view.frame(width: size.width, height: size.height))
    let list = renderer.displayList()
    var marks: [CGRect] = [], lines: [CGRect] = []
    for leaf in list.flattenedLeaves {
        switch leaf {
        case .shape(let s) where s.source.contains("ChartMarkShape"):
            if s.stroke == nil { marks.append(s.path.boundingRect) } else { lines.append(s.path.boundingRect) }
        default: break
        }
    }
    return (list.drawnTexts, marks, lines)
}

@MainActor private func render<V: View>(_ view: V, _ scheme: ColorScheme = .light, size: CGSize = CGSize(width: 300, height: 200)) throws -> RenderedImage {
    try renderChart(view, scheme, size: size, name: "chart-\(Int(size.width))")
}

private func rgb(_ image: RenderedImage, _ x: Double, _ y: Double) -> [Int] {
    let p = image.pixel(x: Int(x * 2), y: Int(y * 2))
    return [Int(p.red), Int(p.green), Int(p.blue)]
}

@Suite("Charts: scales", .tags(.pixels))
struct ChartScaleTests {
    @Test("About five nice ticks from zero: 0, 25, 50, 75, 100 for data up to 90")
    func niceTicks() {
        #expect(ChartScale.numeric([12, 90], includesZero: true).ticks == [0, 25, 50, 75, 100].map { PlotValue.number($0) })
        #expect(ChartScale.numeric([1200, 8600], includesZero: true).ticks == [0, 2500, 5000, 7500, 10000].map { PlotValue.number($0) })
        #expect(ChartScale.numeric([0, 40], includesZero: true).ticks == [0, 10, 20, 30, 40].map { PlotValue.number($0) })
        // 2.5 steps only where they are whole numbers: data up to 10 gets steps of 2.
        #expect(ChartScale.numeric([3, 10], includesZero: true).ticks == [0, 2, 4, 6, 8, 10].map { PlotValue.number($0) })
        // Without zero the domain widens to the nice bounds around the data.
        let tight = ChartScale.numeric([62, 78], includesZero: false)
        #expect(tight.ticks == [60, 65, 70, 75, 80].map { PlotValue.number($0) })
        // A fixed domain keeps its bounds and takes the step giving closest to five ticks.
        #expect(ChartScale.numeric(fixed: 0, 25).ticks == [0, 5, 10, 15, 20, 25].map { PlotValue.number($0) })
    }

    @Test("Categories keep first-appearance order and get equal bands")
    func bands() {
        let scale = ChartScale.categorical(["b", "a", "b", "c"].map { PlotValue.category($0) })
        #expect(scale.ticks == ["b", "a", "c"].map { PlotValue.category($0) })
        #expect(scale.position(.category("a"), length: 300) == 150)
        #expect(scale.bandWidth(length: 300) == 100)
    }

    @Test("Numbers are labelled with grouping separators")
    func labels() {
        #expect(ChartNumberFormat.string(10_000) == "10,000")
        #expect(ChartNumberFormat.string(2.5) == "2.5")
    }

    @Test("Stacked bars start where the previous bar at the same category ends")
    func stacking() {
        let marks = collectMarks(TupleChartContent([
            collectMarks(BarMark(x: .value("Day", "Mon"), y: .value("Units", 3)).foregroundStyle(by: .value("Shop", "A")))[0],
            collectMarks(BarMark(x: .value("Day", "Mon"), y: .value("Units", 5)).foregroundStyle(by: .value("Shop", "B")))[0],
        ]))
        let model = ChartModel(marks: marks, config: ChartConfiguration())
        #expect(model.marks[0].y == [.number(0), .number(3)])
        #expect(model.marks[1].y == [.number(3), .number(8)])
        #expect(model.yScale?.ticks == [0, 2, 4, 6, 8].map { PlotValue.number($0) })
    }
}

@Suite("Charts: layout and drawing", .backplateLook(.iOS18), .tags(.pixels))
@MainActor struct ChartDrawingTests {
    @Test("A categorical bar chart: y labels trailing, bars 0.6 of their band, heights to scale")
    func barFrames() throws {
        let chart = Chart(sales) { BarMark(x: .value("Day", $0.day), y: .value("Units", $0.units)) }
        let (texts, marks, _) = inspect(chart)
        let labels = texts.map(\.0)
        #expect(labels == ["0", "10", "20", "30", "40", "Mon", "Tue", "Wed", "Thu"])
        let zero = try #require(texts.first { $0.0 == "0" }?.1), forty = try #require(texts.first { $0.0 == "40" }?.1)
        let mon = try #require(texts.first { $0.0 == "Mon" }?.1)
        // The plot ends 4 points before the widest y label, which sits on the trailing edge.
        let plotWidth = 300 - forty.width - 4
        #expect(abs(forty.maxX - 300) < 0.5)
        #expect(marks.count == 4)
        let band = plotWidth / 4
        for (i, bar) in marks.sorted(by: { $0.minX < $1.minX }).enumerated() {
            #expect(abs(bar.width - band * 0.6) < 0.01)
            #expect(abs(bar.midX - (CGFloat(i) + 0.5) * band) < 0.01)
            // The bars stand on the zero gridline, whose label is centred on it.
            #expect(abs(bar.maxY - zero.midY) < 0.5)
        }
        let heights = marks.sorted(by: { $0.minX < $1.minX }).map(\.height)
        #expect(abs(heights[3] - 4 * heights[0]) < 0.01)
        // The tallest bar reaches the top gridline (the "40" label's centre).
        #expect(abs(marks.map(\.minY).min()! - forty.midY) < 0.5)
        // Category labels sit under their bars, 4 points below the plot.
        #expect(abs(mon.midX - band / 2) < 0.5)
        #expect(abs(mon.minY - (zero.midY + 4)) < 0.5)
    }

    @Test("Bars are the accent blue, light and dark; the background shows between them")
    func barColours() throws {
        let chart = Chart(sales) { BarMark(x: .value("Day", $0.day), y: .value("Units", $0.units)) }
        let (_, marks, _) = inspect(chart)
        let thu = try #require(marks.max { $0.height < $1.height })
        let light = try render(chart), dark = try render(chart, .dark)
        #expect(close(rgb(light, thu.midX, thu.midY), [0, 122, 255], .composited))
        #expect(close(rgb(dark, thu.midX, thu.midY), [10, 132, 255], .composited))
        #expect(close(rgb(light, thu.minX - 3, thu.midY + 20), [255, 255, 255], .composited))
    }

    @Test("foregroundStyle(by:) colours series blue, green, orange and lists them in a legend below")
    func legend() throws {
        let chart = Chart {
            ForEach(["Cups", "Plates", "Bowls"], id: \.self) { kind in
                BarMark(x: .value("Kind", kind), y: .value("Sold", 10))
                    .foregroundStyle(by: .value("Kind", kind))
            }
        }
        let (texts, marks, _) = inspect(chart)
        let legend = texts.filter { $0.1.minY > 170 }
        #expect(legend.map(\.0) == ["Cups", "Plates", "Bowls"])
        let image = try render(chart)
        let sorted = marks.sorted { $0.minX < $1.minX }
        #expect(close(rgb(image, sorted[0].midX, sorted[0].midY), [0, 122, 255], .composited))
        #expect(close(rgb(image, sorted[1].midX, sorted[1].midY), [52, 199, 89], .composited))
        #expect(close(rgb(image, sorted[2].midX, sorted[2].midY), [255, 149, 0], .composited))
        // Each legend entry starts with a circle in its colour, 4 points before its label.
        let plates = try #require(legend.first { $0.0 == "Plates" }?.1)
        #expect(close(rgb(image, plates.minX - 8, plates.midY), [52, 199, 89], 20))
    }

    @Test("chartLegend(position: .top, alignment: .center) puts the legend centred above the plot")
    func legendOnTop() throws {
        let chart = Chart {
            ForEach(["Cups", "Plates"], id: \.self) { kind in
                BarMark(x: .value("Kind", kind), y: .value("Sold", 10)).foregroundStyle(by: .value("Kind", kind))
            }
        }
        .chartLegend(position: .top, alignment: .center)
        .chartYAxis(.hidden)
        let (texts, marks, _) = inspect(chart)
        let cups = try #require(texts.last { $0.0 == "Cups" }?.1), plates = try #require(texts.last { $0.0 == "Plates" }?.1)
        #expect(abs(cups.minY) < 0.5)
        // The row: an 8-point circle, 4 points, the label; 12 points between entries.
        let rowStart = cups.minX - 12, rowEnd = plates.maxX
        #expect(abs((rowStart + rowEnd) / 2 - 150) <= 0.5)  // snapped to whole points at scale 1
        // The plot starts 8 points under the legend.
        #expect(abs(marks.map(\.minY).min()! - (cups.maxY + 8)) < 0.5)
    }

    @Test("chartYScale(domain:) and AxisMarks(values:) set the ticks; chartXAxis(.hidden) drops x labels")
    func axisModifiers() {
        let chart = Chart(sales) { BarMark(x: .value("Day", $0.day), y: .value("Units", $0.units)) }
            .chartYScale(domain: 0...200)
            .chartXAxis(.hidden)
        #expect(inspect(chart).texts.map(\.0) == ["0", "50", "100", "150", "200"])
        let custom = Chart(sales) { BarMark(x: .value("Day", $0.day), y: .value("Units", $0.units)) }
            .chartYAxis { AxisMarks(values: [0, 20, 40]) }
        #expect(inspect(custom).texts.map(\.0) == ["0", "20", "40", "Mon", "Tue", "Wed", "Thu"])
        let hidden = Chart(sales) { BarMark(x: .value("Day", $0.day), y: .value("Units", $0.units)) }
            .chartYAxis(.hidden).chartXAxis(.hidden)
        let (texts, marks, _) = inspect(hidden)
        #expect(texts.isEmpty)
        // With no labels the plot fills the chart: four bands of 75 points.
        #expect(abs(marks.map(\.minX).min()! - 75 * 0.2) < 0.01)
        #expect(abs(marks.map(\.maxY).max()! - 200) < 0.01)
    }

    @Test("A RuleMark(y:) spans the plot at its value, with its annotation above its leading end")
    func ruleAndAnnotation() throws {
        let chart = Chart {
            ForEach(sales) { BarMark(x: .value("Day", $0.day), y: .value("Units", $0.units)) }
            RuleMark(y: .value("Average", 25))
                .foregroundStyle(.red)
                .annotation(position: .top, alignment: .leading) { Text("avg").font(.caption) }
        }
        let (texts, _, lines) = inspect(chart)
        let rule = try #require(lines.first)
        let zero = try #require(texts.first { $0.0 == "0" }?.1), forty = try #require(texts.first { $0.0 == "40" }?.1)
        #expect(abs(rule.minY - (zero.midY + (forty.midY - zero.midY) * 25 / 40)) < 0.5)
        #expect(abs(rule.minX) < 0.01)
        let avg = try #require(texts.first { $0.0 == "avg" }?.1)
        #expect(abs(avg.minX) < 0.5)
        #expect(abs(avg.maxY - (rule.minY - 4)) < 0.5)
    }

    @Test("A donut: sectors clockwise from 12 o'clock, hollow inside innerRadius, no axes")
    func donut() throws {
        let chart = Chart {
            SectorMark(angle: .value("Share", 1), innerRadius: .ratio(0.5)).foregroundStyle(by: .value("Name", "A"))
            SectorMark(angle: .value("Share", 1), innerRadius: .ratio(0.5)).foregroundStyle(by: .value("Name", "B"))
        }
        .chartLegend(.hidden)
        let (texts, marks, _) = inspect(chart, size: CGSize(width: 200, height: 200))
        #expect(texts.isEmpty)
        #expect(marks.count == 2)
        let image = try render(chart, size: CGSize(width: 200, height: 200))
        #expect(close(rgb(image, 175, 100), [0, 122, 255], .composited))   // right half: first sector
        #expect(close(rgb(image, 25, 100), [52, 199, 89], .composited))    // left half: second
        #expect(close(rgb(image, 100, 100), [255, 255, 255], .composited)) // the hole
    }

    @Test("Lines join their points in order; a numeric x axis gets gridlines and labels")
    func lines() throws {
        let chart = Chart {
            ForEach(0..<5) { i in
                LineMark(x: .value("Hour", i * 10), y: .value("Temp", Double(i) * 5))
            }
        }
        let (texts, _, lines) = inspect(chart)
        #expect(texts.map(\.0) == ["0", "5", "10", "15", "20", "0", "10", "20", "30", "40"])
        let path = try #require(lines.first)
        #expect(abs(path.minX) < 0.01)
        let twenty = try #require(texts.first { $0.0 == "20" }?.1)
        #expect(abs(path.minY - twenty.midY) < 0.5)
    }
}
