import Foundation
import BackplateCore

/// A chart: the marks its content declares, drawn on scales fitted to their values, with
/// gridlines and labels (y on the trailing side, x at the bottom) and a legend below the plot
/// when marks are coloured by a value. It takes all the space it is offered (300 × 200
/// points when a dimension is unproposed, estimated). Pie and donut charts (only
/// `SectorMark`s) have no axes and fill the plot's shorter side.
public struct Chart<Content: ChartContent>: View {
    private let content: Content
    @Environment(\.chartConfiguration) private var config

    /// A chart of the marks `content` declares.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// A chart with the marks `content` makes for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }

    /// A chart with the marks `content` makes for each element of identifiable `data`.
    public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }

    /// The plot, axes, legend and annotations, laid out by `ChartFrameLayout`.
    public var body: some View {
        let rendering = ChartRendering(model: ChartModel(marks: collectMarks(content), config: config))
        return rendering.decorated(rendering.view)
    }
}

/// Turns a resolved chart into the views that draw it.
package struct ChartRendering {
    package var model: ChartModel

    package var xAxis: AxisPlan {
        AxisPlan(axis: .x, scale: model.xScale, specs: model.config.xAxis, hidden: model.config.xAxisHidden || model.isPie)
    }
    package var yAxis: AxisPlan {
        AxisPlan(axis: .y, scale: model.yScale, specs: model.config.yAxis, hidden: model.config.yAxisHidden || model.isPie)
    }

    /// Annotations in mark order.
    package var annotationPlans: [(AnnotationPlan, AnyView)] {
        var out: [(AnnotationPlan, AnyView)] = []
        for (i, m) in model.marks.enumerated() {
            for a in m.annotations {
                out.append((AnnotationPlan(markIndex: i, position: a.position, alignment: a.alignment,
                                           spacing: a.spacing ?? ChartMetrics.annotationSpacing), a.content))
            }
        }
        return out
    }

    package var showsLegend: Bool { (!model.legend.isEmpty || model.config.legendContent != nil) && !model.config.legendHidden }

    package var view: some View {
        let x = xAxis, y = yAxis, notes = annotationPlans
        var views: [AnyView] = [plotView(x: x, y: y)]
        views += (y.labels + x.labels).map { label in AnyView(_AxisLabelSlot() { label.view }.clipped()) }
        if showsLegend { views.append(ChartRendering.oneSubview(model.config.legendContent ?? AnyView(ChartLegendView(entries: model.legend)))) }
        for (title, view) in [(model.config.xTitle, model.config.xTitleView), (model.config.yTitle, model.config.yTitleView)] {
            if let view { views.append(ChartRendering.oneSubview(AnyView(view.font(ChartAxisMetrics.labelFont).foregroundStyle(.secondary)))) }
            else if let title { views.append(AnyView(title.font(ChartAxisMetrics.labelFont).foregroundStyle(.secondary))) }
        }
        views += notes.map { ChartRendering.oneSubview($0.1) }
        var layout = ChartFrameLayout(geometry: model.geometry, yLabels: y.labels.map(\.placement), xLabels: x.labels.map(\.placement), yOnLeading: y.onLeadingOrTop,
                                      xOnTop: x.onLeadingOrTop, hasLegend: showsLegend, annotations: notes.map(\.0))
        layout.legendOnTop = model.config.legendPosition == .top
        layout.legendAlignment = model.config.legendAlignment?.horizontal ?? .leading
        layout.legendSpacing = model.config.legendSpacing ?? ChartAxisMetrics.legendGap
        layout.hasXTitle = model.config.xTitle != nil || model.config.xTitleView != nil
        layout.hasYTitle = model.config.yTitle != nil || model.config.yTitleView != nil
        return layout {
            ForEach(0..<views.count, id: \.self) { views[$0] }
        }
    }

    /// `content` as exactly one subview of the chart's layout, which places its subviews by
    /// position: an `if` without `else` is none, two views are two (stacked as an overlay's are).
    static func oneSubview(_ content: AnyView) -> AnyView { AnyView(ZStack { content }) }

    /// Gridlines behind the marks, the marks in declaration order, then symbols; ticks sit
    /// outside the plot.
    package func plotView(x: AxisPlan, y: AxisPlan) -> AnyView {
        let geometry = model.geometry
        var layers: [AnyView] = []
        for (axis, plan) in [(ChartAxisName.y, y), (.x, x)] {
            for line in plan.lines {
                layers.append(AnyView(AxisLineShape(axis: axis, geometry: geometry, value: line.value, tickLength: line.tickLength,
                                                    onLeadingOrTop: plan.onLeadingOrTop).stroke(line.style, style: line.stroke)))
            }
        }
        let axisLayers = layers.count
        // Marks in declaration order, a higher `zIndex` later (a stable sort).
        let order = model.marks.indices.sorted { (model.marks[$0].effects.zIndex, $0) < (model.marks[$1].effects.zIndex, $1) }
        for i in order {
            let m = model.marks[i]
            let style = model.styles[i]
            let shape = ChartMarkShape(geometry: geometry, index: i)
            switch m.kind {
            case .line:
                let stroke = m.lineStyle ?? StrokeStyle(lineWidth: ChartMetrics.lineWidth, lineCap: .round, lineJoin: .round)
                layers.append(ChartRendering.effects(m, shape.stroke(style, style: stroke).opacity(m.opacity)))
            case .rule:
                let stroke = m.lineStyle ?? StrokeStyle(lineWidth: ChartMetrics.ruleWidth)
                layers.append(ChartRendering.effects(m, shape.stroke(style, style: stroke).opacity(m.opacity)))
            case .point:
                break
            default:
                layers.append(ChartRendering.effects(m, shape.fill(style).opacity(m.opacity)))
            }
        }
        for i in order {
            let m = model.marks[i]
            if let symbol = model.symbols[i], m.kind == .point || m.kind == .line {
                let symbols = ChartSymbolsShape(geometry: geometry, index: i, symbol: symbol).fill(model.styles[i]).opacity(m.opacity)
                layers.append(ChartRendering.effects(m, symbols))
            }
        }
        if model.isWindowed {
            // A scrolled window: marks outside the visible domain are cut at the plot's edges.
            let marks = Array(layers[axisLayers...])
            layers = Array(layers[..<axisLayers])
            layers.append(AnyView(ZStack(alignment: .topLeading) { ForEach(0..<marks.count, id: \.self) { marks[$0] } }.clipped()))
        }
        var plot = AnyView(ZStack(alignment: .topLeading) { ForEach(0..<layers.count, id: \.self) { layers[$0] } })
        if model.config.overlay != nil || model.config.background != nil {
            // The plot's frame, for the proxy of `chartOverlay` and `chartBackground`.
            plot = AnyView(plot.anchorPreference(key: ChartPlotFrameKey.self, value: .bounds) { $0 })
        }
        if let style = model.config.plotStyle { return style(ChartPlotContent(content: plot)) }
        return plot
    }
}

extension ChartRendering {
    /// A mark's layer with its `shadow` and `blur`.
    static func effects<V: View>(_ m: ChartMark, _ layer: V) -> AnyView {
        var view = AnyView(layer)
        if let s = m.effects.shadow { view = AnyView(view.shadow(color: s.color, radius: s.radius, x: s.x, y: s.y)) }
        if m.effects.blurRadius > 0 { view = AnyView(view.blur(radius: m.effects.blurRadius)) }
        return view
    }
}

/// The legend: a circle (or the series' symbol) in each value's style, then the value, in a
/// row (estimated: 8-point symbols, `.caption` secondary text, 4 points between symbol and
/// text, 12 between entries).
package struct ChartLegendView: View {
    package var entries: [ChartLegendEntry]
    package var body: some View {
        HStack(spacing: 12) {
            ForEach(0..<entries.count, id: \.self) { i in
                HStack(spacing: 4) {
                    entries[i].symbol.fill(entries[i].style).frame(width: 8, height: 8)
                    Text(verbatim: entries[i].label).font(.caption).foregroundStyle(.secondary)
                }
            }
        }
        .lineLimit(1)
    }
}
