import Foundation
import BackplateCore

/// The strokes `lineStyle(by:)` cycles through (estimated: solid, dashed, dotted, dash-dot,
/// each 2 points wide with round caps).
package var chartLineStyleOrder: [StrokeStyle] {
    [StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round),
     StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round, dash: [6, 4]),
     StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round, dash: [1, 4]),
     StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round, dash: [6, 4, 1, 4])]
}

/// The symbol areas `symbolSize(by:)` spreads values over (estimated), in square points.
package let chartSymbolSizeRange: ClosedRange<CGFloat> = 16...256

extension ChartModel {
    /// Gives each mark with a `lineStyle(by:)` value and no `lineStyle(_:)` its stroke.
    package static func resolveLineStyles(_ marks: inout [ChartMark], _ config: ChartConfiguration) {
        var keys: [PlotValue] = config.lineStyleScale?.map(\.0) ?? []
        for m in marks { if let v = m.lineStyleBy?.value, !keys.contains(v) { keys.append(v) } }
        let order = config.lineStyleRange.flatMap { $0.isEmpty ? nil : $0 } ?? chartLineStyleOrder
        for i in marks.indices where marks[i].lineStyle == nil {
            guard let key = marks[i].lineStyleBy?.value else { continue }
            if let mapped = config.lineStyleScale?.first(where: { $0.0 == key })?.1 { marks[i].lineStyle = mapped; continue }
            if let mapped = config.lineStyleMapping?(key) { marks[i].lineStyle = mapped; continue }
            marks[i].lineStyle = order[(keys.firstIndex(of: key) ?? 0) % order.count]
        }
    }

    /// Gives each mark with a `symbolSize(by:)` value and no `symbolSize(_:)` its area.
    package static func resolveSymbolSizes(_ marks: inout [ChartMark], _ config: ChartConfiguration) {
        let values = marks.compactMap { $0.symbolSizeBy?.value }
        guard !values.isEmpty else { return }
        let range = config.symbolSizeRange ?? chartSymbolSizeRange
        var categories: [PlotValue] = config.symbolSizeScale?.map(\.0) ?? []
        for v in values where !categories.contains(v) { categories.append(v) }
        let numbers = values.compactMap(\.number)
        let lo = numbers.min() ?? 0, hi = numbers.max() ?? 0
        for i in marks.indices where marks[i].symbolSize == nil {
            guard let key = marks[i].symbolSizeBy?.value else { continue }
            if let mapped = config.symbolSizeScale?.first(where: { $0.0 == key })?.1 { marks[i].symbolSize = mapped; continue }
            if let mapped = config.symbolSizeMapping?(key) { marks[i].symbolSize = mapped; continue }
            let t: CGFloat
            if let n = key.number, numbers.count == values.count { t = hi > lo ? CGFloat((n - lo) / (hi - lo)) : 0.5 }
            else { t = categories.count > 1 ? CGFloat(categories.firstIndex(of: key) ?? 0) / CGFloat(categories.count - 1) : 0.5 }
            marks[i].symbolSize = range.lowerBound + t * (range.upperBound - range.lowerBound)
        }
    }
}
