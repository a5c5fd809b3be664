import Foundation

/// Right-to-left layout, as SwiftUI does it: **a view's frame is mirrored within its parent**.
///
/// Apple documents the rule on `LayoutDirection`: "SwiftUI horizontally flips the x position of
/// each view within its parent, so layout calculations automatically produce the desired effect
/// for both modes without any changes." Backplate implements exactly that, in one place:
///
/// - Every layout (stacks, frames, padding, overlays, `ZStack`, `Grid`, custom `Layout`s) computes
///   its placements in *logical* coordinates, where `leading` is the left edge, as it would for a
///   left-to-right environment. No layout reads the direction.
/// - Each node records the layout direction of the environment it was resolved in
///   (`ViewNode.layoutDirection`, stamped by `Resolver.resolve`; a node made outside a resolution
///   inherits its parent's).
/// - When a node whose direction is `.rightToLeft` places a child, `LayoutPass.place` mirrors the
///   child's x within the parent's frame: `x' = parent.minX + parent.maxX - x - child.width`.
///   Vertical positions are unchanged.
///
/// Because each level mirrors within its own (already mirrored) parent, nested right-to-left
/// containers give the same result as mirroring the whole tree once. So in right-to-left:
/// an `HStack` lists its children from right to left, `.leading` alignment (stacks, frames,
/// overlays, backgrounds, `ZStack`, grids) is the right edge, `padding(.leading, _)` and
/// `EdgeInsets.leading` inset the right edge, `position(x:)` counts from the right edge, and
/// `offset(x:)` moves the drawing the other way (`_OffsetEffect` negates its x in right-to-left,
/// as SwiftUI's offset does, since it is applied in the same mirrored space).
///
/// Glyphs are never mirrored: text keeps its shapes (Pango orders right-to-left scripts itself),
/// and `multilineTextAlignment(.leading)` aligns lines to the right edge of the text's frame
/// (`TextAlignment.resolved(in:)`). Images are not mirrored either, except the directional
/// symbols SwiftUI flips (`chevron.forward`, `arrow.backward`...) and views marked
/// `flipsForRightToLeftLayoutDirection(true)`.
///
/// Explicit alignment queries (`RecordingSink`) record logical origins, so alignment guides
/// stay logical values and combine correctly before the mirroring.
struct RightToLeftPlacement {
    /// The direction of the node currently placing its children (the root environment's at first).
    var direction: LayoutDirection = .leftToRight
    /// The frame of the node currently placing its children; `nil` while placing the root,
    /// which has no parent to be mirrored in.
    var bounds: CGRect?

    /// Where a child whose logical origin is `origin` and whose width is `width` goes.
    func mirrored(_ origin: CGPoint, width: CGFloat) -> CGPoint {
        guard direction == .rightToLeft, let bounds, bounds.width.isFinite, width.isFinite else { return origin }
        return CGPoint(x: bounds.minX + bounds.maxX - origin.x - width, y: origin.y)
    }

    /// Enters `node` (already placed) to place its children; returns the state to restore.
    mutating func enter(_ node: ViewNode) -> RightToLeftPlacement {
        let saved = self
        direction = node.layoutDirection ?? direction
        bounds = node.frame
        return saved
    }
}

extension Array where Element == ViewNode {
    /// Records the context's layout direction on the nodes that have none yet: the innermost
    /// resolution (the environment closest to the view) wins.
    func stampingLayoutDirection(of context: ResolveContext) -> [ViewNode] {
        // Nodes a nested resolve already stamped (a modifier's content) need no environment
        // read: the direction is looked up only when some node lacks one. A plain index loop
        // (`contains(where:)` and `for in` retained and released the array per call).
        var direction: LayoutDirection?
        for i in 0..<count where self[i].layoutDirection == nil {
            if direction == nil { direction = context.environment.layoutDirection }
            self[i].layoutDirection = direction
        }
        return self
    }

    /// `stampingLayoutDirection(of:)` for the nodes from `start` on (the ones a resolution
    /// just appended).
    func stampLayoutDirection(from start: Int, of context: ResolveContext) {
        var direction: LayoutDirection?
        for i in start..<count where self[i].layoutDirection == nil {
            if direction == nil { direction = context.environment.layoutDirection }
            self[i].layoutDirection = direction
        }
    }
}

extension TextAlignment {
    /// The alignment of lines within the text's frame: in right-to-left, `.leading` is the right
    /// edge and `.trailing` the left edge (the frame itself is placed by the mirrored layout).
    func resolved(in direction: LayoutDirection) -> TextAlignment {
        guard direction == .rightToLeft else { return self }
        switch self {
        case .leading: return .trailing
        case .trailing: return .leading
        case .center: return .center
        }
    }
}

extension _OffsetEffect {
    /// In right-to-left, the offset's x is negated: SwiftUI applies the offset in the parent's
    /// mirrored space, so `offset(x: 10)` moves the view 10 points toward the trailing (left) edge.
    func makeEffect(in environment: EnvironmentValues) -> any RenderEffect {
        guard environment.layoutDirection == .rightToLeft else { return self }
        return _OffsetEffect(offset: CGSize(width: -offset.width, height: offset.height))
    }
}
