import Foundation
import BackplateCore

extension ClosedRange: ScaleRange where Bound == CGFloat {
    /// Symbol areas, in square points.
    public typealias VisualValue = CGFloat
}

extension View {
    /// Maps `lineStyle(by:)` values to strokes.
    public func chartLineStyleScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, StrokeStyle>) -> some View {
        let pairs = mapping.map { (PlotValue($0.key), $0.value) }
        return chartConfig { $0.lineStyleScale = pairs }
    }

    /// Orders the `lineStyle(by:)` values as `domain` lists them; they take the strokes in order.
    public func chartLineStyleScale<Domain: ScaleDomain>(domain: Domain) -> some View {
        let order = chartLineStyleOrder
        let pairs = ChartStyleScale.values(domain).enumerated().map { ($1, order[$0 % order.count]) }
        return chartConfig { $0.lineStyleScale = pairs }
    }

    /// Gives the `lineStyle(by:)` values in `domain` the strokes of `range`, in order.
    public func chartLineStyleScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range) -> some View
    where Range.VisualValue == StrokeStyle {
        let strokes = ChartStyleScale.list(range)
        let pairs = zip(ChartStyleScale.values(domain), strokes).map { ($0, $1) }
        return chartConfig { $0.lineStyleScale = pairs }
    }

    /// Gives the `lineStyle(by:)` values the strokes of `range` in order of appearance.
    public func chartLineStyleScale<Range: ScaleRange>(range: Range) -> some View where Range.VisualValue == StrokeStyle {
        let strokes = ChartStyleScale.list(range)
        return chartConfig { $0.lineStyleRange = strokes }
    }

    /// Gives each value of `domain` the stroke `mapping` returns for it.
    public func chartLineStyleScale<Domain: Collection>(domain: Domain, mapping: @escaping (Domain.Element) -> StrokeStyle) -> some View
    where Domain.Element: Plottable {
        let pairs = domain.map { (PlotValue($0), mapping($0)) }
        return chartConfig { $0.lineStyleScale = pairs }
    }

    /// Gives each `lineStyle(by:)` value the stroke `mapping` returns for it.
    public func chartLineStyleScale<DataValue: Plottable>(mapping: @escaping (DataValue) -> StrokeStyle) -> some View {
        let map: (PlotValue) -> StrokeStyle? = { ChartProxy.value($0, as: DataValue.self).map(mapping) }
        return chartConfig { $0.lineStyleMapping = map }
    }

    /// Maps `symbolSize(by:)` values to symbol areas in square points.
    public func chartSymbolSizeScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, CGFloat>) -> some View {
        let pairs = mapping.map { (PlotValue($0.key), $0.value) }
        return chartConfig { $0.symbolSizeScale = pairs }
    }

    /// Gives each value of `domain` the area `mapping` returns for it.
    public func chartSymbolSizeScale<Domain: Collection>(domain: Domain, mapping: @escaping (Domain.Element) -> CGFloat) -> some View
    where Domain.Element: Plottable {
        let pairs = domain.map { (PlotValue($0), mapping($0)) }
        return chartConfig { $0.symbolSizeScale = pairs }
    }

    /// Gives each `symbolSize(by:)` value the area `mapping` returns for it.
    public func chartSymbolSizeScale<DataValue: Plottable>(mapping: @escaping (DataValue) -> CGFloat) -> some View {
        let map: (PlotValue) -> CGFloat? = { ChartProxy.value($0, as: DataValue.self).map(mapping) }
        return chartConfig { $0.symbolSizeMapping = map }
    }

    /// Spreads the `symbolSize(by:)` values in `domain` over the areas of `range` (a
    /// `ClosedRange<CGFloat>` of square points).
    public func chartSymbolSizeScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        ScaleType.warnIfNonlinear(type, axis: "SymbolSize")
        let areas = range as? ClosedRange<CGFloat>
        let keys = ChartStyleScale.values(domain)
        return chartConfig { c in
            c.symbolSizeRange = areas
            if keys.count > 1, let areas {
                c.symbolSizeScale = keys.enumerated().map { i, key in
                    (key, areas.lowerBound + CGFloat(i) / CGFloat(keys.count - 1) * (areas.upperBound - areas.lowerBound))
                }
            }
        }
    }

    /// Orders or bounds the `symbolSize(by:)` values as `domain` gives them.
    public func chartSymbolSizeScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        chartSymbolSizeScale(domain: domain, range: chartSymbolSizeRange, type: type)
    }

    /// Spreads the `symbolSize(by:)` values over the areas of `range`.
    public func chartSymbolSizeScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        ScaleType.warnIfNonlinear(type, axis: "SymbolSize")
        let areas = range as? ClosedRange<CGFloat>
        return chartConfig { $0.symbolSizeRange = areas }
    }

    /// Sets the symbol size scale's type (drawn linear).
    public func chartSymbolSizeScale(type: ScaleType? = nil) -> some View {
        ScaleType.warnIfNonlinear(type, axis: "SymbolSize")
        return self
    }
}
