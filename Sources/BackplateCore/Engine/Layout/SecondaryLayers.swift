import Foundation

/// Placement of overlays and backgrounds (SwiftUI's secondary layers): each is proposed exactly
/// the primary's final size and aligned by the primary's guides against its own.
///
/// Layouts place their children first and their secondary layers last, so when a layer is
/// placed its primary's whole subtree is placed: a preference reader's layer
/// (`overlayPreferenceValue`, `backgroundPreferenceValue`) builds its content from the
/// primary's preference values here, then is laid out like any overlay.
enum SecondaryLayers {
    static func place(_ node: ViewNode, in bounds: CGRect, pass: LayoutPass) {
        guard !(node.backgrounds.isEmpty && node.overlays.isEmpty) else { return }
        for layer in node.backgrounds + node.overlays {
            if let reader = layer.layout as? any PreparedLayerLayout { reader.prepare(layer, owner: node, pass: pass) }
        }
        let primary = node.dimensions(node.placedProposal, pass: pass)
        let proposal = ProposedViewSize(bounds.size)
        for layer in node.backgrounds + node.overlays {
            let d = layer.dimensions(proposal, pass: pass)
            let a = layer.secondaryAlignment
            let origin = CGPoint(x: bounds.minX + primary[a.horizontal] - d[a.horizontal],
                                 y: bounds.minY + primary[a.vertical] - d[a.vertical])
            pass.place(layer, at: origin, proposal: proposal)
        }
    }
}

/// A secondary layer whose content is built when it is placed, from its owner's placed
/// subtree (a preference reader's layer).
protocol PreparedLayerLayout: NodeLayout {
    /// Builds `layer`'s content from `owner`, whose primary content is placed by now.
    func prepare(_ layer: ViewNode, owner: ViewNode, pass: LayoutPass)
}
