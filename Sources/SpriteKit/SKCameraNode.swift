import Foundation

/// A node whose position is the centre of what the view shows (SpriteKit's `SKCameraNode`).
/// Set as a scene's `camera` (and added to its tree), a still render draws the scene so the
/// camera's position lands at the view's centre, its scale and rotation undone (a camera
/// scaled by 2 shows twice the area). Its children stay fixed on screen: heads-up displays.
open class SKCameraNode: SKNode {
    /// A camera at the origin.
    public override init() { super.init() }

    /// A camera from an archive: a plain one (there are no archives on Linux).
    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

    /// Whether `node`'s accumulated frame overlaps what the camera shows in its scene's view.
    public func contains(_ node: SKNode) -> Bool {
        guard let scene, let visible = visibleRect(in: scene), let parent = node.parent else { return false }
        let frame = node.calculateAccumulatedFrame().applying(parent.transform(toAncestor: scene))
        return frame.intersects(visible)
    }

    /// The nodes of the scene whose accumulated frames overlap what the camera shows.
    public func containedNodeSet() -> Set<SKNode> {
        guard let scene else { return [] }
        return Set(scene.descendants.filter { $0 !== self && contains($0) })
    }

    /// The part of `scene` the view shows, in scene coordinates.
    private func visibleRect(in scene: SKScene) -> CGRect? {
        let size = scene.presentationSize
        guard size.width > 0, size.height > 0 else { return nil }
        return CGRect(origin: .zero, size: size).applying(scene.viewTransform(for: size).inverted())
    }

    /// A copy of the camera and its subtree.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = SKCameraNode()
        copyNodeState(to: copy)
        return copy
    }
}
