import Foundation

/// Adds padding: `padding()`, `padding(_:_:)`, `padding(_ length:)`, `padding(_ insets:)`.
nonisolated public struct _PaddingLayout: ViewModifier, UnaryLayoutModifier {
    /// The padded edges.
    public var edges: Edge.Set
    /// The insets, or `nil` for the environment's default padding (16).
    public var insets: EdgeInsets?
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "padding" }
    func makeLayout(in environment: EnvironmentValues) -> any NodeLayout {
        PaddingLayout(insets: (insets ?? environment.defaultPadding).restricted(to: edges))
    }
}

nonisolated extension View {
    /// Pads the given edges by `length`, or by the default padding (16) when `nil`.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_PaddingLayout(edges: edges, insets: length.map { EdgeInsets(.all, $0) }))
    }
    /// Pads every edge by `length`.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }
    /// Pads each edge by its inset.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingLayout(edges: .all, insets: insets))
    }
}

/// `padding`: insets the proposal, adds the insets to the child's size.
struct PaddingLayout: UnaryLayout {
    let insets: EdgeInsets

    func size(_ proposal: ProposedViewSize, child: ViewNode, pass: LayoutPass) -> CGSize {
        let c = child.sizeThatFits(proposal.inset(by: insets), pass: pass)
        return CGSize(width: c.width + insets.horizontal, height: c.height + insets.vertical)
    }

    func childPlacement(_ proposal: ProposedViewSize, size: CGSize, child: ViewNode, pass: LayoutPass) -> (ProposedViewSize, CGPoint) {
        (proposal.inset(by: insets), CGPoint(x: insets.leading, y: insets.top))
    }

    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing {
        var edges: Edge.Set = []
        if insets.top != 0 { edges.insert(.top) }
        if insets.leading != 0 { edges.insert(.leading) }
        if insets.bottom != 0 { edges.insert(.bottom) }
        if insets.trailing != 0 { edges.insert(.trailing) }
        return (node.children.first?.spacing(pass: pass) ?? .plain).resettingToPlain(on: edges)
    }
}
