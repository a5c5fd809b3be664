import Testing
import Foundation
import Backplate
@testable import Charts
@_spi(Backend) import BackplateCore

private struct Month: Identifiable {
    let label: String
    let value: Int
    var id: String { label }
}

private let months = [Month(label: "Jan", value: 10), Month(label: "Feb", value: 25), Month(label: "Mar", value: 40)]

/// An annotation, legend or axis title whose content is no view (an `if` without `else`) or
/// several views is one slot of the chart's layout, as on iOS, where it used to crash the render.
@MainActor @Suite struct ChartAnnotationConditionalTests {
    @Test func anAnnotationWhoseContentIsAnIfWithoutElseIsPlacedOnlyWhereItsConditionHolds() {
        let chart = Chart(months) { item in
            PointMark(x: .value("Label", item.label), y: .value("Value", item.value))
                .annotation(position: .top) {
                    if item.value == 10 { Text("low") }
                    if item.value == 40 { Text("high") }
                }
            LineMark(x: .value("Label", item.label), y: .value("value", item.value))
        }
        let list = ImageRenderer(content: chart.frame(width: 300, height: 200)).displayList()
        let texts = list.drawnTexts
        let low = texts.filter { $0.0 == "low" }, high = texts.filter { $0.0 == "high" }
        #expect(low.count == 1 && high.count == 1)
        let points = list.flattenedLeaves.compactMap { leaf -> CGRect? in
            guard case .shape(let s) = leaf, s.source.contains("ChartSymbolsShape") else { return nil }
            return s.path.boundingRect
        }.sorted { $0.minX < $1.minX }
        #expect(points.count == 3)
        guard let lowFrame = low.first?.1, let highFrame = high.first?.1, points.count == 3 else { return }
        // Each centred over its own point and above it; Jan's (10) lower on the plot than Mar's (40).
        #expect(abs(lowFrame.midX - points[0].midX) < 0.5)
        #expect(abs(highFrame.midX - points[2].midX) < 0.5)
        #expect(lowFrame.maxY <= points[0].minY && highFrame.maxY <= points[2].minY)
        #expect(lowFrame.minY > highFrame.minY + 50)
    }

    @Test func twoConditionalImagesAndAMultiViewLegendRender() {
        let chart = Chart(months) { item in
            PointMark(x: .value("Label", item.label), y: .value("Value", item.value))
                .annotation(position: .top) {
                    if item.value == 10 { Image(systemName: "exclamationmark.triangle.fill") }
                    if item.value == 40 { Image(systemName: "arrow.down.right").offset(x: -20, y: .zero) }
                }
        }
        .chartLegend(position: .bottom) {
            Text("first")
            Text("second")
        }
        .chartXAxisLabel { if months.isEmpty { Text("never") } }
        let list = ImageRenderer(content: chart.frame(width: 300, height: 200)).displayList()
        let texts = list.drawnTexts.map(\.0)
        #expect(texts.contains("first") && texts.contains("second"))
        #expect(!texts.contains("never"))
    }

    /// `if ... else if let ...` with no final `else` (MyWorkout's statistics: a line through
    /// two or more sets, else a point for the only one, else nothing).
    @Test func anElseIfLetChainWithoutElseDrawsTheBranchThatHolds() {
        func chart(_ values: [Int]) -> some View {
            Chart {
                if values.count >= 2 {
                    ForEach(Array(values.enumerated()), id: \.offset) { index, value in
                        LineMark(x: .value("Set", index), y: .value("Weight", value))
                    }
                } else if let value = values.first {
                    PointMark(x: .value("Set", 0), y: .value("Weight", value))
                }
            }
        }
        let line = drawChart(chart([40, 45, 50])), point = drawChart(chart([40])), none = drawChart(chart([]))
        #expect(line.strokes.count == 1 && line.symbols.isEmpty)
        #expect(point.strokes.isEmpty && point.symbols.count == 1)
        #expect(none.strokes.isEmpty && none.symbols.isEmpty)
    }
}
