import Foundation
import BackplateCore

/// A type that represents the content of a chart: marks, `ForEach` of marks, and groups of
/// them built with `@ChartContentBuilder`. Custom content declares a `body`, as a view does.
public protocol ChartContent {
    /// The type of content in the body.
    associatedtype Body: ChartContent
    /// The content this content is made of.
    @ChartContentBuilder var body: Body { get }
}

/// Content whose marks are known directly (marks, modified marks, groups); `body` is never
/// called on it.
package protocol PrimitiveChartContent {
    /// The marks in declaration order.
    var chartMarks: [ChartMark] { get }
}

extension Never: ChartContent {
    /// `Never` has no content: primitive chart content uses it as its body type.
    public typealias Body = Never
}

extension ChartContent where Body == Never {
    /// Primitive content has no body; calling it is a programming error.
    public var body: Never { fatalError("\(Self.self) is primitive chart content and has no body") }
}

/// The marks `content` produces, in declaration order.
package func collectMarks<C: ChartContent>(_ content: C) -> [ChartMark] {
    if let primitive = content as? any PrimitiveChartContent { return primitive.chartMarks }
    if C.Body.self == Never.self { return [] }
    return collectMarks(content.body)
}

/// A group of chart content produced by `@ChartContentBuilder` (a block, an `if`, a loop).
public struct TupleChartContent: ChartContent, PrimitiveChartContent {
    /// Primitive content: no body.
    public typealias Body = Never
    package var chartMarks: [ChartMark]
    package init(_ marks: [ChartMark]) { chartMarks = marks }
}

/// A result builder that composes chart content: each statement's marks, in order, combined
/// pairwise as Swift Charts' builder does (`buildPartialBlock`); `if`/`else` gives a
/// `BuilderConditional`, and `for` loops are accepted too.
@resultBuilder
public enum ChartContentBuilder {
    /// One piece of content.
    public static func buildExpression<C: ChartContent>(_ content: C) -> TupleChartContent {
        TupleChartContent(collectMarks(content))
    }
    /// An empty block.
    public static func buildBlock() -> TupleChartContent { TupleChartContent([]) }
    /// The first statement of a block.
    public static func buildPartialBlock<C: ChartContent>(first: C) -> TupleChartContent {
        TupleChartContent(collectMarks(first))
    }
    /// The statements so far, then the next one, drawn in that order.
    public static func buildPartialBlock<C0: ChartContent, C1: ChartContent>(accumulated: C0, next: C1) -> TupleChartContent {
        TupleChartContent(collectMarks(accumulated) + collectMarks(next))
    }
    /// Content under an `if` without `else` (Swift Charts' only spelling: a `buildOptional`
    /// beside it broke `if ... else if let ...` chains).
    public static func buildIf<C: ChartContent>(_ part: C?) -> C? { part }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> BuilderConditional<T, F> {
        BuilderConditional(first: first)
    }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> BuilderConditional<T, F> {
        BuilderConditional(second: second)
    }
    /// Content from a `for` loop.
    public static func buildArray(_ parts: [TupleChartContent]) -> TupleChartContent {
        TupleChartContent(parts.flatMap(\.chartMarks))
    }
    /// Content under `if #available`.
    public static func buildLimitedAvailability<C: ChartContent>(_ part: C) -> TupleChartContent {
        TupleChartContent(collectMarks(part))
    }
}

extension BuilderConditional: ChartContent where TrueContent: ChartContent, FalseContent: ChartContent {
    /// Primitive content: no body.
    public typealias Body = Never
}

extension BuilderConditional: PrimitiveChartContent where TrueContent: ChartContent, FalseContent: ChartContent {
    package var chartMarks: [ChartMark] {
        switch storage {
        case .first(let t): return collectMarks(t)
        case .second(let f): return collectMarks(f)
        }
    }
}

/// Optional content draws the wrapped content's marks, or none for `nil`.
extension Optional: ChartContent where Wrapped: ChartContent {
    /// Primitive content: no body.
    public typealias Body = Never
}

extension Optional: PrimitiveChartContent where Wrapped: ChartContent {
    package var chartMarks: [ChartMark] { map { collectMarks($0) } ?? [] }
}

extension ForEach: ChartContent where Content: ChartContent {
    /// `ForEach` of chart content is primitive: no body.
    public typealias Body = Never
}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
    package var chartMarks: [ChartMark] { data.flatMap { collectMarks(content($0)) } }
}

extension ForEach where Content: ChartContent {
    /// Creates chart content for each element of `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, identify: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates chart content for each element of a collection of identifiable data.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, identify: { $0.id }, content: content)
    }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    /// Creates chart content for each integer in a constant range.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, identify: { $0 }, content: content)
    }
}

/// Which kind of mark a `ChartMark` draws.
package enum ChartMarkKind: Sendable {
    case bar, line, point, area, rule, rectangle, sector
}

/// A pair of a channel label and a value (`foregroundStyle(by:)`, `symbol(by:)`, `position(by:)`).
package struct ChartChannelValue {
    package var label: Text
    package var value: PlotValue
}

/// One annotation attached to a mark.
package struct ChartAnnotation {
    package var position: AnnotationPosition
    package var alignment: Alignment
    package var spacing: CGFloat?
    package var content: AnyView
}

/// One mark, reduced to the values the chart's scales and drawing need.
package struct ChartMark {
    package var kind: ChartMarkKind
    package var x: [PlotValue] = []
    package var y: [PlotValue] = []
    /// A 3D mark's z values (`init(x:y:z:)`, drawn by `Chart3D` only).
    package var z: [PlotValue] = []
    package var xDateUnit = false
    package var yDateUnit = false
    /// Whether the two x (or y) values are a range or bin the mark spans whole.
    package var xBinned = false
    package var yBinned = false
    /// Start and end given in plot points instead of values (nil: the plot's edge, or its
    /// centre for a point).
    package var xPoints: [CGFloat?]?
    package var yPoints: [CGFloat?]?
    package var angle: Double?
    package var innerRadius: MarkDimension = .automatic
    package var outerRadius: MarkDimension = .automatic
    package var angularInset: CGFloat?
    package var width: MarkDimension = .automatic
    package var height: MarkDimension = .automatic
    package var series: PlotValue?
    package var stacking: MarkStackingMethod = .standard
    package var style: AnyShapeStyle?
    package var styleBy: ChartChannelValue?
    package var symbol: BasicChartSymbolShape?
    package var symbolBy: ChartChannelValue?
    package var symbolSize: CGFloat?
    /// Whether the symbol is a view (drawn as an overlay annotation, no shape).
    package var symbolView = false
    package var lineStyle: StrokeStyle?
    package var interpolation: InterpolationMethod = .linear
    package var cornerRadius: CGFloat = 0
    package var clipShape: AnyShape?
    package var opacity: Double = 1
    package var annotations: [ChartAnnotation] = []
    package var positionBy: ChartChannelValue?
    /// The `lineStyle(by:)` and `symbolSize(by:)` channels.
    package var lineStyleBy: ChartChannelValue?
    package var symbolSizeBy: ChartChannelValue?
    /// Offsets, drawing order, shadow and blur.
    package var effects = ChartMarkEffects()
    /// A `LinePlot`/`AreaPlot` function: the model samples it into marks like this one.
    package var function: ChartFunctionSampler?

    package init(kind: ChartMarkKind) { self.kind = kind }
}

/// Content made of exactly one mark (every mark type stores one).
package protocol SingleChartMark: PrimitiveChartContent {
    var mark: ChartMark { get }
}

extension SingleChartMark {
    package var chartMarks: [ChartMark] { [mark] }
}
