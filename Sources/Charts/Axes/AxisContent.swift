import Foundation
import BackplateCore

/// The content of a chart's axis: `AxisMarks` built with `@AxisContentBuilder`.
public protocol AxisContent {
    /// The axis marks this content declares, in order.
    var axisMarksSpecs: [AxisMarksSpec] { get }
}

/// One `AxisMarks` declaration reduced to values (which values, where, what to draw at each).
public struct AxisMarksSpec {
    package var position: AxisMarkPosition
    package var values: AxisMarkValues
    package var content: ((AxisValue) -> [AxisElement])?
    package var labelFormat: ((PlotValue) -> Text)?
    /// The default gridlines' stroke (`AxisMarks(stroke:)`).
    package var stroke: StrokeStyle?
}

/// A result builder that composes axis content, pairwise as Swift Charts' does.
@resultBuilder
public enum AxisContentBuilder {
    /// One `AxisMarks`.
    public static func buildExpression<C: AxisContent>(_ content: C) -> AxisContentList { AxisContentList(specs: content.axisMarksSpecs) }
    /// No axis content.
    public static func buildBlock() -> AxisContentList { AxisContentList(specs: []) }
    /// The first declaration of a block.
    public static func buildPartialBlock<C: AxisContent>(first: C) -> AxisContentList { AxisContentList(specs: first.axisMarksSpecs) }
    /// The declarations so far, then the next one.
    public static func buildPartialBlock<C0: AxisContent, C1: AxisContent>(accumulated: C0, next: C1) -> AxisContentList {
        AxisContentList(specs: accumulated.axisMarksSpecs + next.axisMarksSpecs)
    }
    /// Axis content under an `if` without `else`.
    public static func buildOptional(_ part: AxisContentList?) -> AxisContentList { part ?? AxisContentList(specs: []) }
    /// Axis content under an `if` without `else` (Swift Charts' spelling).
    public static func buildIf<C: AxisContent>(_ part: C?) -> C? { part }
    /// The first branch of an `if`/`else`.
    public static func buildEither<T: AxisContent, F: AxisContent>(first: T) -> BuilderConditional<T, F> { BuilderConditional(first: first) }
    /// The second branch of an `if`/`else`.
    public static func buildEither<T: AxisContent, F: AxisContent>(second: F) -> BuilderConditional<T, F> { BuilderConditional(second: second) }
    /// Axis content under `if #available`.
    public static func buildLimitedAvailability<C: AxisContent>(_ part: C) -> AxisContentList { AxisContentList(specs: part.axisMarksSpecs) }
}

/// A list of axis marks declarations (what `@AxisContentBuilder` produces).
public struct AxisContentList: AxisContent {
    package var specs: [AxisMarksSpec]
    /// The declarations in order.
    public var axisMarksSpecs: [AxisMarksSpec] { specs }
}

/// Where an axis's marks sit: the y axis's automatic position is the trailing edge, the x
/// axis's the bottom.
public struct AxisMarkPosition: Equatable, Sendable {
    package enum Kind: Sendable { case automatic, leading, trailing, top, bottom }
    package var kind: Kind
    /// Trailing for the y axis, bottom for the x axis.
    public static var automatic: AxisMarkPosition { AxisMarkPosition(kind: .automatic) }
    /// Along the leading edge.
    public static var leading: AxisMarkPosition { AxisMarkPosition(kind: .leading) }
    /// Along the trailing edge.
    public static var trailing: AxisMarkPosition { AxisMarkPosition(kind: .trailing) }
    /// Along the top edge.
    public static var top: AxisMarkPosition { AxisMarkPosition(kind: .top) }
    /// Along the bottom edge.
    public static var bottom: AxisMarkPosition { AxisMarkPosition(kind: .bottom) }
}

/// A preset arrangement of axis marks (accepted; a still render lays out every preset the
/// automatic way).
public struct AxisMarkPreset: Sendable {
    package var name = "automatic"
    /// The chart picks the arrangement.
    public static var automatic: AxisMarkPreset { AxisMarkPreset(name: "automatic") }
    /// Labels aligned with their values.
    public static var aligned: AxisMarkPreset { AxisMarkPreset(name: "aligned") }
    /// Labels inset into the plot.
    public static var inset: AxisMarkPreset { AxisMarkPreset(name: "inset") }
    /// Labels extended beyond the plot.
    public static var extended: AxisMarkPreset { AxisMarkPreset(name: "extended") }
}

/// Which values an axis marks: automatic nice values (about five), a stride, or explicit ones.
public struct AxisMarkValues {
    package enum Kind { case automatic(Int?), stride(Double), dateStride(Calendar.Component, Int), explicit([PlotValue]) }
    package var kind: Kind
    /// The smallest step `automatic(minimumStride:...)` allows between values.
    package var minimumStride: Double?
    /// Nice round values chosen by the chart (about five on a numeric axis, every category on
    /// a categorical one).
    public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(nil)) }
    /// About `desiredCount` nice values.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount))
    }
    /// About `desiredCount` nice values, never closer than `minimumStride` (a whole-number
    /// axis uses `minimumStride: 1` so that it never marks 0.5).
    public static func automatic<Stride: BinaryFloatingPoint>(minimumStride: Stride, desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
                                                              roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount), minimumStride: Double(minimumStride))
    }
    /// Every multiple of `step` in the domain.
    public static func stride<Stride: BinaryFloatingPoint>(by step: Stride, roundLowerBound: Bool? = nil,
                                                           roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .stride(Double(step)))
    }
    /// Every `count` calendar `component`s in the date domain.
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .dateStride(component, count))
    }
    /// Exactly these values.
    public static func explicit<P: Plottable>(_ values: some Sequence<P>) -> AxisMarkValues {
        AxisMarkValues(kind: .explicit(values.map { PlotValue($0) }))
    }
}

/// One value an axis marks, handed to an `AxisMarks` content closure.
public struct AxisValue {
    package var value: PlotValue
    /// The value's position among the axis's values.
    public var index: Int
    /// How many values the axis marks.
    public var count: Int
    /// The value as `type`, or nil when it is of another kind.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        switch value {
        case .number(let v):
            if let p = v as? P.PrimitivePlottable { return P(primitivePlottable: p) }
            if let p = Int(exactly: v) as? P.PrimitivePlottable { return P(primitivePlottable: p) }
            if let p = Float(v) as? P.PrimitivePlottable { return P(primitivePlottable: p) }
            return nil
        case .category(let s): return (s as? P.PrimitivePlottable).flatMap { P(primitivePlottable: $0) }
        case .date(let d): return (d as? P.PrimitivePlottable).flatMap { P(primitivePlottable: $0) }
        }
    }
}

/// What axis marks draw at one value (gridlines, ticks, labels), as values.
public struct AxisMarkElements {
    package var items: [AxisElement]
    package init(_ items: [AxisElement]) { self.items = items }
}

/// What one axis mark draws at a value.
package enum AxisElement {
    case gridLine(centered: Bool, stroke: StrokeStyle?, style: AnyShapeStyle?)
    case tick(length: CGFloat?, stroke: StrokeStyle?, style: AnyShapeStyle?)
    case label(AxisLabelSpec)
}

/// An axis value label's content and look.
package struct AxisLabelSpec {
    package var text: Text?
    package var view: AnyView?
    package var format: ((PlotValue) -> Text)?
    package var font: Font?
    package var style: AnyShapeStyle?
    package var centered: Bool?
    package var anchor: UnitPoint?
    package var offset: CGSize = .zero
    package var collision: AxisValueLabelCollisionResolution = .automatic
}
