import Foundation

/// Walks the tree with the accumulated drawing transform of render effects.
enum DrawnGeometry {
    /// Calls `visit` for each node with the transform from its layout frame to where it is
    /// drawn; `visit` returns false to stop.
    static func walk(_ root: ViewNode, _ visit: (ViewNode, CGAffineTransform) -> Bool) {
        var stack: [(ViewNode, CGAffineTransform)] = [(root, .identity)]
        while let (node, parent) = stack.popLast() {
            let t = transform(of: node).concatenating(parent)
            guard visit(node, t) else { return }
            for n in (node.backgrounds + node.children + node.overlays).reversed() { stack.append((n, t)) }
        }
    }

    /// Where an identified view is drawn: its frame through its own transform and those of the
    /// pass-through wrappers directly inside it (`.offset(x: 5).id("a")` is drawn 5 points right).
    static func drawnFrame(_ node: ViewNode, _ transform: CGAffineTransform) -> CGRect {
        var t = transform
        var current = node
        while current.layout is PassthroughLayout, current.children.count == 1 {
            current = current.children[0]
            t = self.transform(of: current).concatenating(t)
        }
        let drawn = node.frame.applying(t)
        // A non-finite effect (a scale of infinity, a NaN rotation) cannot say where the view is
        // drawn: the frame is then its layout frame, never a NaN or infinite rectangle.
        guard drawn.minX.isFinite, drawn.minY.isFinite, drawn.width.isFinite, drawn.height.isFinite else { return node.frame }
        return drawn
    }

    /// The geometric transform a node's effect applies, in root coordinates: the same
    /// transform its display-list `.transform` group carries.
    static func transform(of node: ViewNode) -> CGAffineTransform {
        node.effect?.drawingTransform(in: node.frame) ?? .identity
    }
}
