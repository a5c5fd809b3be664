import BackplateCore
import Foundation

/// One thing a still render of a scene draws, in the view's points (y down).
struct SKDrawItem {
    enum Content {
        /// A path already in view points, filled.
        case shape(Path, Color, antialiased: Bool)
        /// An image `size` points large whose top-left corner `transform` maps to the view,
        /// tinted toward a colour by an amount.
        case image(Image, size: CGSize, tint: Color?, tintAmount: Double, transform: CGAffineTransform)
        /// A label's text, placed around its origin, which `transform` maps to the view.
        case text(Text, SKLabelPlacement, transform: CGAffineTransform)
        /// A crop node's children, masked by its mask node's drawing (`nil`: unmasked).
        case group([SKDrawItem], mask: [SKDrawItem]?)
    }
    let content: Content
    let opacity: Double
    let blendMode: BlendMode

    init(_ content: Content, opacity: Double, blendMode: BlendMode = .normal) {
        self.content = content
        self.opacity = opacity
        self.blendMode = blendMode
    }
}

/// Turns a scene's node tree into what a still render draws: each visible node's content
/// through its accumulated transform (scene to view by `SKScene.viewTransform(for:)`) at its
/// accumulated alpha, ordered by total z position (a node's own plus its ancestors'), then tree
/// order (parents before children, siblings in order). Hidden nodes and nodes of alpha 0 are
/// skipped with their subtrees, and so are nodes whose geometry is not finite (NaN positions,
/// infinite or enormous scales), with a warning. A crop node's children form a masked group
/// at the crop node's place. The traversal is iterative and bounded (`SKTreeLimits`).
@MainActor
struct SKSceneRenderer {
    private var visited = 0
    private let viewBounds: CGRect

    private init(viewSize: CGSize) {
        // Drawing is culled to the view, with a margin for strokes and rounding.
        viewBounds = CGRect(origin: .zero, size: viewSize).insetBy(dx: -64, dy: -64)
    }

    /// What `scene` draws in a view of `viewSize` points, back to front.
    static func drawList(for scene: SKScene, viewSize: CGSize) -> [SKDrawItem] {
        var renderer = SKSceneRenderer(viewSize: viewSize)
        scene.warnAboutEffects(kind: "SKScene")
        let items = renderer.collect(scene.children, transform: scene.viewTransform(for: viewSize), alpha: Double(scene.alpha),
                                     z: 0, cropDepth: 0)
        renderer.warnIfTruncated()
        return items
    }

    /// What `node` and its subtree draw into an image of `size` points, `parentTransform`
    /// mapping the node's parent's coordinates to the image's (`SKView.texture(from:)`).
    static func drawList(for node: SKNode, parentTransform: CGAffineTransform, size: CGSize) -> [SKDrawItem] {
        var renderer = SKSceneRenderer(viewSize: size)
        let items = renderer.collect([node], transform: parentTransform, alpha: 1, z: 0, cropDepth: 0)
        renderer.warnIfTruncated()
        return items
    }

    private func warnIfTruncated() {
        if visited >= SKTreeLimits.maximumNodes {
            RuntimeWarning.emit("SKScene: more than \(SKTreeLimits.maximumNodes) nodes; the rest are not drawn")
        }
    }

    /// The drawing of `nodes` (siblings) and their subtrees, sorted by z then tree order;
    /// `transform` maps their parent's coordinates to the view.
    private mutating func collect(_ nodes: [SKNode], transform: CGAffineTransform, alpha: Double, z: CGFloat, cropDepth: Int) -> [SKDrawItem] {
        var entries: [(z: CGFloat, order: Int, item: SKDrawItem)] = []
        var stack: [(node: SKNode, parentTransform: CGAffineTransform, parentAlpha: Double, parentZ: CGFloat)] =
            nodes.reversed().map { ($0, transform, alpha, z) }
        var order = 0
        while let (node, parentTransform, parentAlpha, parentZ) = stack.popLast() {
            guard visited < SKTreeLimits.maximumNodes else { break }
            visited += 1
            let nodeAlpha = parentAlpha * Double(node.alpha)
            guard !node.isHidden, nodeAlpha > 0, nodeAlpha.isFinite else { continue }
            let nodeTransform = node.localTransform.concatenating(parentTransform)
            let nodeZ = parentZ + node.zPosition
            guard nodeTransform.isDrawable, nodeZ.isFinite else {
                RuntimeWarning.emit("SKNode: a node with non-finite or enormous geometry (position, scale or rotation) is not drawn, nor its children")
                continue
            }
            order += 1
            let opacity = min(nodeAlpha, 1)
            if let crop = node as? SKCropNode, cropDepth < SKTreeLimits.maximumCropDepth {
                let group = collect(crop.children, transform: nodeTransform, alpha: opacity, z: nodeZ, cropDepth: cropDepth + 1)
                // The mask node and its subtree, in the crop node's coordinates (`nil`: no mask,
                // the children show whole; empty: the mask draws nothing, so neither do they).
                let mask = crop.maskNode.map { collect([$0], transform: nodeTransform, alpha: 1, z: 0, cropDepth: cropDepth + 1) }
                if !group.isEmpty, mask?.isEmpty != true {
                    entries.append((nodeZ, order, SKDrawItem(.group(group, mask: mask), opacity: 1)))
                }
                continue
            }
            if node is SKCropNode {
                RuntimeWarning.emit("SKCropNode: crop nodes nested more than \(SKTreeLimits.maximumCropDepth) deep are drawn unmasked")
            }
            if let effect = node as? SKEffectNode { effect.warnAboutEffects(kind: "SKEffectNode") }
            var drawn: [SKDrawItem] = []
            node.appendDrawing(to: &drawn, transform: nodeTransform, alpha: opacity)
            for item in drawn where isInView(item) { entries.append((nodeZ, order, item)) }
            for child in node.children.reversed() { stack.append((child, nodeTransform, opacity, nodeZ)) }
        }
        // A stable sort: equal z keeps tree order.
        entries.sort { $0.z == $1.z ? $0.order < $1.order : $0.z < $1.z }
        return entries.map(\.item)
    }

    /// Whether an item can reach the view (items whose bounds are known and lie outside are
    /// culled; they would draw nothing).
    private func isInView(_ item: SKDrawItem) -> Bool {
        switch item.content {
        case .shape(let path, _, _):
            let box = path.boundingRect
            return box.isFiniteRect && box.intersects(viewBounds)
        case .image(_, let size, _, _, let transform):
            let box = CGRect(origin: .zero, size: size).applying(transform)
            return box.isFiniteRect && box.intersects(viewBounds)
        case .text, .group:
            return true
        }
    }
}
