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
    /// Points kept free at the start and end of each position scale (`.plotDimension(padding:)`).
    package var xRangePadding: (start: CGFloat, end: CGFloat)?
    package var yRangePadding: (start: CGFloat, end: CGFloat)?
    /// Styles and symbols given by a range or a mapping closure.
    package var paletteOverride: [AnyShapeStyle]?
    package var styleMapping: ((PlotValue) -> AnyShapeStyle?)?
    package var symbolOrderOverride: [BasicChartSymbolShape]?
    package var symbolMapping: ((PlotValue) -> BasicChartSymbolShape?)?
    /// Line styles and symbol sizes by value (`chartLineStyleScale`, `chartSymbolSizeScale`).
    package var lineStyleScale: [(PlotValue, StrokeStyle)]?
    package var lineStyleMapping: ((PlotValue) -> StrokeStyle?)?
    package var lineStyleRange: [StrokeStyle]?
    package var symbolSizeScale: [(PlotValue, CGFloat)]?
    package var symbolSizeMapping: ((PlotValue) -> CGFloat?)?
    package var symbolSizeRange: ClosedRange<CGFloat>?
    /// Scrolling: the scrollable axes, the visible lengths and the initial scroll positions.
    package var scrollableAxes: Axis.Set = []
    package var xVisibleLength: Double?
    package var yVisibleLength: Double?
    package var xScrollStart: PlotValue?
    package var yScrollStart: PlotValue?
    /// A custom legend (`chartLegend(position:alignment:spacing:content:)`).
    package var legendContent: AnyView?
    /// Axis titles given as views.
    package var xTitleView: AnyView?
    package var yTitleView: AnyView?
    /// `chartOverlay` and `chartBackground` content.
    package var overlay: ChartDecoration?
    package var background: ChartDecoration?
    /// A 3D chart's pose, projection and z domain.
    package var pose3D: Chart3DPose?
    package var projection3D: Chart3DCameraProjection?
    package var zDomain: [PlotValue]?
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

/// The plot area a `chartPlotStyle` closure styles (its background, border, frame).
nonisolated public struct ChartPlotContent: View {
    package var content: AnyView
    /// The plot's marks and gridlines.
    public var body: some View { content }
}

extension View {
    package func chartConfig(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
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
    /// Makes the chart scroll along `axes` (iOS 17). A still render shows the initial state:
    /// with `chartXVisibleDomain`/`chartYVisibleDomain`, the window of that length at the
    /// scroll position (the domain's start unless `chartScrollPosition` says otherwise).
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View {
        chartConfig { $0.scrollableAxes = axes }
    }

    /// Maps `foregroundStyle(by:)` values to styles: the pairs' keys, in order, to their styles.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<D, S>) -> some View {
        let pairs = mapping.map { (PlotValue($0.key), AnyShapeStyle($0.value)) }
        return chartConfig { $0.styleScale = pairs }
    }

    /// Styles the plot area (a background, a border, a frame) with `content`.
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View {
        chartConfig { $0.plotStyle = { AnyView(content($0)) } }
    }
}
