import Foundation
import BackplateCore

/// What the chart modifiers set, read by `Chart` from the environment.
package struct ChartConfiguration {
    package var xAxisHidden = false
    package var yAxisHidden = false
    package var xAxis: [AxisMarksSpec]?
    package var yAxis: [AxisMarksSpec]?
    package var xDomain: [PlotValue]?
    package var yDomain: [PlotValue]?
    package var yIncludesZero: Bool?
    package var xIncludesZero: Bool?
    package var legendHidden = false
    package var legendPosition: AnnotationPosition = .automatic
    package var legendAlignment: Alignment?
    package var legendSpacing: CGFloat?
    package var xTitle: Text?
    package var yTitle: Text?
    package var styleScale: [(PlotValue, AnyShapeStyle)]?
    package var symbolScale: [(PlotValue, BasicChartSymbolShape)]?
    package var plotStyle: ((ChartPlotContent) -> AnyView)?
    /// `chartOverlay` and `chartBackground` content.
    package var overlay: ChartDecoration?
    package var background: ChartDecoration?
}

private struct ChartConfigurationKey: EnvironmentKey {
    static var defaultValue: ChartConfiguration { ChartConfiguration() }
}

extension EnvironmentValues {
    package var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

/// A scale's domain: automatic (optionally without zero) or explicit.
public struct AutomaticScaleDomain {
    package var includesZero: Bool?
    /// Nice bounds around the data, including zero unless `includesZero` is false.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero)
    }
    /// Nice bounds around the data, including zero.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil) }
}

/// The plot area a `chartPlotStyle` closure styles (its background, border, frame).
nonisolated public struct ChartPlotContent: View {
    package var content: AnyView
    /// The plot's marks and gridlines.
    public var body: some View { content }
}

extension View {
    private func chartConfig(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
        transformEnvironment(\.chartConfiguration, transform: change)
    }

    /// Shows or hides the chart's x axis (`.hidden` removes its labels and gridlines).
    public func chartXAxis(_ visibility: Visibility) -> some View {
        chartConfig { $0.xAxisHidden = visibility == .hidden }
    }

    /// Shows or hides the chart's y axis.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        chartConfig { $0.yAxisHidden = visibility == .hidden }
    }

    /// Replaces the x axis's marks with `content`.
    public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
        let specs = content().axisMarksSpecs
        return chartConfig { $0.xAxis = specs }
    }

    /// Replaces the y axis's marks with `content`.
    public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
        let specs = content().axisMarksSpecs
        return chartConfig { $0.yAxis = specs }
    }

    /// Sets the x scale's domain to `domain` (a numeric or date range).
    public func chartXScale<P: Plottable & Comparable>(domain: ClosedRange<P>, type: ScaleType? = nil) -> some View {
        let d = [PlotValue(domain.lowerBound), PlotValue(domain.upperBound)]
        return chartConfig { $0.xDomain = d }
    }

    /// Sets the y scale's domain to `domain` (a numeric or date range).
    public func chartYScale<P: Plottable & Comparable>(domain: ClosedRange<P>, type: ScaleType? = nil) -> some View {
        let d = [PlotValue(domain.lowerBound), PlotValue(domain.upperBound)]
        return chartConfig { $0.yDomain = d }
    }

    /// Sets the x scale's categories, in order.
    public func chartXScale<P: Plottable>(domain: [P], type: ScaleType? = nil) -> some View {
        let d = domain.map { PlotValue($0) }
        return chartConfig { $0.xDomain = d }
    }

    /// Sets the y scale's categories, in order.
    public func chartYScale<P: Plottable>(domain: [P], type: ScaleType? = nil) -> some View {
        let d = domain.map { PlotValue($0) }
        return chartConfig { $0.yDomain = d }
    }

    /// Sets whether the automatic x domain includes zero.
    public func chartXScale(domain: AutomaticScaleDomain, type: ScaleType? = nil) -> some View {
        chartConfig { $0.xIncludesZero = domain.includesZero }
    }

    /// Sets whether the automatic y domain includes zero.
    public func chartYScale(domain: AutomaticScaleDomain, type: ScaleType? = nil) -> some View {
        chartConfig { $0.yIncludesZero = domain.includesZero }
    }

    /// Shows or hides the legend.
    public func chartLegend(_ visibility: Visibility) -> some View {
        chartConfig { $0.legendHidden = visibility == .hidden }
    }

    /// Places the legend below the plot (`.automatic`, `.bottom`) or above it (`.top`), at
    /// `alignment`'s horizontal edge (leading by default), `spacing` points from the chart.
    /// Other positions draw it below.
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartConfig { $0.legendPosition = position; $0.legendAlignment = alignment; $0.legendSpacing = spacing }
    }

    /// Names the x axis: the title is drawn under the x labels, centred (estimated), in the
    /// axis labels' font and colour.
    public func chartXAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic,
                                alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        let text = Text(label)
        return chartConfig { $0.xTitle = text }
    }
    /// Names the x axis with a string (see `chartXAxisLabel(_:position:alignment:spacing:)`).
    public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic,
                                                   alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        let text = Text(String(label))
        return chartConfig { $0.xTitle = text }
    }
    /// Names the y axis: the title is drawn above the plot at the y labels' edge (estimated),
    /// in the axis labels' font and colour.
    public func chartYAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic,
                                alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        let text = Text(label)
        return chartConfig { $0.yTitle = text }
    }
    /// Names the y axis with a string (see `chartYAxisLabel(_:position:alignment:spacing:)`).
    public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic,
                                                   alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        let text = Text(String(label))
        return chartConfig { $0.yTitle = text }
    }

    /// Binds the x value a person selects (iOS 17); a still render has no selection, so the
    /// binding keeps its value and nothing is drawn.
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    /// Binds the y value a person selects (iOS 17); nothing changes in a still render.
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    /// Binds the angle value a person selects in a pie (iOS 17); nothing changes in a still render.
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    /// Makes the chart scroll along `axes` (iOS 17); a still render draws the whole domain.
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }

    /// Maps `foregroundStyle(by:)` values to styles: the pairs' keys, in order, to their styles.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<D, S>) -> some View {
        let pairs = mapping.map { (PlotValue($0.key), AnyShapeStyle($0.value)) }
        return chartConfig { $0.styleScale = pairs }
    }

    /// Maps `foregroundStyle(by:)` values to styles with a dictionary (legend order: the data's).
    public func chartForegroundStyleScale<D: Plottable & Hashable, S: ShapeStyle>(_ mapping: [D: S]) -> some View {
        let pairs = mapping.map { (PlotValue($0.key), AnyShapeStyle($0.value)) }
        return chartConfig { $0.styleScale = pairs }
    }

    /// Gives the `foregroundStyle(by:)` values `domain` the styles `range`, in order.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(domain: [D], range: [S], type: ScaleType? = nil) -> some View {
        let pairs = zip(domain, range).map { (PlotValue($0), AnyShapeStyle($1)) }
        return chartConfig { $0.styleScale = pairs }
    }

    /// Maps `symbol(by:)` values to symbol shapes.
    public func chartSymbolScale<D: Plottable>(_ mapping: KeyValuePairs<D, BasicChartSymbolShape>) -> some View {
        let pairs = mapping.map { (PlotValue($0.key), $0.value) }
        return chartConfig { $0.symbolScale = pairs }
    }

    /// Styles the plot area (a background, a border, a frame) with `content`.
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View {
        chartConfig { $0.plotStyle = { AnyView(content($0)) } }
    }
}

/// A scale's mapping (accepted; a still render uses linear for numbers, band for categories).
public struct ScaleType: Sendable {
    /// Linear.
    public static var linear: ScaleType { ScaleType() }
    /// Logarithmic.
    public static var log: ScaleType { ScaleType() }
    /// Categorical.
    public static var category: ScaleType { ScaleType() }
    /// Date.
    public static var date: ScaleType { ScaleType() }
}
