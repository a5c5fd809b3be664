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

enum ZIndex {
    /// Drawing order among siblings: by `zIndex`, declaration order among equals. A ZStack's
    /// children are kept in this order; other containers keep declaration order for layout
    /// and draw in this order (`DisplayListBuilder`).
    static func sorted(_ nodes: [ViewNode]) -> [ViewNode] {
        guard nodes.contains(where: { $0.zIndex != 0 }) else { return nodes }
        return nodes.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
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
