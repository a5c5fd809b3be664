import Foundation
import BackplateCore

/// A point on a line: the chart joins the line marks of one series, in x order, with a
/// 2-point round-capped stroke in the accent blue (or the series' palette colour). Marks with
/// different `foregroundStyle(by:)` or `series:` values make separate lines.
public struct LineMark: ChartContent, SingleChartMark {
    /// Primitive content: no body.
    public typealias Body = Never
    package var mark = ChartMark(kind: .line)

    /// A line vertex at (`x`, `y`).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark.x = x.values; mark.y = y.values
    }

    /// A line vertex at (`x`, `y`) in the line named by `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        mark.x = x.values; mark.y = y.values; mark.series = series.values.first
    }
}
