import Foundation

/// A leaf with no layout behaviour of its own (`Color`): greedy, 10 points when unspecified.
struct GreedyLeafLayout: NodeLayout {
    /// A leaf without explicit guides.
    var hasExplicitAlignments: Bool { false }
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    /// A colour takes any specified proposal as its size.
    func fillsExactly(_ size: CGSize) -> Bool { true }
}

/// A leaf folded into the fixed frame around it (`ViewNode.foldIntoFilledFrame`): the
/// frame's size whatever the proposal, the leaf's content drawn in it. As the two nodes did:
/// the frame's size for every proposal; no explicit guide (the frame passes on no frame
/// guide, a plain leaf has no other); plain spacing (the frame resets both axes to plain);
/// priority 0; the leaf placed with the proposal `size` at the frame's origin.
struct FilledFrameLayout: NodeLayout {
    /// The frame's width and height, which the leaf fills.
    let size: CGSize
    var proposalIndependentSize: CGSize? { size }
    var hasExplicitAlignments: Bool { false }
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize { size }
    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
        SecondaryLayers.place(node, in: bounds, pass: pass)
    }
    /// The proposal the folded leaf had from its frame (printed trees show it).
    var leafProposal: ProposedViewSize { ProposedViewSize(size) }
}

/// `Spacer` (docs/layout-rules.md §4.5): along its stack's axis it takes the proposal but at least
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
