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
    /// The preference values the root view produced.
    let preferences: PreferenceValues

    init(root: ViewNode, pass: LayoutPass, environment: EnvironmentValues, proposal: ProposedViewSize,
         preferences: PreferenceValues = PreferenceValues()) {
        self.root = root
        self.preferences = preferences
        self.pass = pass
        self.environment = environment
        self.proposal = proposal
        self.size = root.frame.size
    }

    /// Resolves `view` in `environment` and lays it out under `proposal` (stages 2 and 3).
    /// Several root views are stacked vertically, as SwiftUI's root does.
    /// `foldsFilledFrames: false` keeps a fixed frame and the leaf filling it as two nodes
    /// (`ViewNode.foldIntoFilledFrame`), for tests that compare both forms.
    package static func make<V: View>(_ view: V, proposal: ProposedViewSize, environment: EnvironmentValues,
                                     textEngine: any TextEngine, foldsFilledFrames: Bool = true) -> LayoutTree {
        // On the caller's thread; only a tree too deep for its stack continues on a
        // large-stack thread, where it gets deep (`StackBudget`).
        let stack = StackBudget()
        return stack.run {
            let resolver = Resolver(foldsFilledFrames: foldsFilledFrames, stack: stack)
            let context = ResolveContext(environment: environment, stackOrientation: nil, modifierContent: nil, resolver: resolver)
            let nodes = resolver.resolve(view, context)
            let root = ViewNode.root(stacking: nodes)
            let pass = LayoutPass(textEngine: textEngine, displayScale: environment.displayScale, stack: stack)
            pass.rightToLeft.direction = environment.layoutDirection
            pass.containerSizes = [proposal.replacingUnspecifiedDimensions(by: .zero)]
            pass.place(root, at: .zero, proposal: proposal)
            let preferences = PreferenceCollector.deliver(root, stack: stack)
            return LayoutTree(root: root, pass: pass, environment: environment, proposal: proposal, preferences: preferences)
        }
    }

    /// The value of a preference the whole view produced after layout, as an ancestor of the
    /// root would read it (`K.defaultValue` when no view set it).
    public func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value {
        preferences.value(key)
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
    /// Bounded (`BoundedListing`): nodes deeper than 128 levels or past 10,000 lines are
    /// counted in a closing line instead of printed, so printing any tree costs linear time.
    public var description: String {
        DeepStack.run { printed() }
    }

    /// The root's own size for its proposal before placement made it finite: infinite when a
    /// greedy view is proposed infinity (renderers report that as an error).
    package var requestedSize: CGSize {
        pass.stack.run { root.sizeThatFits(proposal, pass: pass) }
    }

    private func printed() -> String {
        var listing = BoundedListing()
        func visit(_ node: ViewNode, _ depth: Int, _ role: String) {
            guard listing.prints(depth: depth) else {
                listing.elide(Self.count(node), deep: listing.isTooDeep(depth))
                return
            }
            let id = node.id.map { " id=\($0)" } ?? ""
            // A leaf folded into its fixed frame prints as the two views it was declared as.
            let folded = node.layout as? FilledFrameLayout
            let label = folded == nil ? node.label : "frame"
            listing.append("\(role)\(label)\(id) proposal=\(node.placedProposal) size=\(formatSize(node.frame.size)) frame=\(formatRect(node.frame))", depth: depth)
            for b in node.backgrounds { visit(b, depth + 1, "background: ") }
            if let folded {
                listing.append("\(node.label) proposal=\(folded.leafProposal) size=\(formatSize(node.frame.size)) frame=\(formatRect(node.frame))", depth: depth + 1)
            }
            for c in node.children { visit(c, depth + 1, "") }
            for o in node.overlays { visit(o, depth + 1, "overlay: ") }
        }
        visit(root, 0, "")
        return listing.text
    }

    /// The nodes of `node`'s subtree, itself included, counted without recursion.
    private static func count(_ node: ViewNode) -> Int {
        var pending = [node]
        var total = 0
        while let n = pending.popLast() {
            total += 1
            pending.append(contentsOf: n.backgrounds)
            pending.append(contentsOf: n.children)
            pending.append(contentsOf: n.overlays)
        }
        return total
    }
}
