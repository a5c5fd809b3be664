import Foundation
import BackplateCore

/// A vertex of a filled area: the chart fills the region between zero (or `yStart`) and the
/// series' `y` values, in x order, with the accent blue or the series' palette colour.
/// Areas with different `foregroundStyle(by:)` values stack.
public struct AreaMark: ChartContent, SingleChartMark {
    /// Primitive content: no body.
    public typealias Body = Never
    package var mark = ChartMark(kind: .area)

    /// An area vertex from zero to `y` at `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        mark.x = x.values; mark.y = y.values; mark.stacking = stacking
    }

    /// An area vertex from `yStart` to `yEnd` at `x` (a band).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.x = x.values; mark.y = yStart.values + yEnd.values; mark.stacking = .unstacked
    }

    /// An area vertex in the area named by `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
                                                           stacking: MarkStackingMethod = .standard) {
        mark.x = x.values; mark.y = y.values; mark.series = series.values.first; mark.stacking = stacking
    }

    /// A band vertex from `yStart` to `yEnd` at `x`, in the area named by `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                                           series: PlottableValue<S>) {
        mark.x = x.values; mark.y = yStart.values + yEnd.values; mark.series = series.values.first; mark.stacking = .unstacked
    }

    /// A horizontal band vertex from `xStart` to `xEnd` at `y` (the area runs down the plot).
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark.x = xStart.values + xEnd.values; mark.y = y.values; mark.stacking = .unstacked
    }

    /// A horizontal band vertex in the area named by `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                                           series: PlottableValue<S>) {
        mark.x = xStart.values + xEnd.values; mark.y = y.values; mark.series = series.values.first; mark.stacking = .unstacked
    }
}
