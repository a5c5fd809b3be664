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
}
