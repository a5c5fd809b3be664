import Foundation
import BackplateCore

/// A surface drawn over the x–z plane at the heights `y = function(x, z)`, sampled over the
/// chart's x and z domains (−1...1 where no `chartXScale`/`chartZScale` sets one; an
/// estimate). Values that are NaN or infinite leave holes, as Swift Charts documents.
public struct SurfacePlot: Chart3DContent, PrimitiveChart3DContent {
    /// Primitive content: no body.
    public typealias Body = Never
    package var mark = Chart3DMark(kind: .surface)

    /// A surface of `function`, whose arguments are x and z and whose value is y; the labels
    /// title the three axes.
    public init(x: some StringProtocol, y: some StringProtocol, z: some StringProtocol,
                function: @escaping @Sendable (Double, Double) -> Double) {
        mark.titles = [String(x), String(y), String(z)]
        mark.function = function
    }

    package var chart3DMarks: [Chart3DMark] { [mark] }
}

extension PointMark: Chart3DContent, PrimitiveChart3DContent {
    /// A point in a 3D chart at (`x`, `y`, `z`), drawn as a shaded sphere.
    public init(x: PlottableValue<some Plottable>, y: PlottableValue<some Plottable>, z: PlottableValue<some Plottable>) {
        mark.x = x.values; mark.y = y.values; mark.z = z.values
    }

    /// Primitive content: no body.
    public var body: Never { return fatalError("PointMark is primitive chart content and has no body") }
}

extension RuleMark: Chart3DContent, PrimitiveChart3DContent {
    /// A rule in a 3D chart: two of `x`, `y` and `z` are single values and one is a range the
    /// rule spans.
    public init(x: PlottableValue<some Plottable>, y: PlottableValue<some Plottable>, z: PlottableValue<some Plottable>) {
        mark.x = x.values; mark.y = y.values; mark.z = z.values
    }

    /// Primitive content: no body.
    public var body: Never { return fatalError("RuleMark is primitive chart content and has no body") }
}

extension RectangleMark: Chart3DContent, PrimitiveChart3DContent {
    /// A flat rectangle in a 3D chart: one of `x`, `y` and `z` is a single value and the
    /// other two are ranges it spans.
    public init(x: PlottableValue<some Plottable>, y: PlottableValue<some Plottable>, z: PlottableValue<some Plottable>) {
        mark.x = x.values; mark.y = y.values; mark.z = z.values
    }

    /// Primitive content: no body.
    public var body: Never { return fatalError("RectangleMark is primitive chart content and has no body") }
}

extension SingleChartMark where Self: Chart3DContent {
    /// The 3D mark a `PointMark`, `RuleMark` or `RectangleMark` made with `init(x:y:z:)` holds.
    package var chart3DMarks: [Chart3DMark] { [Chart3DMark(mark)] }
}
