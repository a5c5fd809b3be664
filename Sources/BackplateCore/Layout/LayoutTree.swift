import Foundation

/// A laid-out view tree: what `ImageRenderer.layout()` returns. Frames are in points, in
/// root coordinates (the root's top-left is the origin).
public final class LayoutTree: CustomStringConvertible {
    let root: ViewNode
    let pass: LayoutPass
    /// The environment the tree was resolved in.
    public let environment: EnvironmentValues
    /// The proposal the root was given.
    public let proposal: ProposedViewSize
    /// The root's chosen size.
    public let size: CGSize

    init(root: ViewNode, pass: LayoutPass, environment: EnvironmentValues, proposal: ProposedViewSize) {
        self.root = root
        self.pass = pass
        self.environment = environment
        self.proposal = proposal
        self.size = root.frame.size
    }

    /// Resolves `view` in `environment` and lays it out under `proposal` (stages 2 and 3).
    /// Several root views are stacked vertically, as SwiftUI's root does.
    public static func make<V: View>(_ view: V, proposal: ProposedViewSize, environment: EnvironmentValues,
                                     textEngine: any TextEngine) -> LayoutTree {
        DeepStack.run {
            let resolver = Resolver()
            let context = ResolveContext(environment: environment, stackOrientation: nil, modifierContent: nil, resolver: resolver)
            let nodes = resolver.resolve(view, context)
            let root = nodes.count == 1 ? nodes[0] : ViewNode("VStack", layout: LayoutAdapter(VStackLayout()), children: nodes)
            let pass = LayoutPass(textEngine: textEngine, displayScale: environment.displayScale)
            pass.place(root, at: .zero, proposal: proposal)
            return LayoutTree(root: root, pass: pass, environment: environment, proposal: proposal)
        }
    }

    /// The frame of the first view marked `.id(id)`, in root coordinates, as drawn
    /// (offsets, rotations and scales included).
    public func frame(of id: AnyHashable) -> CGRect? {
        var found: CGRect?
        DrawnGeometry.walk(root) { node, transform in
            if found == nil, node.id == id { found = DrawnGeometry.drawnFrame(node, transform) }
            return found == nil
        }
        return found
    }

    /// The frames of every view marked `.id(id)`, in drawing order.
    public func frames(of id: AnyHashable) -> [CGRect] {
        var result: [CGRect] = []
        DrawnGeometry.walk(root) { node, transform in
            if node.id == id { result.append(DrawnGeometry.drawnFrame(node, transform)) }
            return true
        }
        return result
    }

    /// One line per node: its declaration, proposal, chosen size and frame, indented by depth.
    public var description: String {
        DeepStack.run { printed() }
    }

    /// The root's own size for its proposal before placement made it finite: infinite when a
    /// greedy view is proposed infinity (renderers report that as an error).
    package var requestedSize: CGSize {
        DeepStack.run { root.sizeThatFits(proposal, pass: pass) }
    }

    private func printed() -> String {
        var lines: [String] = []
        func visit(_ node: ViewNode, _ depth: Int, _ role: String) {
            let pad = String(repeating: "  ", count: depth)
            let id = node.id.map { " id=\($0)" } ?? ""
            lines.append("\(pad)\(role)\(node.label)\(id) proposal=\(node.placedProposal) size=\(formatSize(node.frame.size)) frame=\(formatRect(node.frame))")
            for b in node.backgrounds { visit(b, depth + 1, "background: ") }
            for c in node.children { visit(c, depth + 1, "") }
            for o in node.overlays { visit(o, depth + 1, "overlay: ") }
        }
        visit(root, 0, "")
        return lines.joined(separator: "\n")
    }
}

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
        // A non-finite effect (scale of infinity, a NaN rotation) cannot say where the view is
        // drawn: the frame is then its layout frame, never a NaN or infinite rectangle.
        guard drawn.minX.isFinite, drawn.minY.isFinite, drawn.width.isFinite, drawn.height.isFinite else { return node.frame }
        return drawn
    }

    /// The geometric transform a node's effect applies, in root coordinates.
    static func transform(of node: ViewNode) -> CGAffineTransform {
        guard let effect = node.effect else { return .identity }
        let f = node.frame
        func about(_ anchor: UnitPoint, _ t: CGAffineTransform) -> CGAffineTransform {
            let p = anchor.point(in: f)
            return CGAffineTransform(translationX: -p.x, y: -p.y).concatenating(t).concatenating(CGAffineTransform(translationX: p.x, y: p.y))
        }
        switch effect {
        case .offset(let o): return CGAffineTransform(translationX: o.width, y: o.height)
        case .rotation(let a, let anchor): return about(anchor, CGAffineTransform(rotationAngle: a.radians))
        case .scale(let s, let anchor): return about(anchor, CGAffineTransform(scaleX: s.width, y: s.height))
        case .transform(let t): return about(.topLeading, t)
        default: return .identity
        }
    }
}
