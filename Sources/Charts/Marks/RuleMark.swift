import Foundation
import BackplateCore

/// A straight line across the plot: `RuleMark(y:)` is horizontal across the whole width,
/// `RuleMark(x:)` vertical across the whole height; the start/end forms draw a segment. One
/// point wide, in the accent blue unless styled.
public struct RuleMark: ChartContent, SingleChartMark {
    /// Primitive content: no body.
    public typealias Body = Never
    package var mark = ChartMark(kind: .rule)

    /// A horizontal rule across the plot at `y`.
    public init<Y: Plottable>(y: PlottableValue<Y>) { mark.y = y.values }

    /// A vertical rule across the plot at `x`.
    public init<X: Plottable>(x: PlottableValue<X>) { mark.x = x.values }

    /// A horizontal rule from `xStart` to `xEnd` at `y`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark.x = xStart.values + xEnd.values; mark.y = y.values
    }

    /// A vertical rule from `yStart` to `yEnd` at `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.x = x.values; mark.y = yStart.values + yEnd.values
    }
}
