import Foundation

/// Right-to-left layout, as SwiftUI does it: **a view's frame is mirrored within its parent**
/// ("SwiftUI horizontally flips the x position of each view within its parent", Apple's
/// `LayoutDirection` documentation).
///
/// Every layout places in logical coordinates (`leading` is the left edge) and never reads the
/// direction. A node records its environment's direction (`ViewNode.layoutDirection`); when a
/// right-to-left node places a child, `LayoutPass.place` mirrors the child's x within the
/// parent's frame, `x' = parent.minX + parent.maxX - x - child.width`. Nested mirroring equals
/// mirroring the tree once; alignment queries (`RecordingSink`) stay logical. What follows for
/// stacks, padding, offsets, text and symbols is in docs/text-fonts-images.md ("Right-to-left").
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
