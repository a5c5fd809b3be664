import Foundation

/// Expands its content out of the safe area on some edges (SwiftUI's `_SafeAreaIgnoringLayout`).
nonisolated public struct _SafeAreaIgnoringLayout: ViewModifier, UnaryLayoutModifier {
    let regions: SafeAreaRegions
    let edges: Edge.Set
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "ignoresSafeArea" }
    func makeLayout(in environment: EnvironmentValues) -> any NodeLayout {
        SafeAreaIgnoringLayout(regions: regions, edges: edges)
    }
}

/// The layout of `ignoresSafeArea` (docs/layout-rules.md §12.4): the modifier reports its child's size for
/// the unchanged proposal; when placed, each listed edge that touches the safe boundary moves
/// out to the edge of the view that defined the safe area, and the child is proposed the
/// enlarged size and placed over it. Layout priority is not forwarded (0), as SwiftUI's
/// safe-area modifiers do not forward it.
///
/// A scroll view inside (`ScrollView { }.ignoresSafeArea()`) then starts its content at the
/// extended edge, y = 0 of the screen, as on iOS: the scroll view has no safe-area inset left
/// on that edge to turn into a content inset. Inside a navigation stack too: the content starts
/// under the bar (a full-bleed header), and the iOS 26 bar draws its edge effect over it.
struct SafeAreaIgnoringLayout: NodeLayout {
    let regions: SafeAreaRegions
    let edges: Edge.Set

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        guard let child = node.children.first else { return proposal.replacingUnspecifiedDimensions(by: .zero) }
        return child.sizeThatFits(proposal, pass: pass)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
        if let child = node.children.first {
            let ins = pass.safeAreaExtension(for: bounds, regions: regions, edges: edges)
            var record = pass.safeArea
            if var r = record {
                let physical = pass.physicalInsets(ins)
                if physical.top > 0 { r.scrollContentInsetIgnored.insert(.top) }
                if physical.leading > 0 { r.scrollContentInsetIgnored.insert(.leading) }
                if physical.trailing > 0 { r.scrollContentInsetIgnored.insert(.trailing) }
                record = r
            }
            pass.place(child, at: CGPoint(x: bounds.minX - ins.leading, y: bounds.minY - ins.top),
                       proposal: proposal.outset(by: ins), safeArea: record)
        }
        SecondaryLayers.place(node, in: bounds, pass: pass)
    }

    func explicitAlignment(_ key: AlignmentKey, of node: ViewNode, in bounds: CGRect,
                           proposal: ProposedViewSize, pass: LayoutPass) -> CGFloat? {
        guard !key.isFrameGuide, let child = node.children.first else { return nil }
        return child.dimensions(proposal, pass: pass)[explicit: key]
    }

    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing {
        node.children.first?.spacing(pass: pass) ?? .plain
    }
}

nonisolated extension View {
    /// Expands the view out of the safe area on `edges` (docs/layout-rules.md §12.4).
    ///
    /// The view keeps the size it has inside the safe area for layout, but each listed edge
    /// that touches the safe-area boundary (the status bar, the home indicator, a
    /// `safeAreaInset` bar) is extended to the edge of the screen or container, and the view
    /// is drawn over the enlarged rectangle: `Color.red.ignoresSafeArea()` as the root of an
    /// iPhone 15 canvas fills all 393 × 852 points. An edge that does not reach the boundary
    /// does not move. Only the `.container` region has insets in a still render; ignoring
    /// `.keyboard` alone changes nothing.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(_SafeAreaIgnoringLayout(regions: regions, edges: edges))
    }

    /// Expands the view out of the safe area on `edges`, for every region (the iOS 13 form of
    /// `ignoresSafeArea(_:edges:)`, deprecated in SwiftUI).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(_SafeAreaIgnoringLayout(regions: .all, edges: edges))
    }
}
