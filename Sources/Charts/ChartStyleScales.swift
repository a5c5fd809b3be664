import Foundation
import BackplateCore

extension Array: ScaleRange {
    /// The styles, symbols or strokes, in order.
    public typealias VisualValue = Element
}

extension ArraySlice: ScaleRange {
    /// The styles, symbols or strokes, in order.
    public typealias VisualValue = Element
}

extension View {
    /// Draws `content` as the chart's legend instead of the automatic one, above the plot for
    /// `.top` and below it otherwise, at `alignment`'s horizontal edge (leading by default),
    /// `spacing` points from the chart.
    public func chartLegend<Content: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                           @ViewBuilder content: () -> Content) -> some View {
        let view = AnyView(content())
        return chartConfig {
            $0.legendPosition = position; $0.legendAlignment = alignment; $0.legendSpacing = spacing; $0.legendContent = view
        }
    }

    /// Names the x axis with a view, drawn where `chartXAxisLabel(_:)` draws its text, in the
    /// axis labels' font and colour unless the view sets its own.
    public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                         @ViewBuilder content: () -> C) -> some View {
        let view = AnyView(content())
        return chartConfig { $0.xTitleView = view }
    }

    /// Names the y axis with a view, drawn where `chartYAxisLabel(_:)` draws its text.
    public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                         @ViewBuilder content: () -> C) -> some View {
        let view = AnyView(content())
        return chartConfig { $0.yTitleView = view }
    }

    /// Gives the `foregroundStyle(by:)` values in `domain` the styles of `range`, in order.
    public func chartForegroundStyleScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range,
                                                                                type: ScaleType? = nil) -> some View
    where Range.VisualValue: ShapeStyle {
        let keys = ChartStyleScale.values(domain)
        let styles = (range as? any ChartStyleList)?.anyStyles ?? []
        let pairs = zip(keys, styles).map { ($0, $1) }
        if keys.isEmpty { return chartConfig { $0.paletteOverride = styles.isEmpty ? nil : styles } }
        return chartConfig { $0.styleScale = pairs }
    }

    /// Orders the `foregroundStyle(by:)` values as `domain` lists them; they take the palette's
    /// colours in that order.
    public func chartForegroundStyleScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let pairs = ChartStyleScale.values(domain).enumerated().map { ($1, AnyShapeStyle(chartPalette[$0 % chartPalette.count])) }
        return chartConfig { $0.styleScale = pairs }
    }

    /// Gives the `foregroundStyle(by:)` values the styles of `range` in order of appearance.
    public func chartForegroundStyleScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View
    where Range.VisualValue: ShapeStyle {
        let styles = (range as? any ChartStyleList)?.anyStyles ?? []
        return chartConfig { $0.paletteOverride = styles.isEmpty ? nil : styles }
    }

    /// Sets the foreground style scale's type; categorical values are drawn with the palette.
    public func chartForegroundStyleScale(type: ScaleType? = nil) -> some View {
        ScaleType.warnIfNonlinear(type, axis: "ForegroundStyle")
        return self
    }

    /// Gives each value of `domain` the style `mapping` returns for it.
    public func chartForegroundStyleScale<Domain: Collection, S: ShapeStyle>(domain: Domain, mapping: @escaping (Domain.Element) -> S)
    -> some View where Domain.Element: Plottable {
        let pairs = domain.map { (PlotValue($0), AnyShapeStyle(mapping($0))) }
        return chartConfig { $0.styleScale = pairs }
    }

    /// Gives each `foregroundStyle(by:)` value the style `mapping` returns for it.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(mapping: @escaping (DataValue) -> S) -> some View {
        let map: (PlotValue) -> AnyShapeStyle? = { value in
            ChartProxy.value(value, as: DataValue.self).map { AnyShapeStyle(mapping($0)) }
        }
        return chartConfig { $0.styleMapping = map }
    }

    /// Maps `symbol(by:)` values to symbol shapes.
    public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let pairs = mapping.map { (PlotValue($0.key), ChartStyleScale.basic($0.value)) }
        return chartConfig { $0.symbolScale = pairs }
    }

    /// Maps `symbol(by:)` values to symbol shapes of any type.
    public func chartSymbolScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, any ChartSymbolShape>) -> some View {
        let pairs = mapping.map { (PlotValue($0.key), ChartStyleScale.basic($0.value)) }
        return chartConfig { $0.symbolScale = pairs }
    }

    /// Orders the `symbol(by:)` values as `domain` lists them; they take the symbols in order.
    public func chartSymbolScale<Domain: ScaleDomain>(domain: Domain) -> some View {
        let pairs = ChartStyleScale.values(domain).enumerated().map { ($1, chartSymbolOrder[$0 % chartSymbolOrder.count]) }
        return chartConfig { $0.symbolScale = pairs }
    }

    /// Gives the `symbol(by:)` values in `domain` the symbols of `range`, in order.
    public func chartSymbolScale<Domain: ScaleDomain>(domain: Domain, range: [any ChartSymbolShape]) -> some View {
        let pairs = zip(ChartStyleScale.values(domain), range).map { ($0, ChartStyleScale.basic($1)) }
        return chartConfig { $0.symbolScale = pairs }
    }

    /// Gives the `symbol(by:)` values in `domain` the symbols of `range`, in order.
    public func chartSymbolScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range) -> some View
    where Range.VisualValue: ChartSymbolShape {
        let symbols = ChartStyleScale.list(range)
        let pairs = zip(ChartStyleScale.values(domain), symbols).map { ($0, ChartStyleScale.basic($1)) }
        return chartConfig { $0.symbolScale = pairs }
    }

    /// Gives the `symbol(by:)` values the symbols of `range` in order of appearance.
    public func chartSymbolScale(range: [any ChartSymbolShape]) -> some View {
        let symbols = range.map { ChartStyleScale.basic($0) }
        return chartConfig { $0.symbolOrderOverride = symbols }
    }

    /// Gives the `symbol(by:)` values the symbols of `range` in order of appearance.
    public func chartSymbolScale<Range: ScaleRange>(range: Range) -> some View where Range.VisualValue: ChartSymbolShape {
        let symbols = ChartStyleScale.list(range).map { ChartStyleScale.basic($0) }
        return chartConfig { $0.symbolOrderOverride = symbols }
    }

    /// Gives each value of `domain` the symbol `mapping` returns for it.
    public func chartSymbolScale<Domain: Collection, S: ChartSymbolShape>(domain: Domain, mapping: @escaping (Domain.Element) -> S)
    -> some View where Domain.Element: Plottable {
        let pairs = domain.map { (PlotValue($0), ChartStyleScale.basic(mapping($0))) }
        return chartConfig { $0.symbolScale = pairs }
    }

    /// Gives each `symbol(by:)` value the symbol `mapping` returns for it.
    public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(mapping: @escaping (DataValue) -> S) -> some View {
        let map: (PlotValue) -> BasicChartSymbolShape? = { value in
            ChartProxy.value(value, as: DataValue.self).map { ChartStyleScale.basic(mapping($0)) }
        }
        return chartConfig { $0.symbolMapping = map }
    }
}

/// Array ranges of shape styles, read without knowing their element type.
package protocol ChartStyleList { var anyStyles: [AnyShapeStyle] { get } }
extension Array: ChartStyleList where Element: ShapeStyle {
    package var anyStyles: [AnyShapeStyle] { map { AnyShapeStyle($0) } }
}
extension ArraySlice: ChartStyleList where Element: ShapeStyle {
    package var anyStyles: [AnyShapeStyle] { map { AnyShapeStyle($0) } }
}

extension Gradient: ScaleRange {
    /// A gradient range gives colours.
    public typealias VisualValue = Color
}

extension Gradient: ChartStyleList {
    /// The stops' colours, in order: values take them one by one (Swift Charts interpolates
    /// along the gradient for numbers; Backplate says so in a runtime warning).
    package var anyStyles: [AnyShapeStyle] {
        RuntimeWarning.emit("A Gradient foreground style range colours values by its stops in order; numbers are not interpolated along it")
        return stops.map { AnyShapeStyle($0.color) }
    }
}

extension AnyGradient: ScaleRange {
    /// A gradient range gives colours.
    public typealias VisualValue = Color
}

extension AnyGradient: ChartStyleList {
    /// The gradient's colours, in order, as for a `Gradient` range (with the same warning).
    package var anyStyles: [AnyShapeStyle] {
        RuntimeWarning.emit("An AnyGradient foreground style range colours values by its stops in order; numbers are not interpolated along it")
        return stopColors.map { AnyShapeStyle($0) }
    }
}

/// Helpers the style and symbol scales share.
package enum ChartStyleScale {
    /// A domain's values in order (nothing for an automatic domain).
    package static func values(_ domain: some ScaleDomain) -> [PlotValue] {
        guard case .values(let values)? = (domain as? any ScaleDomainConvertible)?.setting else { return [] }
        return values
    }

    /// A list range's values in order (`[a, b]` or a slice of one); nothing for another range.
    package static func list<Range: ScaleRange>(_ range: Range) -> [Range.VisualValue] {
        (range as? [Range.VisualValue]) ?? (range as? ArraySlice<Range.VisualValue>).map(Array.init) ?? []
    }

    /// Any symbol shape as the built-in type that draws it.
    package static func basic(_ shape: any ChartSymbolShape) -> BasicChartSymbolShape {
        shape as? BasicChartSymbolShape ?? BasicChartSymbolShape(kind: .circle, custom: AnyShape(shape))
    }
}
