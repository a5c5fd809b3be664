import Testing
import BackplateTestSupport
import Foundation
import Backplate
@testable import Charts
@_spi(Backend) import BackplateCore

private struct Visit: Identifiable {
    let day: Date
    let count: Int
    var id: Date { day }
}

private enum Level: Int, Plottable { case low = 1, high = 3 }
private enum Mood: String, Plottable { case calm, busy }

/// Swift Charts API spelled as apps spell it, compiled and built: the builders' Apple forms
/// (`if`/`else` as `BuilderConditional`, `if #available`), type erasers, selection and
/// scrolling modifiers (a still render shows the initial state), scroll target behaviours,
/// `AnnotationContext` and the chart-content modifiers that only annotate.
@MainActor @Suite("Charts: API spellings", .tags(.layout))
struct ChartAPICompileTests {
    @Test("if/else, if #available and erased content in a chart draw the chosen marks")
    func builders() {
        func chart(_ weekly: Bool) -> some View {
            Chart {
                if weekly {
                    BarMark(x: .value("Day", "Mon"), y: .value("Units", 5))
                } else {
                    LineMark(x: .value("Day", "Mon"), y: .value("Units", 5))
                    LineMark(x: .value("Day", "Tue"), y: .value("Units", 7))
                }
                if #available(iOS 17, macOS 14, *) {
                    RuleMark(y: .value("Goal", 6))
                }
                AnyChartContent(PointMark(x: .value("Day", "Tue"), y: .value("Units", 2)))
                AnyChartContent(erasing: Plot { PointMark(x: .value("Day", "Mon"), y: .value("Units", 1)) })
            }
        }
        let weekly = drawChart(chart(true)), daily = drawChart(chart(false))
        #expect(weekly.fills.count == 1 && weekly.strokes.count == 1 && weekly.symbols.count == 2)
        #expect(daily.fills.isEmpty && daily.strokes.count == 2 && daily.symbols.count == 2)
        let conditional: BuilderConditional<TupleChartContent, TupleChartContent> = ChartContentBuilder.buildEither(second: TupleChartContent([]))
        #expect(collectMarks(conditional).isEmpty)
    }

    @Test("Selection, scrolling and gestures compile and draw the initial chart")
    func interactionModifiers() {
        let start = Date(timeIntervalSince1970: 0)
        let visits = (0..<14).map { Visit(day: start.addingTimeInterval(Double($0) * 86_400), count: $0 % 5 + 1) }
        let plain = Chart(visits) { BarMark(x: .value("Day", $0.day, unit: .day), y: .value("Visits", $0.count)) }
        let interactive = plain
            .chartXSelection(range: .constant(ClosedRange<Date>?.none))
            .chartScrollableAxes(.horizontal)
            .chartScrollPosition(x: .constant(start))
            .chartScrollPosition(initialX: start)
            .chartScrollTargetBehavior(.valueAligned(matching: DateComponents(hour: 0), majorAlignment: .matching(DateComponents(day: 1))))
            .chartGesture { proxy in DragGesture().onChanged { proxy.selectXValue(at: $0.location.x) } }
        #expect(drawChart(interactive).fills == drawChart(plain).fills)
        let paging: any ChartScrollTargetBehavior = PagingScrollTargetBehavior()
        _ = paging
        _ = ValueAlignedChartScrollTargetBehavior(unit: 7, majorAlignment: .unit(7), limitBehavior: .always)
        _ = ValueAlignedChartScrollTargetBehavior.valueAligned(xUnit: 1.0, yUnit: 10.0)
    }

    @Test("A scrollable chart with a visible domain shows its first window, or the one at the scroll position")
    func visibleWindow() throws {
        let start = Date(timeIntervalSince1970: 0), day = 86_400.0
        let visits = (0..<14).map { Visit(day: start.addingTimeInterval(Double($0) * day), count: $0 % 5 + 1) }
        let plain = Chart(visits) { BarMark(x: .value("Day", $0.day, unit: .day), y: .value("Visits", $0.count)) }
        let whole = drawChart(plain), week = drawChart(plain.chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 7 * day))
        // Without scrolling the visible length changes nothing, as on iOS.
        #expect(drawChart(plain.chartXVisibleDomain(length: 7 * day)).fills == whole.fills)
        // Half the domain in the same plot: each day twice as wide, the first day where it was.
        let plot = try #require(week.plotX)
        #expect(abs(week.fills[0].width - 2 * whole.fills[0].width) < 0.01, "\(week.fills[0]) \(whole.fills[0])")
        #expect(abs(week.fills[0].minX - whole.fills[0].minX * 2 + plot.lowerBound) < 0.01)
        // Day 7 starts where the plot ends.
        #expect(abs(week.fills[7].minX - (plot.upperBound + week.fills[0].minX - plot.lowerBound)) < 0.01)
        let later = drawChart(plain.chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 7 * day)
            .chartScrollPosition(initialX: start.addingTimeInterval(7 * day)))
        #expect(abs(later.fills[7].minX - week.fills[0].minX) < 0.01, "\(later.fills[7]) \(week.fills[0])")
    }

    @Test("Marks' accessibility and layer modifiers draw the marks unchanged")
    func annotatingModifiers() {
        let plain = drawChart(Chart { BarMark(x: .value("Day", "Mon"), y: .value("Units", 5)) })
        let annotated = drawChart(Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Units", 5))
                .accessibilityLabel("Monday")
                .accessibilityValue("5 units")
                .accessibilityIdentifier("monday-bar")
                .compositingLayer()
                .alignsMarkStylesWithPlotArea()
        })
        #expect(plain.fills == annotated.fills)
        let (_, warnings) = RuntimeWarning.collecting {
            _ = drawChart(Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Units", 5))
                    .annotation(position: .top) { context in Text("\(Int(context.targetSize.width))") }
                    .mask { RectangleMark(xStart: 0, xEnd: 10, yStart: 0, yEnd: 10) }
            }.chartXAxisStyle { $0.background(Color.gray) })
        }
        #expect(warnings.contains { $0.contains("AnnotationContext") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("mask(content:)") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("chartXAxisStyle") }, "\(warnings)")
    }

    @Test("Enums plot their raw values: strings as categories, integers as numbers")
    func rawValueEnums() {
        #expect(PlotValue(Level.high) == .number(3) && Level(primitivePlottable: 1) == .low)
        #expect(PlotValue(Mood.busy) == .category("busy") && Mood(primitivePlottable: "calm") == .calm)
        #expect(Mood(primitivePlottable: "sleepy") == nil)
    }

    @Test("Erased axis marks and content draw what they wrap")
    func axisErasers() {
        let chart = Chart { LineMark(x: .value("X", 0), y: .value("Y", 10)) }.chartYScale(domain: 0...10).chartXAxis(.hidden)
        let erased = drawChart(chart.chartYAxis {
            AnyAxisContent(AxisMarks(values: [0, 10]) { _ in AnyAxisMark(erasing: AxisGridLine()) })
        })
        #expect(erased.axisLines.count == 2)
        let layered = drawChart(chart.chartYAxis { AxisMarks(values: [5]).compositingLayer() })
        #expect(layered.axisLines.count == 1 && layered.texts.contains { $0.0 == "5" })
    }
}
