import Foundation
import BackplateCore

/// A proxy to a chart's geometry, given to the closures of `chartOverlay` and
/// `chartBackground`: where values lie in the plot and which values lie at a position.
/// Positions are in the plot's own coordinates (0 at its leading and top edges); add the
/// origin of `plotFrame`, resolved with a `GeometryProxy`, to reach the overlay's.
public struct ChartProxy {
    package var geometry: ChartGeometry
    package var anchor: Anchor<CGRect>?
    /// The plot's size (also `plotAreaSize`).
    public var plotSize: CGSize
    /// The legend's values and styles, and the symbol scale's values and symbols.
    package var legend: [(key: PlotValue, style: AnyShapeStyle)] = []
    package var symbolKeys: [(key: PlotValue, symbol: BasicChartSymbolShape)] = []

    package init(geometry: ChartGeometry, anchor: Anchor<CGRect>?, plotSize: CGSize) {
        self.geometry = geometry
        self.anchor = anchor
        self.plotSize = plotSize
    }

    /// The plot's frame, to resolve with a `GeometryProxy` (`geometry[proxy.plotFrame!]`).
    public var plotFrame: Anchor<CGRect>? { anchor }

    /// The plot's frame (iOS 16's name; `plotFrame` since iOS 17).
    public var plotAreaFrame: Anchor<CGRect> {
        guard let anchor else { preconditionFailure("chartOverlay: the chart drew no plot") }
        return anchor
    }

    /// The plot's size (iOS 16's name for `plotSize`).
    public var plotAreaSize: CGSize { plotSize }

    /// The horizontal position of `value` in the plot (a category's band centre), or nil when
    /// the x scale does not hold it.
    public func position<P: Plottable>(forX value: P) -> CGFloat? {
        geometry.xPosition(PlotValue(value), plotSize)
    }

    /// The vertical position of `value` in the plot (larger numbers higher), or nil.
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        geometry.yPosition(PlotValue(value), plotSize)
    }

    /// The position of an (x, y) pair in the plot, or nil when either scale does not hold it.
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
        guard let x = position(forX: value.x), let y = position(forY: value.y) else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// The horizontal extent of `value`: a category's band, or a single point on a
    /// continuous scale.
    public func positionRange<P: Plottable>(forX value: P) -> ClosedRange<CGFloat>? {
        guard let scale = geometry.xScale, let centre = position(forX: value) else { return nil }
        let half = scale.bandWidth(length: plotSize.width) / 2
        return (centre - half)...(centre + half)
    }

    /// The vertical extent of `value`.
    public func positionRange<P: Plottable>(forY value: P) -> ClosedRange<CGFloat>? {
        guard let scale = geometry.yScale, let centre = position(forY: value) else { return nil }
        let half = scale.bandWidth(length: plotSize.height) / 2
        return (centre - half)...(centre + half)
    }

    /// The x value at horizontal position `position` in the plot: the category whose band
    /// holds it, or the interpolated number or date; nil outside a categorical scale's bands
    /// or when the value does not convert to `P`.
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        guard let scale = geometry.xScale else { return nil }
        return Self.value(scale.value(at: position, length: plotSize.width), as: type)
    }

    /// The y value at vertical position `position` in the plot (0 at the top).
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        guard let scale = geometry.yScale else { return nil }
        let along = scale.isCategorical ? position : plotSize.height - position
        return Self.value(scale.value(at: along, length: plotSize.height), as: type)
    }

    /// The (x, y) values at `location` in the plot.
    public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let x = value(atX: location.x, as: X.self), let y = value(atY: location.y, as: Y.self) else { return nil }
        return (x, y)
    }

    /// Converts a scale's value into `P` through its primitive type.
    static func value<P: Plottable>(_ value: PlotValue?, as _: P.Type) -> P? {
        guard let value else { return nil }
        let primitive: Any?
        switch (value, P.PrimitivePlottable.self) {
        case (.category(let s), is String.Type): primitive = s
        case (.date(let d), is Date.Type): primitive = d
        case (.number(let v), is Date.Type): primitive = Date(timeIntervalSince1970: v)
        case (.number(let v), is Double.Type): primitive = v
        case (.number(let v), is Float.Type): primitive = Float(v)
        case (.number(let v), is Int.Type): primitive = v.isFinite ? Int(v.rounded()) : nil
        case (.date(let d), is Double.Type): primitive = d.timeIntervalSince1970
        case (.number(let v), let t as any BinaryInteger.Type): primitive = v.isFinite ? t.init(exactly: v.rounded()) : nil
        default: primitive = nil
        }
        guard let p = primitive as? P.PrimitivePlottable else { return nil }
        return P(primitivePlottable: p)
    }
}

extension ChartScale {
    /// The value at `position` along an axis `length` points long (0: the domain's start):
    /// the category whose band holds it, or the linear interpolation, as a date on a time
    /// scale. The inverse of `position(_:length:)`.
    package func value(at padded: CGFloat, length paddedLength: CGFloat) -> PlotValue? {
        let position = padded - startPadding, length = paddedLength - startPadding - endPadding
        switch kind {
        case .category(let categories):
            guard !categories.isEmpty, length > 0 else { return nil }
            let band = length / CGFloat(categories.count)
            let i = Int((position / band).rounded(.down))
            return categories.indices.contains(i) ? categories[i] : nil
        case .linear(let lower, let upper, let isDate):
            guard length > 0 else { return nil }
            let v = lower + Double(position / length) * (upper - lower)
            return isDate ? .date(Date(timeIntervalSince1970: v)) : .number(v)
        }
    }
}

/// Carries the plot's frame from the plot up to the chart's overlay and background.
struct ChartPlotFrameKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        if value == nil { value = nextValue() }
    }
}

/// A view a chart draws over or under itself, built from a `ChartProxy` once the plot's
/// frame is known.
package struct ChartDecoration {
    package var alignment: Alignment
    package var content: (ChartProxy) -> AnyView
}

extension View {
    /// Draws `content` over the chart, in the chart's whole frame (axes included), aligned
    /// by `alignment`; `content` receives a `ChartProxy` to convert between values and
    /// positions. In a still render nothing is tapped or dragged: the overlay draws as built
    /// from the proxy (typically clear, or a marker at a fixed value).
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        transformEnvironment(\.chartConfiguration) { $0.overlay = ChartDecoration(alignment: alignment) { AnyView(content($0)) } }
    }

    /// Draws `content` behind the chart, in the chart's whole frame, aligned by `alignment`;
    /// `content` receives a `ChartProxy`.
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        transformEnvironment(\.chartConfiguration) { $0.background = ChartDecoration(alignment: alignment) { AnyView(content($0)) } }
    }
}

extension ChartRendering {
    /// The chart with its `chartOverlay` and `chartBackground` content, each laid out in the
    /// chart's frame with a proxy whose plot frame the plot reported.
    package func proxy(anchor: Anchor<CGRect>?, size: CGSize) -> ChartProxy {
        var proxy = ChartProxy(geometry: model.geometry, anchor: anchor, plotSize: size)
        proxy.legend = model.legendKeys
        proxy.symbolKeys = model.symbolKeys
        return proxy
    }

    package func decorated<V: View>(_ chart: V) -> AnyView {
        let overlay = model.config.overlay, background = model.config.background
        guard overlay != nil || background != nil else { return AnyView(chart) }
        func layer(_ decoration: ChartDecoration?, _ anchor: Anchor<CGRect>?) -> some View {
            GeometryReader { reader in
                if let decoration {
                    let size = anchor.map { reader[$0].size } ?? .zero
                    decoration.content(proxy(anchor: anchor, size: size))
                        .transformEnvironment(\.chartConfiguration) { $0.overlay = nil; $0.background = nil }
                        .frame(width: reader.size.width, height: reader.size.height, alignment: decoration.alignment)
                }
            }
        }
        return AnyView(chart
            .backgroundPreferenceValue(ChartPlotFrameKey.self) { layer(background, $0) }
            .overlayPreferenceValue(ChartPlotFrameKey.self) { layer(overlay, $0) })
    }
}
