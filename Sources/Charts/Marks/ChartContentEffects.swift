import Foundation
import BackplateCore

/// The view-like effects a mark carries: offsets, drawing order, shadow and blur.
package struct ChartMarkEffects: Sendable, Equatable {
    /// Screen-coordinate offsets of a mark's start and end edges (equal for a plain offset).
    package var xStart: CGFloat = 0, xEnd: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0
    package var zIndex: Double = 0
    package var shadow: ChartMarkShadow?
    package var blurRadius: CGFloat = 0

    package var hasOffset: Bool { xStart != 0 || xEnd != 0 || yStart != 0 || yEnd != 0 }

    /// `rect` with its edges moved: start offsets move the minimum edges, end offsets the
    /// maximum ones.
    package func apply(to rect: CGRect) -> CGRect {
        guard hasOffset else { return rect }
        let x0 = rect.minX + xStart, x1 = rect.maxX + xEnd, y0 = rect.minY + yStart, y1 = rect.maxY + yEnd
        return CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
    }
}

/// A mark's shadow (`shadow(color:radius:x:y:)`).
package struct ChartMarkShadow: Sendable, Equatable {
    package var color: Color
    package var radius: CGFloat
    package var x: CGFloat
    package var y: CGFloat
}

/// What an annotation's content closure is told (iOS 16): the size of the mark it annotates.
/// Backplate builds annotations before layout, so it passes a zero size and says so in a
/// runtime warning.
public struct AnnotationContext {
    /// The annotated mark's size in points (zero in Backplate, see above).
    public var targetSize: CGSize
}

extension ChartContent {
    /// Moves the marks by `value` in screen coordinates (positive `height` moves down).
    public func offset(_ value: CGSize) -> some ChartContent {
        offset(x: value.width, y: value.height)
    }

    /// Moves the marks `x` points right and `y` points down.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        modifyingMarks { $0.effects.xStart += x; $0.effects.xEnd += x; $0.effects.yStart += y; $0.effects.yEnd += y }
    }

    /// Moves the marks `x` points right and, for bars and rectangles, their top edge by
    /// `yStart` and bottom edge by `yEnd` points (screen coordinates; other marks move by
    /// `yStart`).
    public func offset(x: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> some ChartContent {
        modifyingMarks { $0.effects.xStart += x; $0.effects.xEnd += x; $0.effects.yStart += yStart; $0.effects.yEnd += yEnd }
    }

    /// Moves a bar's or rectangle's leading edge by `xStart` and trailing edge by `xEnd`
    /// points, and the marks `y` points down.
    public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        modifyingMarks { $0.effects.xStart += xStart; $0.effects.xEnd += xEnd; $0.effects.yStart += y; $0.effects.yEnd += y }
    }

    /// Moves each edge of a bar or rectangle: leading by `xStart`, trailing by `xEnd`, top by
    /// `yStart`, bottom by `yEnd` points.
    public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> some ChartContent {
        modifyingMarks {
            $0.effects.xStart += xStart; $0.effects.xEnd += xEnd; $0.effects.yStart += yStart; $0.effects.yEnd += yEnd
        }
    }

    /// Draws the marks in front of (higher) or behind (lower) marks of another `zIndex`;
    /// marks of equal index keep declaration order.
    public func zIndex(_ value: Double) -> some ChartContent {
        modifyingMarks { $0.effects.zIndex = value }
    }

    /// Draws a shadow of `color` under the marks, blurred by `radius` and moved by `x`, `y`.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        let shadow = ChartMarkShadow(color: color, radius: radius, x: x, y: y)
        return modifyingMarks { $0.effects.shadow = shadow }
    }

    /// Blurs the marks by `radius` points.
    public func blur(radius: CGFloat) -> some ChartContent {
        modifyingMarks { $0.effects.blurRadius = radius }
    }

    /// Masks the marks with `content` (iOS 17). Backplate draws the marks unmasked, with a
    /// runtime warning.
    public func mask<C: ChartContent>(@ChartContentBuilder content: () -> C) -> some ChartContent {
        _ = content()
        return modifyingMarks { m in
            RuntimeWarning.emit("ChartContent.mask(content:) on a \(m.kind) mark is not drawn; the mark is drawn unmasked")
        }
    }

    /// Composites the marks as one layer (iOS 17). Opaque marks look the same either way;
    /// a still render draws them as declared.
    public func compositingLayer() -> some ChartContent { modifyingMarks { _ in } }

    /// Composites the marks as one layer and styles it with `style` (iOS 17). Backplate
    /// draws the marks without the style, with a runtime warning.
    public func compositingLayer<V: View>(style: @escaping (PlaceholderContentView<Self>) -> V) -> some ChartContent {
        modifyingMarks { m in
            RuntimeWarning.emit("ChartContent.compositingLayer(style:) on a \(m.kind) mark is drawn without its style")
        }
    }

    /// Sets the marks' accessibility identifier (for UI tests); nothing is drawn for it.
    public func accessibilityIdentifier(_ identifier: String) -> some ChartContent { modifyingMarks { _ in } }

    /// Sets the marks' accessibility label; a still render draws nothing for it.
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some ChartContent { modifyingMarks { _ in } }

    /// Sets the marks' accessibility value; a still render draws nothing for it.
    public func accessibilityValue(_ value: LocalizedStringKey) -> some ChartContent { modifyingMarks { _ in } }

    /// Aligns a gradient foreground style to the whole plot instead of each mark (iOS 16.4).
    /// Backplate fills each mark's shape with the style in the plot's frame already, which is
    /// what `true` asks for; `false` is drawn the same, with a runtime warning.
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> some ChartContent {
        modifyingMarks { m in
            if !aligns { RuntimeWarning.emit("alignsMarkStylesWithPlotArea(false) on a \(m.kind) mark: its style is aligned to the plot") }
        }
    }

    /// Strokes line and rule marks by `value` (iOS 16): each distinct value gets the stroke
    /// `chartLineStyleScale` maps it to, or the next of solid, dashed and dotted (estimated).
    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let channel = value.values.first.map { ChartChannelValue(label: value.label, value: $0) }
        return modifyingMarks { $0.lineStyleBy = channel }
    }

    /// Sizes point symbols by `value` (iOS 16): the area `chartSymbolSizeScale` maps it to, or
    /// numbers spread linearly from 16 to 256 square points over their extent (categories by
    /// order of appearance; estimated).
    public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let channel = value.values.first.map { ChartChannelValue(label: value.label, value: $0) }
        return modifyingMarks { $0.symbolSizeBy = channel }
    }

    /// Places the view `content` builds from an `AnnotationContext` next to each mark, as
    /// `annotation(position:alignment:spacing:content:)` does.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    @ViewBuilder content: @escaping (AnnotationContext) -> C) -> some ChartContent {
        RuntimeWarning.emit("annotation(content:) with an AnnotationContext: Backplate builds the annotation before layout, so targetSize is zero")
        let view = AnyView(content(AnnotationContext(targetSize: .zero)))
        return modifyingMarks { m in
            m.annotations.append(ChartAnnotation(position: position, alignment: alignment, spacing: spacing, content: view))
        }
    }

    /// Places the view `content` builds from an `AnnotationContext` next to each mark; a still
    /// render does not move annotations that overflow the chart.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    overflowResolution: AnnotationOverflowResolution,
                                    @ViewBuilder content: @escaping (AnnotationContext) -> C) -> some ChartContent {
        annotation(position: position, alignment: alignment, spacing: spacing, content: content)
    }
}
