import Foundation
import BackplateCore

/// A type-erased chart symbol shape.
nonisolated public struct AnyChartSymbolShape: ChartSymbolShape {
    private let shape: AnyShape
    /// The unit square: Backplate's symbols all look as large as their frame.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
    /// Erases `shape`'s type.
    public init(_ shape: any ChartSymbolShape) {
        self.shape = AnyShape(shape)
    }
    /// The erased symbol's outline in `rect`.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}

extension ChartProxy {
    /// The plot's visible frame (iOS 17): a still render never scrolls, so this is `plotFrame`.
    public var plotContainerFrame: Anchor<CGRect>? { plotFrame }

    /// The x scale's domain as `dataType`: the categories in order, or the lower and upper
    /// bounds of a numeric or date scale (empty when the values are of another type).
    public func xDomain<P: Plottable>(dataType: P.Type = P.self) -> [P] { Self.domain(geometry.xScale, as: dataType) }

    /// The y scale's domain as `dataType` (see `xDomain(dataType:)`).
    public func yDomain<P: Plottable>(dataType: P.Type = P.self) -> [P] { Self.domain(geometry.yScale, as: dataType) }

    static func domain<P: Plottable>(_ scale: ChartScale?, as type: P.Type) -> [P] {
        switch scale?.kind {
        case .category(let values)?: return values.compactMap { value($0, as: type) }
        case .linear(let lower, let upper, let isDate)?:
            let ends: [PlotValue] = isDate ? [.date(Date(timeIntervalSince1970: lower)), .date(Date(timeIntervalSince1970: upper))]
                : [.number(lower), .number(upper)]
            return ends.compactMap { value($0, as: type) }
        case nil: return []
        }
    }

    /// The `foregroundStyle(by:)` values in legend order.
    public func foregroundStyleDomain<P: Plottable>(dataType: P.Type = P.self) -> [P] {
        legend.compactMap { Self.value($0.key, as: dataType) }
    }

    /// The style the chart gives the `foregroundStyle(by:)` value `value`, or nil when no
    /// mark has it.
    public func foregroundStyle<P: Plottable>(for value: P) -> AnyShapeStyle? {
        let key = PlotValue(value)
        return legend.first { $0.key == key }?.style
    }

    /// The `symbol(by:)` values in order.
    public func symbolDomain<P: Plottable>(dataType: P.Type = P.self) -> [P] {
        symbolKeys.compactMap { Self.value($0.key, as: dataType) }
    }

    /// The symbol the chart gives the `symbol(by:)` value `value`, or nil.
    public func symbol<P: Plottable>(for value: P) -> AnyChartSymbolShape? {
        let key = PlotValue(value)
        return symbolKeys.first { $0.key == key }.map { AnyChartSymbolShape($0.symbol) }
    }

    /// The `symbolSize(by:)` values: Backplate has no symbol size scale, so none.
    public func symbolSizeDomain<P: Plottable>(dataType: P.Type = P.self) -> [P] { [] }
    /// The symbol size for a `symbolSize(by:)` value: none in Backplate (see above).
    public func symbolSize<P: Plottable>(for value: P) -> CGFloat? { nil }
    /// The `lineStyle(by:)` values: Backplate has no line style scale, so none.
    public func lineStyleDomain<P: Plottable>(dataType: P.Type = P.self) -> [P] { [] }
    /// The line style for a `lineStyle(by:)` value: none in Backplate (see above).
    public func lineStyle<P: Plottable>(for value: P) -> StrokeStyle? { nil }

    /// The rectangle an (x, y) pair covers in the plot: the bands of categories, or a point
    /// on a continuous scale.
    public func positionRange<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGRect? {
        guard let x = positionRange(forX: value.x), let y = positionRange(forY: value.y) else { return nil }
        return CGRect(x: x.lowerBound, y: y.lowerBound, width: x.upperBound - x.lowerBound, height: y.upperBound - y.lowerBound)
    }

    /// The angle of `location` around the plot's centre, clockwise from 12 o'clock, from 0 to
    /// 360 degrees (a pie's angle channel).
    public func angle(at location: CGPoint) -> Angle {
        let dx = Double(location.x - plotSize.width / 2), dy = Double(location.y - plotSize.height / 2)
        var degrees = atan2(dx, -dy) * 180 / .pi
        if degrees < 0 { degrees += 360 }
        return .degrees(degrees)
    }

    /// The angle channel's value at `angle`: the running total of the sectors' values that far
    /// round the pie, or nil when the chart has no sectors or `P` is not a number type.
    public func value<P: Plottable>(atAngle angle: Angle, as type: P.Type = P.self) -> P? {
        guard geometry.sectorTotal > 0 else { return nil }
        var fraction = angle.degrees.truncatingRemainder(dividingBy: 360) / 360
        if fraction < 0 { fraction += 1 }
        return Self.value(.number(fraction * geometry.sectorTotal), as: type)
    }

    /// Selects the x value at `position` (iOS 17): a still render has no selection.
    public func selectXValue(at position: CGFloat) {}
    /// Selects the y value at `position` (iOS 17): a still render has no selection.
    public func selectYValue(at position: CGFloat) {}
    /// Selects the x range between two positions (iOS 17): a still render has no selection.
    public func selectXRange(from start: CGFloat, to end: CGFloat) {}
    /// Selects the y range between two positions (iOS 17): a still render has no selection.
    public func selectYRange(from start: CGFloat, to end: CGFloat) {}
    /// Selects the angle value at `angle` (iOS 17): a still render has no selection.
    public func selectAngleValue(at angle: Angle) {}
}
