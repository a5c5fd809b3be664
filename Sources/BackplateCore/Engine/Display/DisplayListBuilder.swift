import Foundation

extension LayoutTree {
    /// Stage 4: the display list of the laid-out tree, with frames snapped to the pixel grid
    /// of `scale` (device pixels per point).
    package func displayList(scale: CGFloat = 1) -> DisplayList {
        pass.stack.run {
            var builder = DisplayListBuilder(scale: scale > 0 && scale.isFinite ? scale : 1, pass: pass)
            return DisplayList(items: builder.items(for: root))
        }
    }
}

/// Turns placed nodes into display items: backgrounds, the node's own content, its
/// children (by `zIndex`, declaration order among equals), then overlays, each wrapped in
/// the node's render effect.
struct DisplayListBuilder {
    let scale: CGFloat
    let pass: LayoutPass

    /// Snaps a rectangle's edges to the nearest device pixel.
    func snap(_ r: CGRect) -> CGRect {
        func s(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }
        let x0 = s(r.minX), y0 = s(r.minY), x1 = s(r.maxX), y1 = s(r.maxY)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    mutating func items(for node: ViewNode) -> [DisplayList.Item] {
        if let effect = node.effect, !effect.drawsContent { return [] }
        guard node.frame.origin.x.isFinite, node.frame.origin.y.isFinite else { return [] }
        if pass.stack.isLow { return pass.stack.continueOnLargeStack { self.items(for: node) } }
        var items: [DisplayList.Item] = []
        let isMask = node.effect?.masksWithOverlays ?? false
        for b in node.backgrounds { items += self.items(for: b) }
        if let content = node.content { items += draw(content, node: node) }
        // Siblings draw in `zIndex` order in every container, not only a ZStack (whose
        // children are already in that order): an HStack facepile with a raised first face.
        for c in ZIndex.sorted(node.children) { items += self.items(for: c) }
        if !isMask { for o in node.overlays { items += self.items(for: o) } }
        guard let effect = node.effect, !items.isEmpty else { return items }
        var context = EffectContext(frame: node.frame, bounds: snap(node.frame), maskItems: [])
        if isMask { for o in node.overlays { context.maskItems += self.items(for: o) } }
        guard let e = effect.displayEffect(in: context) else { return items }
        return [.group(DisplayList.GroupItem(effect: e, bounds: context.bounds, items: items))]
    }

    func draw(_ content: any NodeContent, node: ViewNode) -> [DisplayList.Item] {
        if let drawable = content as? any DisplayListDrawable {
            return drawable.displayItems(in: snap(node.frame), node: node, builder: self)
        }
        return []
    }
}

/// A shape's path in `frame`: as in SwiftUI, the shape is asked for its path in its own
/// coordinate space (origin zero, the frame's size), which is then moved to the frame.
func localPath(_ shape: AnyShape, in frame: CGRect) -> Path {
    shape.path(in: CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY)
}

/// Node content that knows how to turn itself into display items.
protocol DisplayListDrawable {
    func displayItems(in frame: CGRect, node: ViewNode, builder: DisplayListBuilder) -> [DisplayList.Item]
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
        } else if let relative = shape.base as? ContainerRelativeShape,
                  let resolved = relative.resolvedPath(in: frame, environment: environment) {
            path = resolved  // Shapes/ContainerRelativeShape
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

extension TextContent: DisplayListDrawable {
    func displayItems(in frame: CGRect, node: ViewNode, builder: DisplayListBuilder) -> [DisplayList.Item] {
        guard let layout = node.layout as? TextNodeLayout else { return [] }
        let result = layout.result(for: node.placedProposal, pass: builder.pass)
        let textFrame = CGRect(origin: frame.origin, size: result.size)
        let paints = runStyles.map { style in
            style.map { resolvePaint($0, in: environment, bounds: textFrame) } ?? environment.foregroundPaint(bounds: textFrame, level: 0)
        }
        let item = DisplayList.Item.text(DisplayList.TextItem(layout: result, runs: runs, paints: paints, frame: textFrame,
                                                              string: runs.map(\.string).joined()))
        // Shadows of the text's foreground style (`foregroundStyle(.white.shadow(.inner(radius: 2)))`).
        let shadows = runStyles.allSatisfy({ $0 == nil }) ? foregroundShadowStyles(in: environment)
                                                          : runStyles.first.flatMap { $0 }.map { shadowStyles(of: $0, in: environment) } ?? []
        return applyingShadows(shadows, to: [item], bounds: frame, in: environment)
    }
}
