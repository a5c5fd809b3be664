import Foundation

/// Fixes the view at its ideal size on some axes.
nonisolated public struct _FixedSizeLayout: ViewModifier, UnaryLayoutModifier {
    let horizontal: Bool
    let vertical: Bool
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "fixedSize" }
    func makeLayout(in environment: EnvironmentValues) -> any NodeLayout {
        FixedSizeLayout(horizontal: horizontal, vertical: vertical)
    }
}

nonisolated extension View {
    /// Fixes the view at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }
    /// Fixes the view at its ideal size.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }
}

/// `fixedSize(horizontal:vertical:)`: proposes `nil` on the fixed axes.
struct FixedSizeLayout: UnaryLayout {
    let horizontal: Bool
    let vertical: Bool

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
    func size(_ proposal: ProposedViewSize, child: ViewNode, pass: LayoutPass) -> CGSize {
        child.sizeThatFits(childProposal(proposal), pass: pass)
    }
    func childPlacement(_ proposal: ProposedViewSize, size: CGSize, child: ViewNode, pass: LayoutPass) -> (ProposedViewSize, CGPoint) {
        let p = childProposal(proposal)
        let c = child.sizeThatFits(p, pass: pass)
        return (p, CGPoint(x: (size.width - c.width) / 2, y: (size.height - c.height) / 2))
    }
    func layoutPriority(of node: ViewNode) -> Double { node.children.first?.layoutPriority ?? 0 }
}
