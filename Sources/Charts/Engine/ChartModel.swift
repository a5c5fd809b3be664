import Foundation
import BackplateCore

/// The categorical palette `foregroundStyle(by:)` cycles through, in order (observed on
/// iOS 18.3: blue, green, orange, purple, red, cyan, yellow).
package var chartPalette: [Color] { [.blue, .green, .orange, .purple, .red, .cyan, .yellow] }

/// The symbol shapes `symbol(by:)` cycles through, in order (observed on iOS 18.3).
package var chartSymbolOrder: [BasicChartSymbolShape] { [.circle, .square, .triangle, .diamond, .pentagon] }

/// One legend entry: a value of the `foregroundStyle(by:)` channel and its style.
package struct ChartLegendEntry {
    package var label: String
    package var style: AnyShapeStyle
    package var symbol: BasicChartSymbolShape
}

/// A chart's marks resolved against its configuration: stacked extents, both scales, each
/// mark's style, the legend, ready for layout and drawing.
package struct ChartModel {
    package var marks: [ChartMark]
    package var xScale: ChartScale?
    package var yScale: ChartScale?
    package var styles: [AnyShapeStyle]
    package var symbols: [BasicChartSymbolShape?]
    package var legend: [ChartLegendEntry]
    /// The colour and symbol channels' values with what each draws, for `ChartProxy`.
    package var legendKeys: [(key: PlotValue, style: AnyShapeStyle)]
    package var symbolKeys: [(key: PlotValue, symbol: BasicChartSymbolShape)]
    package var isPie: Bool
    package var config: ChartConfiguration
    /// Whether a scrollable axis shows only a window of its domain (marks are clipped).
    package var isWindowed = false
    /// The scales and placements the shapes draw from.
    package var geometry: ChartGeometry

    package init(marks declared: [ChartMark], config given: ChartConfiguration) {
        var config = given
        let input = ChartFunctionSampler.expand(declared, config: config)
        isWindowed = ChartModel.applyVisibleWindow(&config, marks: input)
        self.config = config
        var marks = input
        isPie = !marks.isEmpty && marks.allSatisfy { $0.kind == .sector }
        ChartModel.stack(&marks)
        ChartModel.resolveLineStyles(&marks, config)
        ChartModel.resolveSymbolSizes(&marks, config)
        self.marks = marks

        // Colour and symbol scales: explicit mappings first, then first appearance.
        var styleKeys: [PlotValue] = config.styleScale?.map(\.0) ?? []
        for m in marks { if let v = m.styleBy?.value, !styleKeys.contains(v) { styleKeys.append(v) } }
        var symbolKeys: [PlotValue] = config.symbolScale?.map(\.0) ?? []
        for m in marks { if let v = m.symbolBy?.value, !symbolKeys.contains(v) { symbolKeys.append(v) } }
        func styleFor(_ key: PlotValue) -> AnyShapeStyle {
            if let mapped = config.styleScale?.first(where: { $0.0 == key })?.1 { return mapped }
            if let mapped = config.styleMapping?(key) { return mapped }
            let i = styleKeys.firstIndex(of: key) ?? 0
            if let palette = config.paletteOverride, !palette.isEmpty { return palette[i % palette.count] }
            return AnyShapeStyle(chartPalette[i % chartPalette.count])
        }
        func symbolFor(_ key: PlotValue) -> BasicChartSymbolShape {
            if let mapped = config.symbolScale?.first(where: { $0.0 == key })?.1 { return mapped }
            if let mapped = config.symbolMapping?(key) { return mapped }
            let i = symbolKeys.firstIndex(of: key) ?? 0
            if let order = config.symbolOrderOverride, !order.isEmpty { return order[i % order.count] }
            return chartSymbolOrder[i % chartSymbolOrder.count]
        }
        styles = marks.map { m in
            if let s = m.style { return s }
            if let key = m.styleBy?.value { return styleFor(key) }
            return AnyShapeStyle(Color.accentColor)
        }
        symbols = marks.map { m in
            if m.symbolView { return nil }
            if let s = m.symbol { return s }
            if let key = m.symbolBy?.value { return symbolFor(key) }
            return m.kind == .point ? .circle : nil
        }
        let usedStyleKeys = styleKeys.filter { key in marks.contains { $0.styleBy?.value == key } }
        legendKeys = usedStyleKeys.map { (key: $0, style: styleFor($0)) }
        let usedSymbolKeys = symbolKeys.filter { key in marks.contains { $0.symbolBy?.value == key } }
        self.symbolKeys = usedSymbolKeys.map { (key: $0, symbol: symbolFor($0)) }
        legend = usedStyleKeys.map { key in
            let symbol = symbolKeys.contains(key) ? symbolFor(key) : BasicChartSymbolShape.circle
            return ChartLegendEntry(label: key.labelText, style: styleFor(key), symbol: symbol)
        }
        if isPie {
            xScale = nil; yScale = nil
        } else {
            xScale = ChartModel.scale(values: marks.map(\.x), kinds: marks.map(\.kind), domain: config.xDomain,
                                      includesZero: config.xIncludesZero, valueAxis: marks.map { ChartModel.valueAxis($0) == .x })
            yScale = ChartModel.scale(values: marks.map(\.y), kinds: marks.map(\.kind), domain: config.yDomain,
                                      includesZero: config.yIncludesZero, valueAxis: marks.map { ChartModel.valueAxis($0) == .y })
        }
        if let p = config.xRangePadding { xScale?.startPadding = p.start; xScale?.endPadding = p.end }
        if let p = config.yRangePadding { yScale?.startPadding = p.start; yScale?.endPadding = p.end }
        let symbols = self.symbols
        geometry = ChartGeometry(marks: marks.indices.map { MarkPlacement(marks[$0], hasSymbol: symbols[$0] != nil) },
                                 xScale: xScale, yScale: yScale)
    }

    package enum ValueAxis: Sendable { case x, y, none }

    /// The axis a bar or area measures along from zero: the numeric one of a categorical or
    /// date pair, y when both are numeric. A mark given as a range (`yStart:yEnd:`,
    /// `xStart:xEnd:`, but not a date binned by `unit:`) already has both ends: it is neither
    /// stacked nor measured from zero.
    package static func valueAxis(_ m: ChartMark) -> ValueAxis {
        guard m.kind == .bar || m.kind == .area, m.xPoints == nil, m.yPoints == nil else { return .none }
        if (m.x.count > 1 && !m.xDateUnit && !m.xBinned) || (m.y.count > 1 && !m.yDateUnit && !m.yBinned) { return .none }
        let xNumeric = m.x.count == 1 && { if case .number = m.x[0] { return true } else { return false } }()
        let yNumeric = m.y.count == 1 && { if case .number = m.y[0] { return true } else { return false } }()
        if yNumeric { return .y }
        if xNumeric { return .x }
        return .none
    }

    /// Turns each bar's and area's single value into a start and end: stacked on the marks
    /// before it at the same position (positive and negative values apart) unless unstacked.
    package static func stack(_ marks: inout [ChartMark]) {
        var totals: [PlotValue: Double] = [:]
        var positiveTops: [String: Double] = [:], negativeTops: [String: Double] = [:]
        for pass in 0..<2 {
            for i in marks.indices {
                let m = marks[i]
                let axis = valueAxis(m)
                guard axis != .none else { continue }
                let value = (axis == .y ? m.y[0] : m.x[0]).number ?? 0
                let at = axis == .y ? m.x.first : m.y.first
                guard let at else { continue }
                let group = "\(m.kind)|\(at)"
                if pass == 0 {
                    if m.stacking != .unstacked { totals[at, default: 0] += abs(value) }
                    continue
                }
                var start = 0.0, end = value
                if m.stacking != .unstacked && m.positionBy == nil {
                    if value >= 0 { start = positiveTops[group, default: 0]; end = start + value; positiveTops[group] = end }
                    else { start = negativeTops[group, default: 0]; end = start + value; negativeTops[group] = end }
                    if m.stacking == .normalized, let total = totals[at], total > 0 { start /= total; end /= total }
                    if m.stacking == .center, let total = totals[at] { start -= total / 2; end -= total / 2 }
                }
                if axis == .y { marks[i].y = [.number(start), .number(end)] } else { marks[i].x = [.number(start), .number(end)] }
            }
        }
    }

    /// The scale for one axis from every mark's values on it.
    package static func scale(values: [[PlotValue]], kinds: [ChartMarkKind], domain: [PlotValue]?, includesZero: Bool?,
                              valueAxis: [Bool]) -> ChartScale? {
        let all = values.flatMap { $0 }
        if let domain, !domain.isEmpty {
            if domain.contains(where: { if case .category = $0 { return true } else { return false } }) {
                return .categorical(domain)
            }
            if case .date = domain[0], let lo = domain.first?.number, let hi = domain.last?.number { return .dates(lower: lo, upper: hi) }
            if let lo = domain.first?.number, let hi = domain.last?.number { return .numeric(fixed: lo, hi) }
        }
        guard !all.isEmpty else { return nil }
        if all.contains(where: { if case .category = $0 { return true } else { return false } }) {
            return .categorical(all.filter { if case .category = $0 { return true } else { return false } })
        }
        if all.allSatisfy({ if case .date = $0 { return true } else { return false } }) {
            let numbers = all.compactMap(\.number)
            return .dates(lower: numbers.min() ?? 0, upper: numbers.max() ?? 1)
        }
        // Swift Charts' automatic numeric domain includes zero unless told otherwise.
        return .numeric(all.compactMap(\.number), includesZero: includesZero ?? true)
    }
}
