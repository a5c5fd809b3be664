import Foundation

// `containerRelativeFrame` (iOS 17): a frame whose size is a function of the nearest
// container's size. Containers are the scroll view the view is in (its visible size less its
// content margins) and otherwise the canvas (the proposal the render starts from, less the
// canvas's safe-area insets), as the screen is on iOS. Containers record their size on the
// layout pass while their subtree is measured and placed; a container whose size changes
// between two proposals clears the size caches of its subtree, so every answer is measured
// against the container size in force.

extension LayoutPass {
    /// The size of the nearest container (`containerRelativeFrame`), `nil` outside any.
    var currentContainerSize: CGSize? { containerSizes.last }
}

/// The frame `containerRelativeFrame` gives its content: along `axes`, the length computed
/// from the container's length; along the other axes the content's own size.
struct ContainerRelativeFrameLayout: UnaryLayout {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    /// The fixed frame for the container in force (no container: the proposal stands for it).
    func frame(_ proposal: ProposedViewSize, pass: LayoutPass) -> FixedFrameLayout {
        let container = pass.currentContainerSize
        func resolved(_ axis: Axis) -> CGFloat? {
            guard axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return nil }
            let available = axis == .horizontal ? (container?.width ?? proposal.width) : (container?.height ?? proposal.height)
            guard let available, available.isFinite else { return nil }
            let value = length(max(available, 0), axis)
            return value.isFinite ? max(value, 0) : nil
        }
        return FixedFrameLayout(width: resolved(.horizontal), height: resolved(.vertical), alignment: alignment)
    }

    func size(_ proposal: ProposedViewSize, child: ViewNode, pass: LayoutPass) -> CGSize {
        frame(proposal, pass: pass).size(proposal, child: child, pass: pass)
    }

    func childPlacement(_ proposal: ProposedViewSize, size: CGSize, child: ViewNode, pass: LayoutPass) -> (ProposedViewSize, CGPoint) {
        frame(proposal, pass: pass).childPlacement(proposal, size: size, child: child, pass: pass)
    }

    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing {
        var edges: Edge.Set = []
        if axes.contains(.horizontal) { edges.formUnion(.horizontal) }
        if axes.contains(.vertical) { edges.formUnion(.vertical) }
        return (node.children.first?.spacing(pass: pass) ?? .plain).resettingToPlain(on: edges)
    }

    /// The length of `span` of `count` equal columns (or rows) separated by `spacing`.
    static func gridLength(_ container: CGFloat, count: Int, span: Int, spacing: CGFloat) -> CGFloat {
        let count = max(count, 1), span = max(span, 1)
        let spacing = spacing.isFinite ? spacing : 0
        let column = (container - spacing * CGFloat(count - 1)) / CGFloat(count)
        return max(column * CGFloat(span) + spacing * CGFloat(span - 1), 0)
    }
}

/// `containerRelativeFrame`'s modifier.
nonisolated public struct _ContainerRelativeFrameModifier: ViewModifier, UnaryLayoutModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "containerRelativeFrame" }
    func makeLayout(in environment: EnvironmentValues) -> any NodeLayout {
        ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: length)
    }
}

/// Marks a container for `containerRelativeFrame`: its size (its proposal, with an
/// unspecified dimension taken from the outer container) less `insets` is the container size
/// for the subtree.
struct ContainerRelativeContainerLayout: NodeLayout {
    let insets: EdgeInsets

    private struct LastSize {}
    private struct HasRelativeFrames {}

    func containerSize(_ proposal: ProposedViewSize, pass: LayoutPass) -> CGSize {
        let outer = pass.currentContainerSize
        let width = proposal.width ?? outer?.width ?? 0, height = proposal.height ?? outer?.height ?? 0
        return CGSize(width: max(width - insets.leading - insets.trailing, 0),
                      height: max(height - insets.top - insets.bottom, 0))
    }

    /// Pushes the container size, clearing the subtree's size caches when they were measured
    /// against another size, runs `body`, and pops.
    func within<T>(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass, _ body: () -> T) -> T {
        let size = containerSize(proposal, pass: pass)
        if hasRelativeFrames(node), let last = node.layoutValues[ObjectIdentifier(LastSize.self)] as? CGSize, last != size {
            for child in node.children { child.forEachNode { $0.sizeCache = ProposalSizeCache() } }
        }
        node.layoutValues[ObjectIdentifier(LastSize.self)] = size
        pass.containerSizes.append(size)
        defer { pass.containerSizes.removeLast() }
        return body()
    }

    /// Whether a `containerRelativeFrame` lies in the subtree (computed once per node).
    func hasRelativeFrames(_ node: ViewNode) -> Bool {
        if let known = node.layoutValues[ObjectIdentifier(HasRelativeFrames.self)] as? Bool { return known }
        var found = false
        for child in node.children { child.forEachNode { if $0.layout is ContainerRelativeFrameLayout { found = true } } }
        node.layoutValues[ObjectIdentifier(HasRelativeFrames.self)] = found
        return found
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        within(proposal, node: node, pass: pass) { node.children.first?.sizeThatFits(proposal, pass: pass) ?? .zero }
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
        within(proposal, node: node, pass: pass) {
            for child in node.children { pass.place(child, at: bounds.origin, proposal: proposal) }
        }
        SecondaryLayers.place(node, in: bounds, pass: pass)
    }

    func explicitAlignment(_ key: AlignmentKey, of node: ViewNode, in bounds: CGRect,
                           proposal: ProposedViewSize, pass: LayoutPass) -> CGFloat? {
        within(proposal, node: node, pass: pass) { node.children.first?.dimensions(proposal, pass: pass)[explicit: key] }
    }

    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing { node.children.first?.spacing(pass: pass) ?? .plain }

    func layoutPriority(of node: ViewNode) -> Double { node.children.first?.layoutPriority ?? 0 }
}

/// Makes the content a container for `containerRelativeFrame` (used by scroll views).
nonisolated struct _ContainerRelativeFrameContainer: ViewModifier, UnaryLayoutModifier {
    var insets = EdgeInsets()
    func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "container" }
    func makeLayout(in environment: EnvironmentValues) -> any NodeLayout {
        ContainerRelativeContainerLayout(insets: insets)
    }
}

nonisolated extension View {
    /// Sizes the view along `axes` to the size of the nearest container (the enclosing scroll
    /// view's visible size less its content margins, else the canvas less its safe area), and
    /// positions it in that frame with `alignment`. Along other axes the view keeps its size.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: { length, _ in length }))
    }

    /// Sizes the view along `axes` to `span` of `count` equal parts of the nearest container,
    /// the parts separated by `spacing`: `(length − spacing × (count − 1)) / count × span +
    /// spacing × (span − 1)`.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: { length, _ in
            ContainerRelativeFrameLayout.gridLength(length, count: count, span: span, spacing: spacing)
        }))
    }

    /// Sizes the view along `axes` to what `length` returns for the nearest container's length
    /// on each axis.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}
