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

/// Node content that knows how to turn itself into display items.
protocol DisplayListDrawable {
    func displayItems(in frame: CGRect, node: ViewNode, builder: DisplayListBuilder) -> [DisplayList.Item]
}
