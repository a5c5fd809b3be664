import Foundation

/// One node of a laid-out tree as an inspector shows it (`backplate serve`'s click-to-inspect):
/// where the node sits in the tree, the proposal its parent made and the frame it is drawn in.
package struct LayoutNodeSummary: Sendable, Equatable {
    /// The node's position in the tree: its ancestors' labels and its own, each with its index
    /// among its siblings (`VStack/HStack[1]/Text[0]`); backgrounds and overlays are marked.
    package var path: String
    /// The node's own label (`Text`, `HStack`, `padding`...).
    package var label: String
    /// How deep the node is (the root is 0).
    package var depth: Int
    /// The size its parent proposed.
    package var proposal: ProposedViewSize
    /// Where it is drawn, in root coordinates (offsets and other drawing transforms applied).
    package var frame: CGRect
}

extension LayoutTree {
    /// Every node of the tree in drawing order (parents before children; backgrounds, then
    /// children, then overlays), with its path, proposal and drawn frame.
    package var nodeSummaries: [LayoutNodeSummary] {
        DeepStack.run {
            var result: [LayoutNodeSummary] = []
            func visit(_ node: ViewNode, _ parentPath: String, _ name: String, _ depth: Int, _ parent: CGAffineTransform) {
                let transform = DrawnGeometry.transform(of: node).concatenating(parent)
                let path = parentPath.isEmpty ? name : parentPath + "/" + name
                // A leaf folded into its fixed frame shows as the two views it was declared as.
                let folded = node.layout as? FilledFrameLayout
                let frame = DrawnGeometry.drawnFrame(node, transform)
                result.append(LayoutNodeSummary(path: path, label: node.printedLabel, depth: depth,
                                                proposal: node.placedProposal, frame: frame))
                guard depth < 512 else { return }
                for (i, b) in node.backgrounds.enumerated() { visit(b, path, "background:\(b.printedLabel)[\(i)]", depth + 1, transform) }
                if let folded {
                    result.append(LayoutNodeSummary(path: path + "/\(node.label)[0]", label: node.label, depth: depth + 1,
                                                    proposal: folded.leafProposal, frame: frame))
                }
                for (i, c) in node.children.enumerated() { visit(c, path, "\(c.printedLabel)[\(i)]", depth + 1, transform) }
                for (i, o) in node.overlays.enumerated() { visit(o, path, "overlay:\(o.printedLabel)[\(i)]", depth + 1, transform) }
            }
            visit(root, "", root.printedLabel, 0, .identity)
            return result
        }
    }
}

extension ViewNode {
    /// The label printed trees show for the node: `frame` for a leaf folded into its fixed
    /// frame (the leaf's own label then shows on a synthesised child entry).
    var printedLabel: String { layout is FilledFrameLayout ? "frame" : label }
}
