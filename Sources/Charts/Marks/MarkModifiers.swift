import Foundation
import BackplateCore

/// Chart content with one change applied to each of its marks (what the mark modifiers
/// return).
public struct ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    /// Primitive content: no body.
    public typealias Body = Never
    package var content: Content
    package var change: (inout ChartMark) -> Void
    package var chartMarks: [ChartMark] {
        collectMarks(content).map { var m = $0; change(&m); return m }
    }
}

extension ChartContent {
    package func modifyingMarks(_ change: @escaping (inout ChartMark) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self, change: change)
    }

    /// Fills or strokes the marks with `style` instead of the default accent blue.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let any = AnyShapeStyle(style)
        return modifyingMarks { $0.style = any }
    }

    /// Colours the marks by `value`: each distinct value gets the next colour of the chart's
    /// palette (blue, green, orange, purple, red, cyan, yellow) or the one
    /// `chartForegroundStyleScale` maps it to, and an entry in the legend.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let channel = value.values.first.map { ChartChannelValue(label: value.label, value: $0) }
        return modifyingMarks { $0.styleBy = channel }
    }

    /// Gives point and line marks a symbol chosen by `value` (circle, square, triangle,
    /// diamond, pentagon in order of first appearance).
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let channel = value.values.first.map { ChartChannelValue(label: value.label, value: $0) }
        return modifyingMarks { $0.symbolBy = channel }
    }

    /// Draws point marks (and line vertices) with `symbol`.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        let basic = symbol as? BasicChartSymbolShape ?? BasicChartSymbolShape(kind: .circle, custom: AnyShape(symbol))
        return modifyingMarks { $0.symbol = basic }
    }

    /// Draws `symbol` (any view, at its own size) centred on each point instead of a shape.
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
        let note = ChartAnnotation(position: .overlay, alignment: .center, spacing: 0, content: AnyView(symbol()))
        return modifyingMarks { $0.annotations.insert(note, at: 0); $0.symbolView = true }
    }

    /// Sets the symbol's area in square points.
    public func symbolSize(_ area: CGFloat) -> some ChartContent {
        modifyingMarks { $0.symbolSize = area }
    }

    /// Sets the symbol's size in points.
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        modifyingMarks { $0.symbolSize = size.width * size.height }
    }

    /// Strokes line and rule marks with `style` (width, dash, caps).
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modifyingMarks { $0.lineStyle = style }
    }

    /// Joins line and area marks with `method` (straight, smooth or stepped).
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modifyingMarks { $0.interpolation = method }
    }

    /// Rounds the corners of bar and rectangle marks by `radius` points.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        modifyingMarks { $0.cornerRadius = radius }
    }

    /// Multiplies the marks' opacity by `opacity`.
    public func opacity(_ opacity: Double) -> some ChartContent {
        modifyingMarks { $0.opacity *= opacity }
    }

    /// Places `content` next to each mark: above a vertical bar or point by default,
    /// `spacing` points away (4 when nil, estimated).
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some ChartContent {
        let note = ChartAnnotation(position: position, alignment: alignment, spacing: spacing, content: AnyView(content()))
        return modifyingMarks { $0.annotations.append(note) }
    }

    /// Places `content` next to each mark, as `annotation(position:alignment:spacing:content:)`;
    /// a still render does not move annotations that overflow the chart.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: () -> C) -> some ChartContent {
        annotation(position: position, alignment: alignment, spacing: spacing, content: content)
    }

    /// Places marks that share a category side by side by `value` instead of stacking them.
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        let channel = value.values.first.map { ChartChannelValue(label: value.label, value: $0) }
        return modifyingMarks { $0.positionBy = channel; $0.stacking = .unstacked }
    }

    /// Sets the marks' accessibility label; a still render draws nothing for it.
    public func accessibilityLabel(_ label: Text) -> some ChartContent { modifyingMarks { _ in } }
    /// Hides the marks from VoiceOver. No visible effect.
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { modifyingMarks { _ in } }

    /// Clips each mark to `shape` filling the mark's frame: a bar or rectangle mark draws as
    /// the shape in its rectangle (`.clipShape(Capsule())` rounds a bar's ends). Other marks
    /// draw unclipped, with a runtime warning.
    public func clipShape(_ shape: some Shape, style: FillStyle = FillStyle()) -> some ChartContent {
        let any = AnyShape(shape)
        return modifyingMarks { $0.clipShape = any }
    }
    /// Sets the marks' accessibility label; a still render draws nothing for it.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { modifyingMarks { _ in } }
    /// Sets the marks' accessibility value; a still render draws nothing for it.
    public func accessibilityValue(_ value: Text) -> some ChartContent { modifyingMarks { _ in } }
    /// Sets the marks' accessibility value; a still render draws nothing for it.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { modifyingMarks { _ in } }
}
