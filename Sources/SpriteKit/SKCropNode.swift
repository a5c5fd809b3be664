import Foundation

/// A node that shows its children only where its mask node draws (SpriteKit's `SKCropNode`).
/// A still render draws the children as a group, in z order among themselves, masked by the
/// mask node's drawing (its alpha) in the crop node's coordinates; without a mask node the
/// children are drawn unmasked, as on iOS. Crop nodes nest up to 32 deep; deeper ones are
/// drawn unmasked, with a warning.
open class SKCropNode: SKNode {
    /// The node whose drawing (and its children's) masks the crop node's children; not part of
    /// the tree.
    open var maskNode: SKNode?

    /// A crop node with no mask.
    public override init() { super.init() }

    /// A crop node from an archive: a plain one (there are no archives on Linux).
    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

    /// A copy of the crop node, its mask node and its subtree.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = SKCropNode()
        copyNodeState(to: copy)
        copy.maskNode = maskNode.flatMap { $0.copy(with: nil) as? SKNode }
        return copy
    }
}
