import Foundation
import BackplateCore

/// A slice of a pie or donut (iOS 17): its angle is its value's share of the sum of all
/// sectors, starting at 12 o'clock and going clockwise in declaration order. The pie fills
/// the plot's shorter side; `innerRadius` makes a donut, `angularInset` separates slices.
public struct SectorMark: ChartContent, SingleChartMark {
    /// Primitive content: no body.
    public typealias Body = Never
    package var mark = ChartMark(kind: .sector)

    /// A sector whose angle is proportional to `angle`.
    public init<A: Plottable>(angle: PlottableValue<A>, innerRadius: MarkDimension = .automatic,
                              outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        mark.angle = angle.values.first?.number ?? 0
        mark.innerRadius = innerRadius; mark.outerRadius = outerRadius; mark.angularInset = angularInset
    }
}
