import Foundation
import BackplateCore

/// A straight line across the plot: `RuleMark(y:)` is horizontal across the whole width,
/// `RuleMark(x:)` vertical across the whole height; the start/end forms draw a segment, given
/// as values or as plot positions in points (nil: the plot's edge). One point wide, in the
/// accent blue unless styled.
public struct RuleMark: ChartContent, SingleChartMark {
    /// Primitive content: no body.
    public typealias Body = Never
    package var mark = ChartMark(kind: .rule)

    /// A horizontal rule at `y` from `xStart` to `xEnd` points in the plot (its edges when nil).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        mark.y = y.values; mark.xPoints = [xStart, xEnd]
    }

    /// A vertical rule at `x` from `yStart` to `yEnd` points from the plot's top (its edges
    /// when nil).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        mark.x = x.values; mark.yPoints = [yStart, yEnd]
    }

    /// A horizontal rule from `xStart` to `xEnd` at `y`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark.x = xStart.values + xEnd.values; mark.y = y.values
    }

    /// A horizontal rule from `xStart` to `xEnd`, `y` points from the plot's top (its middle
    /// when nil).
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: CGFloat? = nil) {
        mark.x = xStart.values + xEnd.values; mark.yPoints = [y]
    }

    /// A vertical rule from `yStart` to `yEnd` at `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.x = x.values; mark.y = yStart.values + yEnd.values
    }

    /// A vertical rule from `yStart` to `yEnd`, `x` points from the plot's leading edge (its
    /// middle when nil).
    public init<Y: Plottable>(x: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.y = yStart.values + yEnd.values; mark.xPoints = [x]
    }
}
