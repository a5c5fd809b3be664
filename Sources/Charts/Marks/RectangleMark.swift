import Foundation
import BackplateCore

/// A rectangle: centred on (`x`, `y`) filling the category's band (a heat-map cell), or
/// spanning explicit start/end values. Accent blue unless styled.
public struct RectangleMark: ChartContent, SingleChartMark {
    /// Primitive content: no body.
    public typealias Body = Never
    package var mark = ChartMark(kind: .rectangle)

    /// A rectangle at (`x`, `y`), `width` and `height` wide (automatic: the band, or 20 points on
    /// a continuous axis).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                            width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        mark.x = x.values; mark.y = y.values; mark.width = width; mark.height = height
    }

    /// A rectangle spanning `xStart`...`xEnd` and `yStart`...`yEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                            yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.x = xStart.values + xEnd.values; mark.y = yStart.values + yEnd.values
    }

    /// A rectangle at `x`, `width` wide, spanning `yStart`...`yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        mark.x = x.values; mark.y = yStart.values + yEnd.values; mark.width = width
    }

    /// A rectangle at `x`, `width` wide, from `yStart` to `yEnd` points from the plot's top
    /// (its whole height when nil).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic) {
        mark.x = x.values; mark.yPoints = [yStart, yEnd]; mark.width = width
    }

    /// A rectangle at `y`, `height` tall, spanning `xStart`...`xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        mark.x = xStart.values + xEnd.values; mark.y = y.values; mark.height = height
    }

    /// A rectangle at `y`, `height` tall, from `xStart` to `xEnd` points from the plot's
    /// leading edge (its whole width when nil).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        mark.y = y.values; mark.xPoints = [xStart, xEnd]; mark.height = height
    }

    /// A rectangle spanning the values `xStart`...`xEnd`, from `yStart` to `yEnd` points (the
    /// plot's height when nil): a highlighted range of dates or numbers.
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        mark.x = xStart.values + xEnd.values; mark.yPoints = [yStart, yEnd]
    }

    /// A rectangle from `xStart` to `xEnd` points (the plot's width when nil) spanning the
    /// values `yStart`...`yEnd`.
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.y = yStart.values + yEnd.values; mark.xPoints = [xStart, xEnd]
    }

    /// A rectangle in plot points on both axes (the plot's edges where nil).
    public init(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        mark.xPoints = [xStart, xEnd]; mark.yPoints = [yStart, yEnd]
    }
}
