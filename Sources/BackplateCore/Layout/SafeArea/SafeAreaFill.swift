import Foundation

/// The fill of `background(_:ignoresSafeAreaEdges:)` and `overlay(_:ignoresSafeAreaEdges:)`
/// (docs/layout-rules.md §5.4): a rectangle of the style whose drawing extends into the safe area on
/// `edges`, exactly as far as `ignoresSafeArea` would extend a view there, while its frame
/// (what layout, `frame(of:)` and printed trees see) and the style's anchoring stay the view's
/// own bounds: a gradient spans the view, its end colours continuing into the insets.
nonisolated struct _SafeAreaAnchoredFill: View, PrimitiveView {
    let style: AnyShapeStyle
    let edges: Edge.Set
    /// A primitive view has no body.
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let reach = SafeAreaReach()
        return [ViewNode("Rectangle", layout: SafeAreaFillLayout(edges: edges, reach: reach),
                         content: SafeAreaFillContent(style: style, environment: context.environment, reach: reach))]
    }
}

/// How far a fill reaches beyond its frame into the safe area, recorded when the fill is
/// placed (one render's node state, like a frame).
final class SafeAreaReach {
    var insets = EdgeInsets()
}

/// A rectangle's layout that, when placed, records how far its listed edges extend into the
/// enclosing safe area (`SafeAreaRecord.extensionInsets`).
struct SafeAreaFillLayout: NodeLayout {
    let edges: Edge.Set
    let reach: SafeAreaReach

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        ShapeLayout(shape: Rectangle()).sizeThatFits(proposal, node: node, pass: pass)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
        // Drawn in root coordinates: the physical extension (left, right), on the logical edges.
        reach.insets = pass.physicalInsets(pass.safeAreaExtension(for: bounds, regions: .container, edges: edges))
    }
}

/// The style filling the frame grown by the recorded reach, resolved in the frame.
struct SafeAreaFillContent: NodeContent, DisplayListDrawable {
    let style: AnyShapeStyle
    let environment: EnvironmentValues
    let reach: SafeAreaReach

    func displayItems(in frame: CGRect, node: ViewNode, builder: DisplayListBuilder) -> [DisplayList.Item] {
        guard frame.width.isFinite, frame.height.isFinite else { return [] }
        let e = reach.insets
        let filled = builder.snap(CGRect(x: node.frame.minX - e.leading, y: node.frame.minY - e.top,
                                         width: node.frame.width + e.leading + e.trailing,
                                         height: node.frame.height + e.top + e.bottom))
        let path = Path(filled)
        guard !path.isEmpty, path.isFinite else { return [] }
        let paint = resolvePaint(style, in: environment, bounds: frame)
        if paint.isClear { return [] }
        let item = DisplayList.Item.shape(DisplayList.ShapeItem(path: path, paint: paint, fillStyle: FillStyle(), stroke: nil,
                                                                frame: filled, source: node.label))
        return applyingShadows(shadowStyles(of: style, in: environment), to: [item], bounds: filled, in: environment)
    }
}
