import Foundation

/// Positions the centre of the view at a point.
nonisolated public struct _PositionLayout: ViewModifier, UnaryLayoutModifier {
    let position: CGPoint
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "position" }
    func makeLayout(in environment: EnvironmentValues) -> any NodeLayout { PositionLayout(position: position.sanitized) }
}

nonisolated extension View {
    /// Positions the centre of this view at a point in its parent's space, taking all the
    /// space offered.
    public func position(_ position: CGPoint) -> some View {
        modifier(_PositionLayout(position: position))
    }
    /// Positions the centre of this view at (x, y).
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}

/// `position(x:y:)`: greedy; the child, proposed the final size, is centred on the point.
struct PositionLayout: UnaryLayout {
    let position: CGPoint

    func size(_ proposal: ProposedViewSize, child: ViewNode, pass: LayoutPass) -> CGSize {
        if let w = proposal.width, let h = proposal.height { return CGSize(width: w, height: h) }
        let c = child.sizeThatFits(proposal, pass: pass)
        return CGSize(width: proposal.width ?? c.width, height: proposal.height ?? c.height)
    }

    func childPlacement(_ proposal: ProposedViewSize, size: CGSize, child: ViewNode, pass: LayoutPass) -> (ProposedViewSize, CGPoint) {
        let p = ProposedViewSize(size)
        let c = child.sizeThatFits(p, pass: pass)
        return (p, CGPoint(x: position.x - c.width / 2, y: position.y - c.height / 2))
    }

    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing { .plain }
}
