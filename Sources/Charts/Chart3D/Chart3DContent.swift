import Foundation
import BackplateCore

/// A type that represents the three-dimensional content of a `Chart3D`: `SurfacePlot`, the 3D
/// forms of `PointMark`, `RuleMark` and `RectangleMark`, `ForEach` of them and groups built
/// with `@Chart3DContentBuilder`. Custom content declares a `body`.
public protocol Chart3DContent {
    /// The type of content in the body.
    associatedtype Body: Chart3DContent
    /// The content this content is made of.
    @Chart3DContentBuilder var body: Body { get }
}

/// 3D content whose marks are known directly; `body` is never called on it.
package protocol PrimitiveChart3DContent {
    /// The marks in declaration order.
    var chart3DMarks: [Chart3DMark] { get }
}

extension Never: Chart3DContent {}

extension Chart3DContent where Body == Never {
    /// Primitive content has no body; calling it is a programming error.
    public var body: Never { fatalError("\(Self.self) is primitive 3D chart content and has no body") }
}

/// The marks `content` produces, in declaration order.
package func collect3DMarks<C: Chart3DContent>(_ content: C) -> [Chart3DMark] {
    if let primitive = content as? any PrimitiveChart3DContent { return primitive.chart3DMarks }
    if C.Body.self == Never.self { return [] }
    return collect3DMarks(content.body)
}

/// A group of 3D chart content produced by `@Chart3DContentBuilder`.
public struct TupleChart3DContent: Chart3DContent, PrimitiveChart3DContent {
    /// Primitive content: no body.
    public typealias Body = Never
    package var chart3DMarks: [Chart3DMark]
    package init(_ marks: [Chart3DMark]) { chart3DMarks = marks }
}

/// A result builder that composes the contents of a 3D chart: each statement's marks in
/// order; `if`/`else` gives a `BuilderConditional`, and `for` loops are accepted too.
@resultBuilder
public enum Chart3DContentBuilder {
    /// One piece of content.
    public static func buildExpression<C: Chart3DContent>(_ content: C) -> TupleChart3DContent {
        TupleChart3DContent(collect3DMarks(content))
    }
    /// An empty block.
    public static func buildBlock() -> TupleChart3DContent { TupleChart3DContent([]) }
    /// The first statement of a block.
    public static func buildPartialBlock<C: Chart3DContent>(first: C) -> TupleChart3DContent {
        TupleChart3DContent(collect3DMarks(first))
    }
    /// The statements so far, then the next one, drawn in that order.
    public static func buildPartialBlock<C0: Chart3DContent, C1: Chart3DContent>(accumulated: C0, next: C1) -> TupleChart3DContent {
        TupleChart3DContent(collect3DMarks(accumulated) + collect3DMarks(next))
    }
    /// Content under an `if` without `else`.
    public static func buildOptional(_ part: TupleChart3DContent?) -> TupleChart3DContent {
        part ?? TupleChart3DContent([])
    }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<T: Chart3DContent, F: Chart3DContent>(first: T) -> BuilderConditional<T, F> {
        BuilderConditional(first: first)
    }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<T: Chart3DContent, F: Chart3DContent>(second: F) -> BuilderConditional<T, F> {
        BuilderConditional(second: second)
    }
    /// Content from a `for` loop.
    public static func buildArray(_ parts: [TupleChart3DContent]) -> TupleChart3DContent {
        TupleChart3DContent(parts.flatMap(\.chart3DMarks))
    }
    /// Content under `if #available`.
    public static func buildLimitedAvailability<C: Chart3DContent>(_ part: C) -> TupleChart3DContent {
        TupleChart3DContent(collect3DMarks(part))
    }
}

extension BuilderConditional: Chart3DContent where TrueContent: Chart3DContent, FalseContent: Chart3DContent {}

extension BuilderConditional: PrimitiveChart3DContent where TrueContent: Chart3DContent, FalseContent: Chart3DContent {
    package var chart3DMarks: [Chart3DMark] {
        switch storage {
        case .first(let t): return collect3DMarks(t)
        case .second(let f): return collect3DMarks(f)
        }
    }
}

/// Optional 3D content draws the wrapped content's marks, or none for `nil`.
extension Optional: Chart3DContent where Wrapped: Chart3DContent {}

extension Optional: PrimitiveChart3DContent where Wrapped: Chart3DContent {
    package var chart3DMarks: [Chart3DMark] { map { collect3DMarks($0) } ?? [] }
}

extension ForEach: Chart3DContent where Content: Chart3DContent {}

extension ForEach: PrimitiveChart3DContent where Content: Chart3DContent {
    package var chart3DMarks: [Chart3DMark] { data.flatMap { collect3DMarks(content($0)) } }
}

extension ForEach where Content: Chart3DContent {
    /// Creates 3D chart content for each element of `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @Chart3DContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, identify: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Content: Chart3DContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates 3D chart content for each element of a collection of identifiable data.
    public init(_ data: Data, @Chart3DContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, identify: { $0.id }, content: content)
    }
}

/// One 3D mark, reduced to the values the chart's scales and drawing need.
package struct Chart3DMark {
    package enum Kind: Sendable { case point, rule, rectangle, surface }
    package var kind: Kind
    package var x: [PlotValue] = []
    package var y: [PlotValue] = []
    package var z: [PlotValue] = []
    /// The axis titles a surface plot names.
    package var titles: [String] = []
    /// A surface plot's y = f(x, z).
    package var function: (@Sendable (Double, Double) -> Double)?
    package var style: AnyShapeStyle?
    /// The style when it is a colour, which the chart's light shades.
    package var color: Color?
    package var surfaceStyle: BasicChart3DSurfaceStyle?
    package var styleBy: ChartChannelValue?
    package var symbol: BasicChart3DSymbolShape = .sphere
    package var symbolSize: CGFloat?
    package var symbolRotation: Rotation3D?

    package init(kind: Kind) { self.kind = kind }

    /// The 3D mark a `PointMark`, `RuleMark` or `RectangleMark` made with `init(x:y:z:)` holds.
    package init(_ mark: ChartMark) {
        switch mark.kind {
        case .rule: kind = .rule
        case .rectangle: kind = .rectangle
        default: kind = .point
        }
        (x, y, z) = (mark.x, mark.y, mark.z)
        style = mark.style
        styleBy = mark.styleBy
    }
}

/// Content made by a 3D modifier: the marks of the content it modifies, changed.
public struct ModifiedChart3DContent: Chart3DContent, PrimitiveChart3DContent {
    /// Primitive content: no body.
    public typealias Body = Never
    package var chart3DMarks: [Chart3DMark]

    package init<C: Chart3DContent>(_ content: C, _ change: (inout Chart3DMark) -> Void) {
        chart3DMarks = collect3DMarks(content).map { var m = $0; change(&m); return m }
    }
}
