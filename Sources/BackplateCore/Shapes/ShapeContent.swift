import Foundation

/// A shape filled or stroked with a style, resolved in the environment captured here.
///
/// A class (measured in Benchmarks/README.md): a node's `any NodeContent` then holds a reference instead of a heap
/// box of the copied fields, and equal colours resolved in the same environment share one
/// instance (`Resolver.colorContent`, Paint/Color.swift). Immutable, so sharing is invisible.
final class ShapeContent: NodeContent {
    let shape: AnyShape
    let style: AnyShapeStyle
    let fillStyle: FillStyle
    let stroke: StrokeStyle?
    let environment: EnvironmentValues

    init(shape: AnyShape, style: AnyShapeStyle, fillStyle: FillStyle, stroke: StrokeStyle?, environment: EnvironmentValues) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.stroke = stroke
        self.environment = environment
    }
}

extension ShapeContent: DisplayListDrawable {
    func displayItems(in frame: CGRect, node: ViewNode, builder: DisplayListBuilder) -> [DisplayList.Item] {
        guard frame.width.isFinite, frame.height.isFinite else { return [] }
        // A stroked shape drawn as a view is a stroke of its base path (exact, not an outline).
        var path: Path, stroke = self.stroke, fillStyle = self.fillStyle
        if stroke == nil, let stroked = shape.base as? any StrokedShapeSource {
            (path, stroke) = stroked.strokeSource(in: CGRect(origin: .zero, size: frame.size))
            if !stroked.strokeIsAntialiased { fillStyle.isAntialiased = false }
            path = path.offsetBy(dx: frame.minX, dy: frame.minY)
        } else if let relative = shape.base as? any ContainerDependentShape,
                  let resolved = relative.resolvedPath(in: frame, environment: environment) {
            path = resolved  // ContainerRelativeShape, ConcentricRectangle
        } else {
            path = localPath(shape, in: frame)
        }
        if let s = stroke, !(s.lineWidth.isFinite && s.lineWidth > 0) { return [] }
        guard !path.isEmpty, path.isFinite else { return [] }
        let paint = resolvePaint(style, in: environment, bounds: frame)
        if paint.isClear { return [] }
        let item = DisplayList.Item.shape(DisplayList.ShapeItem(path: path, paint: paint, fillStyle: fillStyle, stroke: stroke,
                                                                frame: frame, source: node.label))
        return applyingShadows(shadowStyles(of: style, in: environment), to: [item], bounds: frame, in: environment)
    }
}

/// A shape's path in `frame`: as in SwiftUI, the shape is asked for its path in its own
/// coordinate space (origin zero, the frame's size), which is then moved to the frame.
func localPath(_ shape: AnyShape, in frame: CGRect) -> Path {
    shape.path(in: CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY)
}

/// A shape: asks the shape's own `sizeThatFits`.
struct ShapeLayout: NodeLayout {
    /// A leaf without explicit guides.
    var hasExplicitAlignments: Bool { false }
    let shape: any Shape
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        shape.sizeThatFits(proposal)
    }
    /// Asked once, when a fixed frame folds the shape (a `Circle` fills only a square).
    func fillsExactly(_ size: CGSize) -> Bool { shape.sizeThatFits(ProposedViewSize(size)) == size }
}
