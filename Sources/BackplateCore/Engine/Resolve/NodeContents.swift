import Foundation

/// A shape filled or stroked with a style, resolved in the environment captured here.
///
/// A class (measured in Benchmarks/README.md): a node's `any NodeContent` then holds a reference instead of a heap
/// box of the copied fields, and equal colours resolved in the same environment share one
/// instance (`Resolver.colorContent`). Immutable, so sharing is invisible.
final class ShapeContent: NodeContent {
    let shape: AnyShape
    let style: AnyShapeStyle
    let fillStyle: FillStyle
    let stroke: StrokeStyle?
    let environment: EnvironmentValues

    init(shape: AnyShape, style: AnyShapeStyle, fillStyle: FillStyle, stroke: StrokeStyle?, environment: EnvironmentValues) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.stroke = stroke
        self.environment = environment
    }
}

extension Resolver {
    /// The content of a `Color` view: the last one made is reused while the colour and the
    /// environment are the same (a grid of one colour makes one instance).
    func colorContent(_ color: Color, environment: EnvironmentValues) -> ShapeContent {
        // Compared in place, the same colour value (`Color.red` is one shared value) by its
        // bytes first: `==` on the colour's indirect provider copies both payloads (measured in Benchmarks/README.md).
        if lastColorContent != nil,
           bitwiseIdentical(lastColorContent.unsafelyUnwrapped.color, color) || lastColorContent.unsafelyUnwrapped.color == color,
           lastColorContent.unsafelyUnwrapped.content.environment.isBitwiseIdentical(to: environment) {
            return lastColorContent.unsafelyUnwrapped.content
        }
        let content = ShapeContent(shape: AnyShape(Rectangle()), style: AnyShapeStyle(color), fillStyle: FillStyle(),
                                   stroke: nil, environment: environment)
        lastColorContent = (color, content)
        return content
    }
}

/// Whether two values of one type have the same bytes (then they are equal; `false` says
/// nothing about equality).
func bitwiseIdentical<T>(_ a: T, _ b: T) -> Bool {
    withUnsafeBytes(of: a) { x in withUnsafeBytes(of: b) { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
}

extension EnvironmentValues {
    /// Whether both values have the same bytes: then they hold the same storage and are
    /// equal. A `false` says nothing (equal environments built separately differ), so this
    /// only serves to reuse something made for an identical environment.
    func isBitwiseIdentical(to other: EnvironmentValues) -> Bool {
        withUnsafeBytes(of: self) { a in
            withUnsafeBytes(of: other) { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
    }
}

extension _ShapeView: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let content = ShapeContent(shape: AnyShape(shape), style: AnyShapeStyle(style), fillStyle: fillStyle,
                                   stroke: stroke, environment: context.environment)
        return [ViewNode(String(describing: Content.self), layout: ShapeLayout(shape: shape), content: content)
            .mirroredIfShapeMirrors(shape.layoutDirectionBehavior, in: context.environment)]  // Layout/LayoutDirectionBehavior
    }
}

nonisolated extension Color: View, PrimitiveView {
    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] { [makeNode(context)] }

    func appendNodes(_ context: ResolveContext, to nodes: inout [ViewNode]) { nodes.append(makeNode(context)) }

    /// The colour's one node.
    private func makeNode(_ context: ResolveContext) -> ViewNode {
        ViewNode("Color", layout: GreedyLeafLayout(), content: context.resolver.colorContent(self, environment: context.environment))
    }
}
