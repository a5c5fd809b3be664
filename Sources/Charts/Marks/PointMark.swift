import Foundation
import BackplateCore

/// A symbol at (`x`, `y`): a filled circle in the accent blue by default, or the shape its
/// `symbol(_:)` / `symbol(by:)` gives.
public struct PointMark: ChartContent, SingleChartMark {
    /// Primitive content: no body.
    public typealias Body = Never
    package var mark = ChartMark(kind: .point)

    /// A point at (`x`, `y`).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark.x = x.values; mark.y = y.values
    }

    /// A point at `y`, `x` points from the plot's leading edge (centred when nil): a strip plot.
    public init<Y: Plottable>(x: CGFloat? = nil, y: PlottableValue<Y>) {
        mark.y = y.values; mark.xPoints = [x]
    }

    /// A point at `x`, `y` points from the plot's top (centred when nil).
    public init<X: Plottable>(x: PlottableValue<X>, y: CGFloat? = nil) {
        mark.x = x.values; mark.yPoints = [y]
    }
}
