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
