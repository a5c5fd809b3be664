import BackplateCore
import Foundation

extension SKNode {
    /// The transform from the node's coordinates to its parent's: scale, then rotate, then
    /// move to `position`.
    var localTransform: CGAffineTransform {
        let cosine = cos(zRotation), sine = sin(zRotation)
        return CGAffineTransform(a: xScale * cosine, b: xScale * sine, c: -yScale * sine, d: yScale * cosine,
                                 tx: position.x, ty: position.y)
    }

    /// The transform from the node's coordinates to `ancestor`'s (the root's when `ancestor`
    /// is not above it): each node's local transform, walking up.
    func transform(toAncestor ancestor: SKNode?) -> CGAffineTransform {
        var transform = CGAffineTransform.identity
        var node: SKNode? = self
        while let n = node, n !== ancestor, let up = n.parent {
            transform = transform.concatenating(n.localTransform)
            node = up
        }
        return transform
    }

    /// The bounds of the node and all its descendants' content, in its parent's coordinates.
    public func calculateAccumulatedFrame() -> CGRect {
        var union = frame
        var stack: [(SKNode, CGAffineTransform)] = children.map { ($0, localTransform) }
        var visited = 0
        while let (node, toParentOfSelf) = stack.popLast(), visited < SKTreeLimits.maximumNodes {
            visited += 1
            let transform = node.localTransform.concatenating(toParentOfSelf)
            if let content = node.contentRect, content.isFiniteRect {
                let box = content.applying(transform)
                if box.isFiniteRect { union = union.union(box) }
            }
            for child in node.children { stack.append((child, transform)) }
        }
        return union
    }

    /// `point`, given in `node`'s coordinates, in this node's coordinates (both through their
    /// tree's root).
    public func convert(_ point: CGPoint, from node: SKNode) -> CGPoint {
        let inRoot = point.applying(node.transform(toAncestor: nil))
        return inRoot.applying(transform(toAncestor: nil).inverted())
    }

    /// `point`, given in this node's coordinates, in `node`'s coordinates.
    public func convert(_ point: CGPoint, to node: SKNode) -> CGPoint {
        node.convert(point, from: self)
    }

    /// Whether `p`, in the parent's coordinates, lies in the node's accumulated frame.
    public func contains(_ p: CGPoint) -> Bool {
        calculateAccumulatedFrame().contains(p)
    }

    /// Whether the accumulated frames of this node and `node` overlap (compared in the root's
    /// coordinates).
    public func intersects(_ node: SKNode) -> Bool {
        func box(_ n: SKNode) -> CGRect {
            let frame = n.calculateAccumulatedFrame()
            return n.parent.map { frame.applying($0.transform(toAncestor: nil)) } ?? frame
        }
        return box(self).intersects(box(node))
    }

    /// The descendants whose frames contain `p` (in this node's coordinates), in drawing
    /// order, bottom first.
    public func nodes(at p: CGPoint) -> [SKNode] {
        var found: [(node: SKNode, z: CGFloat, order: Int)] = []
        var stack: [(SKNode, CGAffineTransform, CGFloat)] = children.reversed().map { ($0, .identity, 0) }
        var order = 0
        while let (node, toSelf, parentZ) = stack.popLast(), order < SKTreeLimits.maximumNodes {
            order += 1
            let transform = node.localTransform.concatenating(toSelf)
            let z = parentZ + node.zPosition
            if let content = node.contentRect, content.isFiniteRect, content.applying(transform).contains(p) {
                found.append((node, z, order))
            }
            for child in node.children.reversed() { stack.append((child, transform, z)) }
        }
        found.sort { $0.z == $1.z ? $0.order < $1.order : $0.z < $1.z }
        return found.map(\.node)
    }

    /// The topmost visible descendant whose frame contains `p` (in this node's coordinates),
    /// or this node when none does.
    public func atPoint(_ p: CGPoint) -> SKNode {
        nodes(at: p).last { !$0.isHiddenInTree(below: self) } ?? self
    }

    /// Whether this node or an ancestor up to (not including) `top` is hidden.
    func isHiddenInTree(below top: SKNode) -> Bool {
        var node: SKNode? = self
        while let n = node, n !== top {
            if n.isHidden || n.alpha <= 0 { return true }
            node = n.parent
        }
        return false
    }
}

/// Bounds on the work one traversal of a node tree does, so that a runaway tree (an app adding
/// nodes every frame, a generated hierarchy) cannot stall a render.
enum SKTreeLimits {
    /// The most nodes a traversal visits; the rest are left out (drawing warns).
    static let maximumNodes = 100_000
    /// The most crop nodes nested inside each other that are drawn as masked groups.
    static let maximumCropDepth = 32
}

extension CGRect {
    /// Whether the rectangle is not null and its origin and size are finite.
    var isFiniteRect: Bool {
        !isNull && origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

extension CGAffineTransform {
    /// Whether every entry is finite and within a million (larger geometry is skipped, as
    /// it would only produce numbers the rasterizer cannot use).
    var isDrawable: Bool {
        [a, b, c, d, tx, ty].allSatisfy { $0.isFinite && abs($0) < 1_000_000 }
    }
}
