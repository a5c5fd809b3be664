import Testing
import BackplateTestSupport
import Foundation
import Backplate
@testable import Charts

private struct Task: Identifiable {
    let name: String
    let start: Int
    let end: Int
    var id: String { name }
}

private enum Flavour: String, Plottable, CaseIterable {
    case vanilla, mango
}

/// Texts and filled mark outlines of a chart rendered 300 × 200.
@MainActor private func drawn<V: View>(_ view: V) -> (texts: [String], marks: [CGRect]) {
    let renderer = ImageRenderer(content: view.frame(width: 300, height: 200))
    let list = renderer.displayList()
    var marks: [CGRect] = []
    for leaf in list.flattenedLeaves {
        switch leaf {
        case .shape(let s) where s.source.contains("ChartMarkShape") && s.stroke == nil: marks.append(s.path.boundingRect)
        default: break
        }
    }
    return (list.drawnTexts.map(\.0), marks)
}

/// The ways app code commonly spells charts compile and draw what they say.
@Suite("Charts: common spellings")
@MainActor struct ChartSpellingTests {
    @Test("A Gantt chart of BarMark(xStart:xEnd:y:) spans each task's range")
    func gantt() throws {
        let tasks = [Task(name: "Design", start: 0, end: 4), Task(name: "Build", start: 2, end: 8)]
        let chart = Chart(tasks, id: \.name) { task in
            BarMark(xStart: .value("Start", task.start), xEnd: .value("End", task.end), y: .value("Task", task.name))
        }
        .chartYAxis(.hidden).chartXAxis(.hidden)
        let marks = drawn(chart).marks.sorted { $0.minY < $1.minY }
        #expect(marks.count == 2)
        // x domain 0...8 over 300 points; two bands of 100 points, bars 60% of a band.
        #expect(abs(marks[0].minX - 0) < 0.01 && abs(marks[0].maxX - 150) < 0.01)
        #expect(abs(marks[1].minX - 75) < 0.01 && abs(marks[1].maxX - 300) < 0.01)
        #expect(abs(marks[0].height - 60) < 0.01)
    }

    @Test("position(by:) puts bars side by side; a RawRepresentable enum plots its raw value")
    func grouped() {
        let chart = Chart {
            ForEach(Flavour.allCases, id: \.self) { flavour in
                BarMark(x: .value("Month", "Jan"), y: .value("Sold", 10))
                    .foregroundStyle(by: .value("Flavour", flavour))
                    .position(by: .value("Flavour", flavour))
            }
        }
        .chartYAxis(.hidden)
        let (texts, marks) = drawn(chart)
        #expect(texts == ["Jan", "vanilla", "mango"])
        let sorted = marks.sorted { $0.minX < $1.minX }
        #expect(sorted.count == 2)
        #expect(abs(sorted[0].maxX - sorted[1].minX) < 0.01)
        #expect(abs(sorted[0].height - sorted[1].height) < 0.01)
    }

    @Test("Content builders take if/else, and custom ChartContent types compose")
    func builders() {
        struct Threshold: ChartContent {
            var value: Double
            var body: some ChartContent {
                RuleMark(y: .value("Limit", value)).foregroundStyle(.red)
                if value > 10 {
                    PointMark(x: .value("x", 1), y: .value("y", value))
                } else {
                    PointMark(x: .value("x", 2), y: .value("y", value))
                }
            }
        }
        let marks = collectMarks(Threshold(value: 12))
        #expect(marks.map(\.kind) == [.rule, .point])
        #expect(marks[1].x == [.number(1)])
    }

    @Test("Date bars binned by day, a leading y axis, date stride labels and a plot style compile and draw")
    func datesAndStyles() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = calendar.date(from: DateComponents(year: 2026, month: 3, day: 2))!
        let days = (0..<3).map { calendar.date(byAdding: .day, value: $0, to: start)! }
        let chart = Chart {
            ForEach(Array(days.enumerated()), id: \.offset) { item in
                BarMark(x: .value("Day", item.element, unit: .day, calendar: calendar), y: .value("Cups", item.offset + 1))
            }
            AreaMark(x: .value("Day", days[0]), y: .value("Cups", 1))
                .foregroundStyle(.linearGradient(colors: [.blue, .clear], startPoint: .top, endPoint: .bottom))
            LineMark(x: .value("Day", days[0]), y: .value("Cups", 1)).interpolationMethod(.stepStart).lineStyle(StrokeStyle(lineWidth: 3))
            PointMark(x: .value("Day", days[1]), y: .value("Cups", 2)).symbol(.triangle).symbolSize(64)
        }
        .chartYAxis { AxisMarks(position: .leading) }
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { _ in
                AxisGridLine()
                AxisValueLabel(format: .dateTime.day())
            }
        }
        .chartForegroundStyleScale(["A": Color.red])
        .chartPlotStyle { plot in plot.background(Color.gray.opacity(0.1)) }
        .chartLegend(.hidden)
        let (texts, marks) = drawn(chart)
        #expect(texts.contains("3"))
        // Three day bars, each 80% of a day wide (estimated), the third three times the first.
        let tall: [CGRect] = marks.filter { (r: CGRect) -> Bool in r.width > 5 && r.height > 5 }
        let bars: [CGRect] = tall.sorted { (a: CGRect, b: CGRect) -> Bool in a.minX < b.minX }
        try #require(bars.count == 3)
        let first: CGRect = bars[0], second: CGRect = bars[1], third: CGRect = bars[2]
        #expect(abs(third.height - 3 * first.height) < 0.5)
        // The gap between days is a quarter of a bar (bars take 80% of a day).
        let gap: CGFloat = second.minX - first.maxX
        #expect(abs(gap - first.width / 4) < 0.5)
    }
}

@Suite("Charts: horizontal bars")
@MainActor struct HorizontalBarTests {
    @Test("BarMark(x: number, y: category) draws bars from zero rightwards, one band per category, no gridlines across them")
    func horizontal() throws {
        let chart = Chart {
            BarMark(x: .value("Count", 40), y: .value("Fruit", "Apples"))
            BarMark(x: .value("Count", 20), y: .value("Fruit", "Pears"))
        }
        .chartYAxis(.hidden).chartXAxis(.hidden)
        let renderer = ImageRenderer(content: chart.frame(width: 300, height: 200))
        var bars: [CGRect] = [], lines = 0
        for leaf in renderer.displayList().flattenedLeaves {
            guard case .shape(let s) = leaf else { continue }
            if s.source.contains("ChartMarkShape") { bars.append(s.path.boundingRect) }
            if s.source.contains("AxisLineShape") { lines += 1 }
        }
        #expect(lines == 0)
        let sorted = bars.sorted { $0.minY < $1.minY }
        try #require(sorted.count == 2)
        // x domain 0...40: Apples fills the width, Pears half; bands of 100 points, bars 60 high.
        #expect(abs(sorted[0].minX) < 0.01 && abs(sorted[0].maxX - 300) < 0.01)
        #expect(abs(sorted[1].maxX - 150) < 0.01)
        #expect(abs(sorted[0].midY - 50) < 0.01 && abs(sorted[0].height - 60) < 0.01)
    }

    @Test("A categorical y axis labels each category and draws no gridlines")
    func categoricalYAxis() {
        let chart = Chart {
            BarMark(x: .value("Count", 40), y: .value("Fruit", "Apples"))
            BarMark(x: .value("Count", 20), y: .value("Fruit", "Pears"))
        }
        .chartXAxis(.hidden)
        let renderer = ImageRenderer(content: chart.frame(width: 300, height: 200))
        var texts: [String] = [], lines = 0
        for leaf in renderer.displayList().flattenedLeaves {
            if case .text(let t) = leaf { texts.append(t.runs.isEmpty ? t.string : t.runs.map(\.string).joined()) }
            if case .shape(let s) = leaf, s.source.contains("AxisLineShape") { lines += 1 }
        }
        #expect(texts == ["Apples", "Pears"])
        #expect(lines == 0)
        // With the numeric x axis shown, its gridlines and ticks are drawn (0 to 40 by 10).
        let withX = Chart {
            BarMark(x: .value("Count", 40), y: .value("Fruit", "Apples"))
        }
        var xLines = 0
        for leaf in ImageRenderer(content: withX.frame(width: 300, height: 200)).displayList().flattenedLeaves {
            if case .shape(let s) = leaf, s.source.contains("AxisLineShape") { xLines += 1 }
        }
        #expect(xLines == 10)
    }
}

@Suite("Charts: custom symbols")
@MainActor struct CustomSymbolTests {
    @Test("symbol { view } draws the view centred on each point instead of the default circle")
    func symbolView() throws {
        let chart = Chart {
            ForEach(0..<3) { i in
                LineMark(x: .value("x", i), y: .value("y", i))
                    .symbol { Text("•").font(.caption) }
            }
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        .chartXScale(domain: 0...2).chartYScale(domain: 0...2)
        let renderer = ImageRenderer(content: chart.frame(width: 200, height: 200))
        var dots: [CGRect] = [], symbolShapes = 0
        for leaf in renderer.displayList().flattenedLeaves {
            if case .text(let t) = leaf { dots.append(t.frame) }
            if case .shape(let s) = leaf, s.source.contains("ChartSymbolsShape") { symbolShapes += 1 }
        }
        #expect(symbolShapes == 0)
        try #require(dots.count == 3, "\(dots)")
        // Points at (0, 200), (100, 100), (200, 0): each dot's frame is centred there (to the
        // half point: a 7-point-wide text is snapped to whole points at scale 1).
        #expect(abs(dots[1].midX - 100) <= 0.5 && abs(dots[1].midY - 100) <= 0.5)
        #expect(abs(dots[0].midX - 0) <= 0.5 && abs(dots[0].midY - 200) <= 0.5)
        #expect(abs(dots[2].midX - 200) <= 0.5 && abs(dots[2].midY - 0) <= 0.5)
    }
}

@Suite("Charts: axis titles")
@MainActor struct AxisTitleTests {
    @Test("chartXAxisLabel sits centred under the x labels; chartYAxisLabel above the plot at the trailing edge")
    func titles() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Cups", 4))
            BarMark(x: .value("Day", "Tue"), y: .value("Cups", 8))
        }
        .chartXAxisLabel("Day")
        .chartYAxisLabel("Cups")
        let renderer = ImageRenderer(content: chart.frame(width: 300, height: 200))
        var texts: [(String, CGRect)] = [], bars: [CGRect] = []
        for leaf in renderer.displayList().flattenedLeaves {
            if case .text(let t) = leaf { texts.append((t.runs.isEmpty ? t.string : t.runs.map(\.string).joined(), t.frame)) }
            if case .shape(let s) = leaf, s.source.contains("ChartMarkShape") { bars.append(s.path.boundingRect) }
        }
        let day = try #require(texts.first { $0.0 == "Day" }?.1), cups = try #require(texts.first { $0.0 == "Cups" }?.1)
        let mon = try #require(texts.first { $0.0 == "Mon" }?.1), eight = try #require(texts.first { $0.0 == "8" }?.1)
        #expect(abs(day.minY - (mon.maxY + 4)) <= 0.5)
        #expect(abs(day.maxY - 200) <= 0.5)
        let plotTop = bars.map(\.minY).min()!
        #expect(abs(cups.maxX - 300) <= 0.5)
        #expect(abs(cups.maxY - (plotTop - 4 - eight.height / 2)) <= 0.5)
        #expect(abs(cups.minY) <= 0.5)
        // The plot is centred under the x title.
        let plotWidth = 300 - eight.width - 4
        #expect(abs(day.midX - plotWidth / 2) <= 0.5)
    }
}
