import Foundation

/// A shape filled or stroked with a style, resolved in the environment captured here.
struct ShapeContent: NodeContent {
    let shape: AnyShape
    let style: AnyShapeStyle
    let fillStyle: FillStyle
    let stroke: StrokeStyle?
    let environment: EnvironmentValues
}

extension _ShapeView: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let content = ShapeContent(shape: AnyShape(shape), style: AnyShapeStyle(style), fillStyle: fillStyle,
                                   stroke: stroke, environment: context.environment)
        return [ViewNode(String(describing: Content.self), layout: ShapeLayout(shape: shape), content: content)
            .mirroredIfShapeMirrors(shape.layoutDirectionBehavior, in: context.environment)]  // Graphics/LayoutDirectionBehavior
    }
}

nonisolated extension Color: View, PrimitiveView {
    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let content = ShapeContent(shape: AnyShape(Rectangle()), style: AnyShapeStyle(self), fillStyle: FillStyle(),
                                   stroke: nil, environment: context.environment)
        return [ViewNode("Color", layout: GreedyLeafLayout(), content: content)]
    }
}
