import Testing
import BackplateTestSupport
import Foundation
import Backplate
@testable import Charts
@_spi(Backend) import BackplateCore

private struct Reading: Identifiable {
    let minute: Double
    let level: Double
    var id: Double { minute }
}

private let readings = [Reading(minute: 0, level: 12), Reading(minute: 10, level: 48), Reading(minute: 20, level: 30),
                        Reading(minute: 30, level: 80)]

/// Swift Charts' axis API in Apple's shapes: `AxisMarks` with explicit value arrays and
/// content closures that take no value, `AxisTick.Length`, the `AxisMark` modifiers, the
/// label options and `if`/`else` in axis builders.
@MainActor @Suite("Charts: axis options", .tags(.layout, .pixels))
struct ChartAxisOptionsTests {
    private func lineChart() -> some View {
        Chart(readings) { LineMark(x: .value("Minute", $0.minute), y: .value("Level", $0.level)) }
            .chartYScale(domain: 0...100)
            .chartXScale(domain: 0...30)
    }

    @Test("AxisMarks(values: [..]) marks exactly the listed values, trailing labels centred on them")
    func explicitValues() throws {
        let drawing = drawChart(lineChart().chartYAxis { AxisMarks(values: [0, 50, 100]) })
        let labels = drawing.texts.map(\.0)
        for label in ["0", "50", "100"] { #expect(labels.contains(label), "\(labels)") }
        #expect(!labels.contains("25") && !labels.contains("75"), "\(labels)")
        // Three horizontal gridlines, evenly spaced (0, 50 and 100 on a fixed 0...100 domain).
        let ys = drawing.axisLines.map(\.path.boundingRect).filter { $0.height < 0.01 && $0.width > 100 }.map(\.midY).sorted()
        #expect(ys.count == 3, "\(ys)")
        if ys.count == 3 { #expect(abs((ys[1] - ys[0]) - (ys[2] - ys[1])) < 0.01, "\(ys)") }
        let fifty = try #require(frame(drawing.texts, "50"))
        #expect(abs(fifty.midY - ys[1]) <= 0.5, "\(fifty) \(ys)")
    }

    @Test("Formatted axis labels follow the environment's locale, en_US unless set, as Text(_:format:)")
    func formattedLabelsUseTheEnvironmentLocale() {
        // Noon UTC on 1, 2 and 3 December 2025.
        let days = (0..<3).map { Date(timeIntervalSince1970: 1_764_590_400 + Double($0) * 86_400) }
        func labels(_ locale: Locale?) -> [String] {
            let chart = Chart(days, id: \.self) { LineMark(x: .value("Day", $0), y: .value("Steps", 10)) }
                .chartXAxis { AxisMarks(values: days) { AxisValueLabel(format: .dateTime.month(.abbreviated).day()) } }
                .environment(\.timeZone, TimeZone(identifier: "UTC")!)
            let drawing = locale.map { drawChart(chart.environment(\.locale, $0)) } ?? drawChart(chart)
            return drawing.texts.map(\.0)
        }
        #expect(labels(nil).contains("Dec 1") && labels(nil).contains("Dec 3"), "\(labels(nil))")
        let german = labels(Locale(identifier: "de_DE"))
        #expect(german.contains { $0.hasPrefix("1.") && $0.contains("Dez") }, "\(german)")
    }

    @Test("A content closure without a value draws the same marks at each value")
    func valuelessContent() {
        let drawing = drawChart(lineChart().chartYAxis {
            AxisMarks(values: .stride(by: Float(25))) {
                AxisGridLine()
                AxisTick()
            }
        })
        // 0, 25, 50, 75, 100: five gridlines and five 4-point ticks, and no labels.
        let rects = drawing.axisLines.map(\.path.boundingRect)
        #expect(rects.filter { $0.width > 100 }.count == 5)
        #expect(rects.filter { abs($0.width - 4) < 0.01 }.count == 5, "\(rects)")
        #expect(!drawing.texts.contains { ["25", "50", "75"].contains($0.0) })
    }

    @Test("AxisTick(length: .label(extendPastBy:)) reaches the labels: the 4-point gap, plus the extension")
    func tickLengths() {
        func tickWidths(_ length: AxisTick.Length) -> [CGFloat] {
            let drawing = drawChart(lineChart().chartYAxis { AxisMarks(values: [0, 100]) { _ in AxisTick(length: length) } })
            let rects: [CGRect] = drawing.axisLines.map(\.path.boundingRect)
            return rects.filter { $0.height < 0.01 && $0.width > 0 }.map(\.width)
        }
        #expect(tickWidths(.automatic) == [4, 4])
        #expect(tickWidths(.label) == [4, 4])
        #expect(tickWidths(.label(extendPastBy: 3)) == [7, 7])
        #expect(tickWidths(.longestLabel(extendPastBy: 6)) == [10, 10])
        let fixed = drawChart(lineChart().chartYAxis { AxisMarks(values: [50]) { _ in AxisTick(length: 9) } })
        let fixedWidths: [CGFloat] = fixed.axisLines.map(\.path.boundingRect).filter { $0.height < 0.01 && $0.width > 0 }.map(\.width)
        #expect(fixedWidths == [9])
    }

    @Test("AxisMarks(stroke:) strokes the default gridlines with its style")
    func defaultStroke() throws {
        let dashed = StrokeStyle(lineWidth: 1, dash: [2, 3])
        let drawing = drawChart(lineChart().chartYAxis { AxisMarks(values: [0, 50, 100], stroke: dashed) })
        let grid = drawing.axisLines.filter { $0.path.boundingRect.width > 100 }
        #expect(grid.count == 3)
        #expect(grid.allSatisfy { $0.stroke == dashed })
    }

    @Test("foregroundStyle and font on axis marks colour and size their labels and lines")
    func axisMarkModifiers() throws {
        let chart = lineChart().chartYAxis {
            AxisMarks(values: [0, 50, 100]) { _ in
                AxisGridLine(stroke: StrokeStyle(lineWidth: 2)).foregroundStyle(Color.red)
                AxisValueLabel().font(.system(size: 20)).foregroundStyle(Color.green)
            }
        }
        let drawing = drawChart(chart)
        let fifty = try #require(frame(drawing.texts, "50"))
        let plain = try #require(frame(drawChart(lineChart().chartYAxis { AxisMarks(values: [0, 50, 100]) }).texts, "50"))
        // 20 points against caption 2's 11: a taller, wider label.
        #expect(fifty.height > plain.height + 6 && fifty.width > plain.width, "\(fifty) \(plain)")
        let image = try renderChart(chart, name: "chart-axis-modifiers")
        // The gridline at 50 is red, across the plot.
        let y = fifty.midY
        let row = stride(from: 20.0, through: 200, by: 1).map { chartPixel(image, $0, y) }
        #expect(row.contains { $0[0] > 200 && $0[1] < 120 && $0[2] < 120 }, "no red gridline at \(y)")
        // The label's ink is green (systemGreen 52, 199, 89).
        var green = false
        for x in stride(from: fifty.minX, through: fifty.maxX, by: 0.5) {
            for yy in stride(from: fifty.minY, through: fifty.maxY, by: 0.5) {
                let p = chartPixel(image, x, yy)
                if p[1] > 150 && p[0] < 120 && p[2] < 140 { green = true }
            }
        }
        #expect(green, "no green ink in \(fifty)")
    }

    @Test("offset(x:y:) on a label moves it; if/else in the axis builders picks a branch")
    func offsetAndConditionals() throws {
        func chart(_ moved: Bool, _ leading: Bool) -> some View {
            lineChart().chartYAxis {
                if leading {
                    AxisMarks(position: .leading, values: [50]) { _ in
                        if moved { AxisValueLabel().offset(x: 6, y: -5) } else { AxisValueLabel() }
                    }
                } else {
                    AxisMarks(values: [50])
                }
            }
        }
        let plain = try #require(frame(drawChart(chart(false, true)).texts, "50"))
        let moved = try #require(frame(drawChart(chart(true, true)).texts, "50"))
        #expect(abs(moved.minX - plain.minX - 6) < 0.01 && abs(moved.minY - plain.minY + 5) < 0.01, "\(plain) \(moved)")
        let trailing = try #require(frame(drawChart(chart(false, false)).texts, "50"))
        #expect(trailing.minX > 200 && plain.maxX < 100, "\(trailing) \(plain)")
    }

    @Test("automatic(minimumStride:) never marks values closer than the stride")
    func minimumStride() {
        let small = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Count", 3)) }
        let labels = drawChart(small.chartYAxis { AxisMarks(values: .automatic(minimumStride: 1.0, desiredCount: 10)) }).texts.map(\.0)
        // 0...3 in tenths would be 0.5 apart; a minimum stride of 1 gives 0, 1, 2, 3.
        for label in ["0", "1", "2", "3"] { #expect(labels.contains(label), "\(labels)") }
        #expect(!labels.contains("0.5") && !labels.contains("1.5"), "\(labels)")
    }

    @Test("A vertical label orientation and a non-automatic preset are drawn the automatic way, with a warning")
    func warnings() {
        let (_, warnings) = RuntimeWarning.collecting {
            _ = drawChart(lineChart().chartXAxis {
                AxisMarks(preset: .inset, values: [0, 30]) { _ in AxisValueLabel(orientation: .vertical) }
            })
        }
        #expect(warnings.contains { $0.contains("orientation: .vertical") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("preset: .inset") }, "\(warnings)")
    }

    @Test("Descriptions name the value")
    func descriptions() {
        #expect(AxisValueLabelOrientation.verticalReversed.description == "verticalReversed")
        #expect(AxisValueLabelCollisionResolution.greedy(priority: 1, minimumSpacing: 2).description == "greedy")
        #expect(AxisTick.Length.longestLabel.description == "longestLabel")
        #expect(AxisMarkPosition.trailing.description == "trailing")
        #expect(AxisMarkPreset.extended.description == "extended")
        #expect(AxisMarkValues.stride(by: 2.5).description == "stride(2.5)")
        #expect(ScaleType.squareRoot.description == "squareRoot")
        #expect(MarkDimension.ratio(0.5).description == "ratio(0.5)" && MarkDimension.automatic.description == "automatic")
        #expect(MarkStackingMethod.normalized.description == "normalized")
    }
}
