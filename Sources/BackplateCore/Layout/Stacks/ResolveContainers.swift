import Foundation

extension _LayoutView: PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var c = context
        c.stackOrientation = (layout as? AnyLayout)?.stackOrientation ?? L.layoutProperties.stackOrientation
        var children = context.resolver.resolve(content, c)
        // A grid layout sees a `GridRow`'s cells as its own subviews, as `Grid` does.
        if L.self == GridLayout.self || (layout as? AnyLayout)?.layoutType == GridLayout.self {
            children = Grid<EmptyView>.cells(of: children)
        }
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
