import Foundation

/// A view that arranges its children in a horizontal line.
nonisolated public struct HStack<Content: View>: View {
    let layout: HStackLayout
    let content: Content
    /// Creates a horizontal stack (centre alignment and adaptive spacing by default).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }
}

/// A horizontal stack layout: `HStack`'s algorithm, usable directly as a `Layout`.
public struct HStackLayout: Layout, AxisStackLayout, Sendable {
    /// The vertical alignment of the subviews.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews, or `nil` for adaptive spacing.
    public var spacing: CGFloat?

    /// Creates a horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    static var axis: Axis { .horizontal }
    var alignmentKey: AlignmentKey { alignment.key }

    /// Horizontal stack orientation.
    public static var layoutProperties: LayoutProperties { stackProperties }
    /// The stack's size: the sum of its children and gaps, the union of their aligned heights.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.layout(proposal, subviews).size
    }
    /// Places the children left to right.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.place(in: bounds, proposal: proposal, subviews: subviews)
    }
    /// The stack's spacing preferences.
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { algorithm.spacing(subviews) }
}

extension HStack: AxisStackView {
    static var nodeName: String { "HStack" }
}
