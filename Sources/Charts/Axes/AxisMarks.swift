import Foundation
import BackplateCore

/// A piece of an axis mark: `AxisGridLine`, `AxisTick` or `AxisValueLabel`.
public protocol AxisMark {
    /// What the piece draws at one value.
    var axisElements: AxisMarkElements { get }
}

/// A result builder that composes the pieces drawn at each axis value, pairwise as Swift
/// Charts' does (`buildPartialBlock`), with `if`/`else` as a `BuilderConditional`.
@resultBuilder
public enum AxisMarkBuilder {
    /// One piece.
    public static func buildExpression<M: AxisMark>(_ mark: M) -> AxisMarkList { AxisMarkList(elements: mark.axisElements.items) }
    /// No pieces.
    public static func buildBlock() -> AxisMarkList { AxisMarkList(elements: []) }
    /// The first piece of a block.
    public static func buildPartialBlock<M: AxisMark>(first: M) -> AxisMarkList { AxisMarkList(elements: first.axisElements.items) }
    /// The pieces so far, then the next one.
    public static func buildPartialBlock<M0: AxisMark, M1: AxisMark>(accumulated: M0, next: M1) -> AxisMarkList {
        AxisMarkList(elements: accumulated.axisElements.items + next.axisElements.items)
    }
    /// Pieces under an `if` without `else`.
    public static func buildOptional(_ part: AxisMarkList?) -> AxisMarkList { part ?? AxisMarkList(elements: []) }
    /// Pieces under an `if` without `else` (Swift Charts' spelling).
    public static func buildIf<M: AxisMark>(_ part: M?) -> M? { part }
    /// The first branch of an `if`/`else`.
    public static func buildEither<T: AxisMark, F: AxisMark>(first: T) -> BuilderConditional<T, F> { BuilderConditional(first: first) }
    /// The second branch of an `if`/`else`.
    public static func buildEither<T: AxisMark, F: AxisMark>(second: F) -> BuilderConditional<T, F> { BuilderConditional(second: second) }
    /// Pieces under `if #available`.
    public static func buildLimitedAvailability<M: AxisMark>(_ part: M) -> AxisMarkList { AxisMarkList(elements: part.axisElements.items) }
}

/// The pieces drawn at one axis value (what `@AxisMarkBuilder` produces).
public struct AxisMarkList: AxisMark {
    package var elements: [AxisElement]
    /// The pieces in order.
    public var axisElements: AxisMarkElements { AxisMarkElements(elements) }
}

/// Marks for an axis's values: by default a gridline and a label at each automatic value;
/// with a content closure, exactly the gridlines, ticks and labels it returns.
public struct AxisMarks<Content: AxisMark>: AxisContent {
    package var spec: AxisMarksSpec
    /// The declaration as values.
    public var axisMarksSpecs: [AxisMarksSpec] { [spec] }

    /// The marks `content` returns for each of `values`.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        spec = AxisMarksSpec(position: position, values: values, content: { content($0).axisElements.items })
        AxisMarks.warnIfPreset(preset)
    }

    /// The marks `content` returns for each of exactly `values`.
    public init<Values: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Values],
                                   @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        spec = AxisMarksSpec(position: position, values: .explicit(values), content: { content($0).axisElements.items })
        AxisMarks.warnIfPreset(preset)
    }

    /// The same marks, from `content`, at each of `values`.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisMarkBuilder content: @escaping () -> Content) {
        spec = AxisMarksSpec(position: position, values: values, content: { _ in content().axisElements.items })
        AxisMarks.warnIfPreset(preset)
    }

    /// The same marks, from `content`, at each of exactly `values`.
    public init<Values: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Values],
                                   @AxisMarkBuilder content: @escaping () -> Content) {
        spec = AxisMarksSpec(position: position, values: .explicit(values), content: { _ in content().axisElements.items })
        AxisMarks.warnIfPreset(preset)
    }

    /// Presets other than `.automatic` change where labels sit on iOS; Backplate lays them out
    /// the automatic way and says so.
    static func warnIfPreset(_ preset: AxisMarkPreset) {
        if preset.name != "automatic" && preset.name != "aligned" {
            RuntimeWarning.emit("AxisMarks(preset: .\(preset.name)) is drawn with the automatic preset's label placement")
        }
    }

    /// A label's text: the value formatted with `format` when drawn, in the environment's locale,
    /// time zone and calendar, as a SwiftUI `Text(_:format:)` is (en_US unless set).
    package static func formatter<F: FormatStyle>(_ format: F) -> (PlotValue) -> Text
    where F.FormatInput: Plottable, F.FormatOutput == String {
        { value in
            let axisValue = AxisValue(value: value, index: 0, count: 1)
            if let input = axisValue.as(F.FormatInput.self) { return Text(formattedInEnvironment: input, format: format) }
            return Text(verbatim: value.labelText)
        }
    }
}

extension AxisMarks where Content == AxisMarkList {
    /// Default marks (gridline and label) at `values`, the gridlines stroked with `stroke`.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                stroke: StrokeStyle? = nil) {
        spec = AxisMarksSpec(position: position, values: values, content: nil, stroke: stroke)
        AxisMarks.warnIfPreset(preset)
    }

    /// Default marks at exactly `values`.
    public init<Values: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Values],
                                   stroke: StrokeStyle? = nil) {
        spec = AxisMarksSpec(position: position, values: .explicit(values), content: nil, stroke: stroke)
        AxisMarks.warnIfPreset(preset)
    }

    /// Default marks with labels formatted by `format`.
    public init<Format: FormatStyle>(format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                     values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil)
    where Format.FormatInput: Plottable, Format.FormatOutput == String {
        spec = AxisMarksSpec(position: position, values: values, content: nil, labelFormat: AxisMarks.formatter(format), stroke: stroke)
        AxisMarks.warnIfPreset(preset)
    }

    /// Default marks at exactly `values`, labelled with `format`.
    public init<Format: FormatStyle, Values: Plottable>(format: Format, preset: AxisMarkPreset = .automatic,
                                                        position: AxisMarkPosition = .automatic, values: [Values], stroke: StrokeStyle? = nil)
    where Format.FormatInput: Plottable, Format.FormatOutput == String {
        spec = AxisMarksSpec(position: position, values: .explicit(values), content: nil, labelFormat: AxisMarks.formatter(format),
                             stroke: stroke)
        AxisMarks.warnIfPreset(preset)
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
}

/// A short tick outside the plot at an axis value (default 4 points long, estimated).
public struct AxisTick: AxisMark {
    package var length: CGFloat?
    package var stroke: StrokeStyle?
    package var style: AnyShapeStyle?
    /// A tick of `length`: automatic (4 points, estimated), or reaching the labels (`.label`,
    /// `.longestLabel`: the 4-point gap between plot and labels, plus `extendPastBy`).
    public init(centered: Bool? = nil, length: AxisTick.Length = .automatic, stroke: StrokeStyle? = nil) {
        self.length = length.points
        self.stroke = stroke
    }
    /// A tick `length` points long.
    public init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) { self.length = length; self.stroke = stroke }
    /// The tick.
    public var axisElements: AxisMarkElements { AxisMarkElements([.tick(length: length, stroke: stroke, style: style)]) }
}

/// The label at an axis value: the value formatted (numbers with grouping, dates by day), in
/// `.caption2` and the secondary foreground by default (estimated). On either axis, `.automatic`
/// and `.greedy` collision resolution leave out a label that would overlap the last one kept
/// (2 points apart unless `minimumSpacing` says); multi-line alignment and spacing are
/// accepted; labels are drawn horizontal, with a runtime warning for a vertical `orientation`.
public struct AxisValueLabel<Content: View>: AxisMark {
    package var spec = AxisLabelSpec()

    /// A label view built by `content`.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        spec.view = AnyView(content())
        spec.configure(centered: centered, anchor: anchor, orientation: orientation, collision: collisionResolution)
    }

    /// The label.
    public var axisElements: AxisMarkElements { AxisMarkElements([.label(spec)]) }
}

extension AxisValueLabel where Content == Text {
    /// The value's default label.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        spec.configure(centered: centered, anchor: anchor, orientation: orientation, collision: collisionResolution)
    }

    /// The value formatted with `format`.
    public init<Format: FormatStyle>(format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                     collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                     orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                     verticalSpacing: CGFloat? = nil)
    where Format.FormatInput: Plottable, Format.FormatOutput == String {
        spec.format = AxisMarks<AxisMarkList>.formatter(format)
        spec.configure(centered: centered, anchor: anchor, orientation: orientation, collision: collisionResolution)
    }

    /// A fixed string.
    public init<S: StringProtocol>(_ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                   collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                   orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                   verticalSpacing: CGFloat? = nil) {
        spec.text = Text(String(label))
        spec.configure(centered: centered, anchor: anchor, orientation: orientation, collision: collisionResolution)
    }

    /// A localized string.
    public init(_ label: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        spec.text = Text(label)
        spec.configure(centered: centered, anchor: anchor, orientation: orientation, collision: collisionResolution)
    }
}

extension AxisLabelSpec {
    /// Stores the placement options; a vertical orientation is drawn horizontal, with a warning.
    mutating func configure(centered: Bool?, anchor: UnitPoint?, orientation: AxisValueLabelOrientation,
                            collision: AxisValueLabelCollisionResolution) {
        self.centered = centered
        self.anchor = anchor
        self.collision = collision
        if orientation.name == "vertical" || orientation.name == "verticalReversed" {
            RuntimeWarning.emit("AxisValueLabel(orientation: .\(orientation.name)) is drawn horizontal: Backplate does not rotate axis labels")
        }
    }
}
