import Foundation

/// The fill of `background(_:ignoresSafeAreaEdges:)` and `overlay(_:ignoresSafeAreaEdges:)`
/// (reference §5.4): a rectangle of the style that extends into the safe area on `edges`, as
/// `ignoresSafeArea` extends a view, while the style stays anchored to the view's own bounds
/// (a gradient spans the view, not the extended rectangle; its end colours continue into the
/// insets).
struct _SafeAreaAnchoredFill: View, PrimitiveView {
    let style: AnyShapeStyle
    let edges: Edge.Set
    /// A primitive view has no body.
    var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let anchor = PaintAnchor()
        let fill = ViewNode("Rectangle", layout: ShapeLayout(shape: Rectangle()),
                            content: AnchoredFillContent(style: style, environment: context.environment, anchor: anchor))
        return [ViewNode("ignoresSafeArea", layout: SafeAreaFillLayout(edges: edges, anchor: anchor), children: [fill])]
    }
}

/// The bounds a fill's style is resolved in, recorded when the fill is placed (one render's
/// node state, like a frame).
final class PaintAnchor {
    var bounds: CGRect?
}

/// `ignoresSafeArea(.container, edges:)` that also records the unextended bounds for the fill.
struct SafeAreaFillLayout: NodeLayout {
    let edges: Edge.Set
    let anchor: PaintAnchor

    private var base: SafeAreaIgnoringLayout { SafeAreaIgnoringLayout(regions: .container, edges: edges) }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        base.sizeThatFits(proposal, node: node, pass: pass)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
        anchor.bounds = bounds
        base.placeChildren(of: node, in: bounds, proposal: proposal, pass: pass)
    }

    func explicitAlignment(_ key: AlignmentKey, of node: ViewNode, in bounds: CGRect,
                           proposal: ProposedViewSize, pass: LayoutPass) -> CGFloat? {
        base.explicitAlignment(key, of: node, in: bounds, proposal: proposal, pass: pass)
    }
}

/// A rectangle filled with a style resolved in the anchor's bounds (its own frame when the
/// anchor has none).
struct AnchoredFillContent: NodeContent, DisplayListDrawable {
    let style: AnyShapeStyle
    let environment: EnvironmentValues
    let anchor: PaintAnchor

    func displayItems(in frame: CGRect, node: ViewNode, builder: DisplayListBuilder) -> [DisplayList.Item] {
        guard frame.width.isFinite, frame.height.isFinite else { return [] }
        let path = Path(frame)
        guard !path.isEmpty, path.isFinite else { return [] }
        // The anchor is in layout coordinates, as `frame` is here (snapped alike).
        let bounds = anchor.bounds.map { builder.snap($0) } ?? frame
        let paint = resolvePaint(style, in: environment, bounds: bounds)
        if paint.isClear { return [] }
        let item = DisplayList.Item.shape(DisplayList.ShapeItem(path: path, paint: paint, fillStyle: FillStyle(), stroke: nil,
                                                                frame: frame, source: node.label))
        return applyingShadows(shadowStyles(of: style, in: environment), to: [item], bounds: frame, in: environment)
    }
}
