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
}
