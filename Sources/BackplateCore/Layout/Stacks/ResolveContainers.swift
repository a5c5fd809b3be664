import Foundation

extension _LayoutView: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var c = context
        c.stackOrientation = (layout as? AnyLayout)?.stackOrientation ?? L.layoutProperties.stackOrientation
        let children = context.resolver.resolve(content, c)
        return [ViewNode(String(describing: L.self), layout: LayoutAdapter(layout),
                         children: L.self == ZStackLayout.self ? ZIndex.sorted(children) : children)]
    }
}

extension Spacer: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        [ViewNode("Spacer", layout: SpacerLayout(minLength: minLength, orientation: context.stackOrientation))]
    }
}

extension Divider: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let env = context.environment
        let thickness = env.pixelLength
        let color = NamedSystemColor.separator.rgba(dark: env.colorScheme == .dark)
        let vertical = context.stackOrientation == .horizontal
        let content = ShapeContent(shape: AnyShape(Rectangle()), style: AnyShapeStyle(Color(Color.Resolved(color))),
                                   fillStyle: FillStyle(), stroke: nil, environment: env)
        return [ViewNode("Divider", layout: DividerLayout(thickness: thickness, vertical: vertical), content: content)]
    }
}
