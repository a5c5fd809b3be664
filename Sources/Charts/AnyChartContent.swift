import Foundation
import BackplateCore

/// Type-erased chart content: draws the marks of the content it wraps.
public struct AnyChartContent: ChartContent, PrimitiveChartContent {
    /// Primitive content: no body.
    public typealias Body = Never
    package var chartMarks: [ChartMark]
    /// Erases `content`'s type.
    public init(_ content: any ChartContent) { chartMarks = collectMarks(content) }
    /// Erases `content`'s type.
    public init<C: ChartContent>(erasing content: C) { chartMarks = collectMarks(content) }
}

/// The area of a chart's axis, handed to `chartXAxisStyle` and `chartYAxisStyle` (iOS 17).
nonisolated public struct ChartAxisContent: View {
    /// The axis area (its marks are drawn by the chart itself).
    public var body: some View { EmptyView() }
}

extension View {
    /// Styles the x axis's area with `content` (iOS 17). Backplate draws the axis unstyled,
    /// with a runtime warning.
    public func chartXAxisStyle<V: View>(@ViewBuilder content: @escaping (ChartAxisContent) -> V) -> some View {
        RuntimeWarning.emit("chartXAxisStyle(content:) is drawn without its style: Backplate draws the x axis unstyled")
        return self
    }

    /// Styles the y axis's area with `content` (iOS 17). Backplate draws the axis unstyled,
    /// with a runtime warning.
    public func chartYAxisStyle<V: View>(@ViewBuilder content: @escaping (ChartAxisContent) -> V) -> some View {
        RuntimeWarning.emit("chartYAxisStyle(content:) is drawn without its style: Backplate draws the y axis unstyled")
        return self
    }
}
