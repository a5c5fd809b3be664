import Foundation
import BackplateCore

/// A piece of an axis mark: `AxisGridLine`, `AxisTick` or `AxisValueLabel`.
public protocol AxisMark {
    /// What the piece draws at one value.
    var axisElements: AxisMarkElements { get }
}

/// A result builder that composes the pieces drawn at each axis value.
@resultBuilder
public enum AxisMarkBuilder {
    /// One piece.
    public static func buildExpression<M: AxisMark>(_ mark: M) -> AxisMarkList { AxisMarkList(elements: mark.axisElements.items) }
    /// Pieces drawn together.
    public static func buildBlock(_ parts: AxisMarkList...) -> AxisMarkList { AxisMarkList(elements: parts.flatMap(\.elements)) }
    /// Pieces under an `if`.
    public static func buildOptional(_ part: AxisMarkList?) -> AxisMarkList { part ?? AxisMarkList(elements: []) }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first: AxisMarkList) -> AxisMarkList { first }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second: AxisMarkList) -> AxisMarkList { second }
}

/// The pieces drawn at one axis value (what `@AxisMarkBuilder` produces).
public struct AxisMarkList: AxisMark {
    package var elements: [AxisElement]
    /// The pieces in order.
    public var axisElements: AxisMarkElements { AxisMarkElements(elements) }
}

/// Marks for an axis's values: by default a gridline and a label at each automatic value;
/// with a content closure, exactly the gridlines, ticks and labels it returns.
public struct AxisMarks: AxisContent {
    package var spec: AxisMarksSpec
    /// The declaration as values.
    public var axisMarksSpecs: [AxisMarksSpec] { [spec] }

    /// Default marks (gridline and label) at `values`.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                stroke: StrokeStyle? = nil) {
        spec = AxisMarksSpec(position: position, values: values, content: nil)
    }

    /// Default marks with labels formatted by `format`.
    public init<F: FormatStyle>(format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil)
    where F.FormatInput: Plottable, F.FormatOutput == String {
        spec = AxisMarksSpec(position: position, values: values, content: nil, labelFormat: AxisMarks.formatter(format))
    }

    /// Default marks at exactly `values`.
    public init<V: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V]) {
        spec = AxisMarksSpec(position: position, values: .explicit(values), content: nil)
    }

    /// The marks `content` returns for each of `values`.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisMarkBuilder content: @escaping (AxisValue) -> AxisMarkList) {
        spec = AxisMarksSpec(position: position, values: values, content: { content($0).elements })
    }

    /// The marks `content` returns for each of exactly `values`.
    public init<V: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V],
                              @AxisMarkBuilder content: @escaping (AxisValue) -> AxisMarkList) {
        spec = AxisMarksSpec(position: position, values: .explicit(values), content: { content($0).elements })
    }

    package static func formatter<F: FormatStyle>(_ format: F) -> (PlotValue) -> String
    where F.FormatInput: Plottable, F.FormatOutput == String {
        { value in
            let axisValue = AxisValue(value: value, index: 0, count: 1)
            if let input = axisValue.as(F.FormatInput.self) { return format.format(input) }
            return value.labelText
        }
    }
}

/// A line across the plot at an axis value. Default: 0.5 points wide in the separator grey
/// (estimated).
public struct AxisGridLine: AxisMark {
    package var centered: Bool
    package var stroke: StrokeStyle?
    package var style: AnyShapeStyle?
    /// A gridline, optionally centred between two values, with an optional stroke.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        self.centered = centered ?? false
        self.stroke = stroke
    }
    /// The gridline.
    public var axisElements: AxisMarkElements { AxisMarkElements([.gridLine(centered: centered, stroke: stroke, style: style)]) }
    /// Draws the gridline with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisGridLine { var c = self; c.style = AnyShapeStyle(style); return c }
}

/// A short tick outside the plot at an axis value (default 4 points long, estimated).
public struct AxisTick: AxisMark {
    package var length: CGFloat?
    package var stroke: StrokeStyle?
    package var style: AnyShapeStyle?
    /// A tick of the automatic length.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { self.stroke = stroke }
    /// A tick `length` points long.
    public init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) { self.length = length; self.stroke = stroke }
    /// The tick.
    public var axisElements: AxisMarkElements { AxisMarkElements([.tick(length: length, stroke: stroke, style: style)]) }
    /// Draws the tick with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisTick { var c = self; c.style = AnyShapeStyle(style); return c }
}

/// The label at an axis value: the value formatted (numbers with grouping, dates by day), in
/// `.caption2` and the secondary foreground by default (estimated).
public struct AxisValueLabel: AxisMark {
    package var spec = AxisLabelSpec()
    /// The value's default label.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil) { spec.centered = centered; spec.anchor = anchor }
    /// The value formatted with `format`.
    public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil)
    where F.FormatInput: Plottable, F.FormatOutput == String {
        spec.format = AxisMarks.formatter(format); spec.centered = centered; spec.anchor = anchor
    }
    /// A fixed string.
    public init<S: StringProtocol>(_ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil) {
        spec.text = Text(String(label)); spec.centered = centered; spec.anchor = anchor
    }
    /// A localized string.
    public init(_ label: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil) {
        spec.text = Text(label); spec.centered = centered; spec.anchor = anchor
    }
    /// A label view built by `content`.
    public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, @ViewBuilder content: () -> Content) {
        spec.view = AnyView(content()); spec.centered = centered; spec.anchor = anchor
    }
    /// The label.
    public var axisElements: AxisMarkElements { AxisMarkElements([.label(spec)]) }
    /// Sets the label's font.
    public func font(_ font: Font?) -> AxisValueLabel { var c = self; c.spec.font = font; return c }
    /// Sets the label's foreground style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisValueLabel { var c = self; c.spec.style = AnyShapeStyle(style); return c }
    /// Moves the label by `offset`.
    public func offset(_ offset: CGSize) -> AxisValueLabel { var c = self; c.spec.offset = offset; return c }
    /// Moves the label by `x` and `y` points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> AxisValueLabel { var c = self; c.spec.offset = CGSize(width: x, height: y); return c }
}
