import Foundation

/// A leaf with no layout behaviour of its own (`Color`): greedy, 10 points when unspecified.
struct GreedyLeafLayout: NodeLayout {
    /// A leaf without explicit guides.
    var hasExplicitAlignments: Bool { false }
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}

/// A shape: asks the shape's own `sizeThatFits`.
struct ShapeLayout: NodeLayout {
    /// A leaf without explicit guides.
    var hasExplicitAlignments: Bool { false }
    let shape: any Shape
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        shape.sizeThatFits(proposal)
    }
}

/// `Spacer` (reference §4.5): along its stack's axis it takes the proposal but at least
/// `minLength` (8 by default); across it, zero; outside a stack, both axes expand.
struct SpacerLayout: NodeLayout {
    /// A leaf without explicit guides.
    var hasExplicitAlignments: Bool { false }
    let minLength: CGFloat?
    let orientation: Axis?

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        let m = minLength ?? ViewSpacing.defaultSpacing
        func along(_ p: CGFloat?) -> CGFloat { max(p ?? -.infinity, m) }
        switch orientation {
        case .horizontal?: return CGSize(width: along(proposal.width), height: 0)
        case .vertical?: return CGSize(width: 0, height: along(proposal.height))
        case nil: return CGSize(width: along(proposal.width), height: along(proposal.height))
        }
    }

    func layoutPriority(of node: ViewNode) -> Double { -.infinity }

    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing {
        switch orientation {
        case .horizontal?:
            return ViewSpacing([.init(category: nil, edge: .left): .distance(0), .init(category: nil, edge: .right): .distance(0)])
        case .vertical?:
            return ViewSpacing([.init(category: nil, edge: .top): .distance(0), .init(category: nil, edge: .bottom): .distance(0)])
        case nil:
            return .zero
        }
    }
}

/// `Divider`: a hairline across the stack axis, greedy along it.
struct DividerLayout: NodeLayout {
    /// A leaf without explicit guides.
    var hasExplicitAlignments: Bool { false }
    let thickness: CGFloat
    let vertical: Bool

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        vertical ? CGSize(width: thickness, height: proposal.height ?? 10)
                 : CGSize(width: proposal.width ?? 10, height: thickness)
    }
}
