import Foundation

/// Shows content beside the modified view along one edge, shrinking the view by the
/// content's size plus spacing, and adding that much to the view's safe area on that edge
/// (docs/layout-rules.md §12.4).
nonisolated public struct _InsetViewModifier<Inset: View>: ViewModifier, PrimitiveModifier {
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat?
    let inset: Inset
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let primaryNode = ViewNode.root(stacking: content(context))
        let insetNode = context.resolver.resolveSingle(inset, context.insideContainer,
                                                       implicitLayout: LayoutAdapter(ZStackLayout()), label: "ZStack")
        return [ViewNode("safeAreaInset", layout: SafeAreaInsetLayout(edge: edge, alignment: alignment, spacing: spacing),
                         children: [primaryNode, insetNode])]
    }
}

nonisolated extension View {
    /// Shows `content` above or below this view, which shrinks to make room (docs/layout-rules.md §12.4).
    ///
    /// The modifier takes the view's place: the inset content is proposed what is left after
    /// the view's minimum height and `spacing` (8 or the views' spacing preference when `nil`),
    /// the view gets the rest. The content sits on `edge`, aligned with the view by
    /// `alignment`; the view sits on the opposite edge and its safe area grows by the
    /// content's height plus spacing, so its backgrounds and views that ignore the safe area
    /// extend under the content. The content itself keeps the enclosing safe area: a bar at
    /// the bottom of a device canvas whose `background(_:ignoresSafeAreaEdges:)` fills the
    /// home-indicator inset below it.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(_InsetViewModifier(edge: edge == .top ? .top : .bottom,
                                    alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing, inset: content()))
    }

    /// Shows `content` beside this view on the leading or trailing edge, which shrinks to make
    /// room; the view's safe area grows by the content's width plus spacing on that edge
    /// (see the vertical form).
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(_InsetViewModifier(edge: edge == .leading ? .leading : .trailing,
                                    alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing, inset: content()))
    }
}

/// Children: [primary, inset], and with `collapse`, the inset's collapsed form third.
struct SafeAreaInsetLayout: NodeLayout {
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat?
    /// A navigation bar with a large title: when the primary, placed under the large bar, has
    /// content scrolled beneath it, the bar collapses (the third child) and the primary is placed
    /// again under it, as iOS shrinks a large title once its content scrolls.
    var collapse: ScrollEdgeObserver? = nil

    var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    private func measure(_ p: ProposedViewSize, _ node: ViewNode, _ pass: LayoutPass,
                         inset index: Int = 1) -> (ProposedViewSize, CGSize, ProposedViewSize, CGSize, CGFloat) {
        let primary = node.children[0], inset = node.children[index]
        let s = spacing ?? primary.spacing(pass: pass).distance(to: inset.spacing(pass: pass), along: axis)
        var insetP = p
        if let length = p[axis] {
            let v = max(length - s, 0)
            var zero = p
            zero[axis] = 0
            let pMin = primary.sizeThatFits(zero, pass: pass)[axis]
            insetP[axis] = max(v - pMin, 0)
        }
        let a = inset.sizeThatFits(insetP, pass: pass)
        var primaryP = p
        if let length = p[axis] { primaryP[axis] = max(length - (a[axis] + s), 0) }
        let b = primary.sizeThatFits(primaryP, pass: pass)
        return (insetP, a, primaryP, b, s)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        let (_, a, _, b, s) = measure(proposal, node, pass)
        return CGSize(axis, major: a[axis] + s + b[axis], minor: max(a[axis.other], b[axis.other]))
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
        var p = proposal
        if p[axis.other] == nil { p[axis.other] = bounds.size[axis.other] }
        guard let collapse, node.children.count == 3 else {
            place(node, inset: 1, in: bounds, proposal: p, pass: pass)
            SecondaryLayers.place(node, in: bounds, pass: pass)
            return
        }
        place(node, inset: 1, in: bounds, proposal: p, pass: pass)
        let collapsed = collapse.contentUnderTopBar
        if collapsed { place(node, inset: 2, in: bounds, proposal: p, pass: pass) }
        // The form not shown is placed hidden where the shown one is.
        let hidden = node.children[collapsed ? 1 : 2]
        hidden.effect = _HiddenModifier()
        pass.place(hidden, at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: nil))
        node.children[collapsed ? 2 : 1].effect = nil
        SecondaryLayers.place(node, in: bounds, pass: pass)
    }

    /// Places the primary under the inset child at `index` and that child on `edge`.
    private func place(_ node: ViewNode, inset index: Int, in bounds: CGRect, proposal p: ProposedViewSize, pass: LayoutPass) {
        let (insetP, a, primaryP, b, s) = measure(p, node, pass, inset: index)
        let primary = node.children[0], inset = node.children[index]
        var primaryOrigin = bounds.origin, insetOrigin = bounds.origin
        switch edge {
        case .top: primaryOrigin.y = bounds.maxY - b.height
        case .bottom: insetOrigin.y = bounds.maxY - a.height
        case .leading: primaryOrigin.x = bounds.maxX - b.width
        case .trailing: insetOrigin.x = bounds.maxX - a.width
        }
        let pd = primary.dimensions(primaryP, pass: pass), id = inset.dimensions(insetP, pass: pass)
        if axis == .vertical {
            insetOrigin.x = primaryOrigin.x + pd[alignment.horizontal] - id[alignment.horizontal]
        } else {
            insetOrigin.y = primaryOrigin.y + pd[alignment.vertical] - id[alignment.vertical]
        }
        // The primary's safe area gains the inset content plus spacing on `edge` (region
        // .container), so its descendants that ignore the safe area extend under the inset.
        let extra = EdgeInsets(Edge.Set(edge), max(s + a[axis], 0))
        let record = SafeAreaRecord.nested(in: pass.safeArea, bounds: bounds, adding: pass.physicalInsets(extra),
                                           epsilon: pass.safeAreaEpsilon)
        pass.place(primary, at: primaryOrigin, proposal: primaryP, safeArea: record)
        pass.place(inset, at: insetOrigin, proposal: insetP)
    }

    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing { node.children[0].spacing(pass: pass) }
}
