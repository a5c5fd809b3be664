import Foundation

/// A view that adapts to the available space by providing the first child view that fits.
///
/// SwiftUI's rule: each child in order is asked for its ideal size along the constrained
/// `axes` (proposed `nil` there, the proposal elsewhere); the first whose ideal length fits
/// the proposal on those axes is shown, sized by the full proposal; if none fits, the last.
/// The others are laid out but not drawn.
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// Creates a view that picks the first child fitting along `axes` (both by default).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let children = context.resolver.resolve(content, context.insideContainer)
        let options = children.map { ViewNode.passthrough("ViewThatFits option", $0) }
        return [ViewNode("ViewThatFits", layout: ViewThatFitsLayout(axes: axes), children: options)]
    }
}

/// Chooses one child per proposal; the unchosen ones are hidden when placed.
struct ViewThatFitsLayout: NodeLayout {
    let axes: Axis.Set

    func choice(_ proposal: ProposedViewSize, _ node: ViewNode, _ pass: LayoutPass) -> Int? {
        guard !node.children.isEmpty else { return nil }
        let probe = ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                     height: axes.contains(.vertical) ? nil : proposal.height)
        for (i, child) in node.children.enumerated() {
            let ideal = child.sizeThatFits(probe, pass: pass)
            let fitsH = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 + 0.001 } ?? true
            let fitsV = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 + 0.001 } ?? true
            if fitsH && fitsV { return i }
        }
        return node.children.count - 1
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        guard let i = choice(proposal, node, pass) else { return .zero }
        return node.children[i].sizeThatFits(proposal, pass: pass)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
        let chosen = choice(proposal, node, pass)
        for (i, child) in node.children.enumerated() {
            child.effect = i == chosen ? nil : _HiddenModifier()
            pass.place(child, at: bounds.origin, proposal: proposal)
        }
        SecondaryLayers.place(node, in: bounds, pass: pass)
    }

    func explicitAlignment(_ key: AlignmentKey, of node: ViewNode, in bounds: CGRect,
                           proposal: ProposedViewSize, pass: LayoutPass) -> CGFloat? {
        guard let i = choice(proposal, node, pass) else { return nil }
        return node.children[i].dimensions(proposal, pass: pass)[explicit: key]
    }

    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing {
        node.children.last?.spacing(pass: pass) ?? .plain
    }
}

/// A view that compares itself with its previous value to skip updates; a still render has
/// no previous value, so it draws its content.
nonisolated public struct EquatableView<Content: View & Equatable>: View {
    /// The content.
    public var content: Content
    /// Creates an equatable view.
    public init(content: Content) { self.content = content }
    /// The content.
    public var body: some View { content }
}

nonisolated extension View where Self: Equatable {
    /// Prevents the view from updating when its new value equals the old one; no effect in a
    /// still render.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
