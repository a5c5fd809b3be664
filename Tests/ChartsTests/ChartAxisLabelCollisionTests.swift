import Testing
import BackplateTestSupport
import Foundation
import Backplate
@testable import Charts
@_spi(Backend) import BackplateCore

private struct DayWeight: Identifiable {
    let day: Int
    let kilograms: Double
    var id: Int { day }
}

private let threeWeeks = (1...21).map { DayWeight(day: $0, kilograms: 80 - Double($0) / 10) }

/// Swift Charts' axis label collision resolution: `.automatic` and `.greedy` leave out a label
/// that would run into the one kept before it, as iOS does for a crowded axis; `.disabled`
/// draws every label.
@MainActor @Suite("Charts: axis label collisions", .tags(.layout))
struct ChartAxisLabelCollisionTests {
    /// The texts a display list shows: those under a clip of no area are left out.
    private func visibleTexts(_ list: DisplayList) -> [(String, CGRect)] {
        var out: [(String, CGRect)] = []
        func walk(_ items: [DisplayList.Item]) {
            for item in items {
                switch item {
                case .group(let g):
                    if case .clip(let path, _) = g.effect, path.boundingRect.width < 0.01 || path.boundingRect.height < 0.01 { continue }
                    walk(g.items)
                case .text(let t): out.append((t.runs.isEmpty ? t.string : t.runs.map(\.string).joined(), t.frame))
                default: break
                }
            }
        }
        walk(list.items)
        return out
    }

    private func dayLabels(_ resolution: AxisValueLabelCollisionResolution) -> [(String, CGRect)] {
        let chart = Chart(threeWeeks) { LineMark(x: .value("Day", $0.day), y: .value("Weight", $0.kilograms)) }
            .chartXScale(domain: 1...21)
            .chartXAxis {
                AxisMarks(values: Array(1...21)) { value in
                    AxisValueLabel(collisionResolution: resolution) { Text("Day \(value.as(Int.self) ?? 0)") }
                }
            }
            .frame(width: 240, height: 160)
        let renderer = ImageRenderer(content: chart)
        return visibleTexts(renderer.displayList()).filter { $0.0.hasPrefix("Day ") }.sorted { $0.1.minX < $1.1.minX }
    }

    @Test("Crowded x labels: the automatic resolution keeps labels apart, the first always drawn")
    func automaticLeavesOutOverlaps() {
        let kept = dayLabels(.automatic)
        #expect(kept.first?.0 == "Day 1", "\(kept.map(\.0))")
        #expect(kept.count > 3 && kept.count < 21, "\(kept.map(\.0))")
        for (a, b) in zip(kept, kept.dropFirst()) { #expect(b.1.minX >= a.1.maxX + 2 - 0.01, "\(a) \(b)") }
    }

    @Test("greedy(minimumSpacing:) keeps its spacing; disabled draws all 21, overlapping")
    func greedyAndDisabled() {
        let spaced = dayLabels(.greedy(minimumSpacing: 20))
        for (a, b) in zip(spaced, spaced.dropFirst()) { #expect(b.1.minX >= a.1.maxX + 20 - 0.01, "\(a) \(b)") }
        #expect(spaced.count < dayLabels(.automatic).count)
        let all = dayLabels(.disabled)
        #expect(all.count == 21)
        #expect(zip(all, all.dropFirst()).contains { $1.1.minX < $0.1.maxX }, "\(all.map(\.1))")
    }

    private func weightLabels(_ resolution: AxisValueLabelCollisionResolution) -> [(String, CGRect)] {
        let chart = Chart(threeWeeks) { LineMark(x: .value("Day", $0.day), y: .value("Weight", $0.kilograms)) }
            .chartYScale(domain: 77...80)
            .chartYAxis {
                AxisMarks(values: Array(stride(from: 77.0, through: 80.0, by: 0.25))) { value in
                    AxisValueLabel(collisionResolution: resolution) { Text("\(value.as(Double.self) ?? 0, specifier: "%.2f") kg") }
                }
            }
            .frame(width: 240, height: 120)
        let renderer = ImageRenderer(content: chart)
        return visibleTexts(renderer.displayList()).filter { $0.0.hasSuffix(" kg") }.sorted { $0.1.minY < $1.1.minY }
    }

    @Test("Crowded y labels are thinned as the x axis's are; disabled draws all 13, overlapping")
    func crowdedYAxis() {
        // 13 labels a quarter kilogram apart on a plot under 120 points: about 8 points apart,
        // each about 13 tall.
        let kept = weightLabels(.automatic)
        #expect(kept.count > 2 && kept.count < 13, "\(kept.map(\.0))")
        #expect(kept.contains { $0.0 == "77.00 kg" }, "\(kept.map(\.0))")
        for (a, b) in zip(kept, kept.dropFirst()) { #expect(b.1.minY >= a.1.maxY + 2 - 0.01, "\(a) \(b)") }
        let all = weightLabels(.disabled)
        #expect(all.count == 13)
        #expect(zip(all, all.dropFirst()).contains { $1.1.minY < $0.1.maxY }, "\(all.map(\.1))")
    }
}
