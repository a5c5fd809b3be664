import Foundation

/// Sets the priority by which a parent allocates space to this view.
nonisolated public struct _LayoutPriorityLayout: ViewModifier, UnaryLayoutModifier {
    let priority: Double
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "layoutPriority" }
    func makeLayout(in environment: EnvironmentValues) -> any NodeLayout {
        LayoutPriorityLayout(priority: priority.isNaN ? 0 : priority)
    }
}

nonisolated extension View {
    /// Sets the priority by which a parent layout allocates space to this view (default 0).
    public func layoutPriority(_ value: Double) -> some View {
        modifier(_LayoutPriorityLayout(priority: value))
    }
}

/// `layoutPriority(_:)`: layout unchanged, priority replaced.
struct LayoutPriorityLayout: UnaryLayout {
    let priority: Double
    func size(_ proposal: ProposedViewSize, child: ViewNode, pass: LayoutPass) -> CGSize {
        child.sizeThatFits(proposal, pass: pass)
    }
    func childPlacement(_ proposal: ProposedViewSize, size: CGSize, child: ViewNode, pass: LayoutPass) -> (ProposedViewSize, CGPoint) {
        (proposal, .zero)
    }
    func explicitAlignment(_ key: AlignmentKey, of node: ViewNode, in bounds: CGRect,
                           proposal: ProposedViewSize, pass: LayoutPass) -> CGFloat? {
        node.children.first?.dimensions(proposal, pass: pass)[explicit: key]
    }
    func layoutPriority(of node: ViewNode) -> Double { priority }
}
