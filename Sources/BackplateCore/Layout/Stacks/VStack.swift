import Foundation

/// A view that arranges its children in a vertical line.
nonisolated public struct VStack<Content: View>: View {
    let layout: VStackLayout
    let content: Content
    /// Creates a vertical stack (centre alignment and adaptive spacing by default).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }
}

/// A vertical stack layout: `VStack`'s algorithm, usable directly as a `Layout`.
public struct VStackLayout: Layout, AxisStackLayout, Sendable {
    /// The horizontal alignment of the subviews.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent subviews, or `nil` for adaptive spacing.
    public var spacing: CGFloat?

    /// Creates a vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    static var axis: Axis { .vertical }
    var alignmentKey: AlignmentKey { alignment.key }

    /// Vertical stack orientation.
    public static var layoutProperties: LayoutProperties { stackProperties }
    /// The stack's size: the sum of its children and gaps, the union of their aligned widths.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.layout(proposal, subviews).size
    }
    /// Places the children top to bottom.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.place(in: bounds, proposal: proposal, subviews: subviews)
    }
    /// The stack's spacing preferences.
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { algorithm.spacing(subviews) }
}

extension VStack: AxisStackView {
    static var nodeName: String { "VStack" }
}

extension ViewNode {
    /// The root of a render, or of a modifier's content: a view that resolves to one node is its
    /// own root; several views are stacked vertically, as SwiftUI's root stacks them.
    static func root(stacking nodes: [ViewNode]) -> ViewNode {
        nodes.count == 1 ? nodes[0] : ViewNode("VStack", layout: LayoutAdapter(VStackLayout()), children: nodes)
    }
}

/// Views at the root of a hosting view of their own (a tab's content): one view stays itself;
/// several are stacked vertically as `ViewNode.root(stacking:)` stacks a render's root.
nonisolated struct _RootStacked<Content: View>: View, PrimitiveView {
    let content: Content
    /// A primitive view has no body.
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        [ViewNode.root(stacking: context.resolver.resolve(content, context))]
    }
}
