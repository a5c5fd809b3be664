import Foundation
import BackplateCore

/// A rectangular bar: `x` and `y` give a bar from zero to the value on the numeric axis,
/// centred on the categorical or date value on the other; `xStart`/`xEnd` or `yStart`/`yEnd`
/// give an explicit extent. Bars that share a category stack (`stacking: .standard`) unless
/// told otherwise. Filled with the accent blue, or the chart's palette colour for its
/// `foregroundStyle(by:)` value.
public struct BarMark: ChartContent, SingleChartMark {
    /// Primitive content: no body.
    public typealias Body = Never
    package var mark = ChartMark(kind: .bar)

    /// A bar from zero to `y` (or `x`, whichever is numeric) at the other value.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark.x = x.values; mark.y = y.values; mark.xDateUnit = x.dateUnit; mark.yDateUnit = y.dateUnit
        mark.xBinned = x.binned; mark.yBinned = y.binned
        mark.width = width; mark.height = height; mark.stacking = stacking
    }

    /// A horizontal bar from `xStart` to `xEnd` at `y`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        mark.x = xStart.values + xEnd.values; mark.y = y.values; mark.yDateUnit = y.dateUnit
        mark.height = height; mark.stacking = .unstacked
    }

    /// A vertical bar from `yStart` to `yEnd` at `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        mark.x = x.values; mark.y = yStart.values + yEnd.values; mark.xDateUnit = x.dateUnit
        mark.width = width; mark.stacking = .unstacked
    }

    /// A bar at `x` from `yStart` to `yEnd` points from the plot's top (its whole height when
    /// nil): a band behind a category or date.
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic,
                              stacking: MarkStackingMethod = .standard) {
        mark.x = x.values; mark.xDateUnit = x.dateUnit; mark.xBinned = x.binned; mark.yPoints = [yStart, yEnd]
        mark.width = width; mark.stacking = .unstacked
    }

    /// A bar at `y` from `xStart` to `xEnd` points from the plot's leading edge (its whole
    /// width when nil).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic,
                              stacking: MarkStackingMethod = .standard) {
        mark.y = y.values; mark.yDateUnit = y.dateUnit; mark.yBinned = y.binned; mark.xPoints = [xStart, xEnd]
        mark.height = height; mark.stacking = .unstacked
    }

    /// A bar from `xStart` to `xEnd` in points (the plot's width when nil) spanning the
    /// values `yStart`...`yEnd`.
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.y = yStart.values + yEnd.values; mark.xPoints = [xStart, xEnd]; mark.stacking = .unstacked
    }

    /// A bar spanning the values `xStart`...`xEnd` from `yStart` to `yEnd` points (the plot's
    /// height when nil).
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        mark.x = xStart.values + xEnd.values; mark.yPoints = [yStart, yEnd]; mark.stacking = .unstacked
    }

    /// A bar spanning `xStart`...`xEnd` and `yStart`...`yEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                            yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.x = xStart.values + xEnd.values; mark.y = yStart.values + yEnd.values; mark.stacking = .unstacked
    }
}
