import Foundation

/// Placement of overlays and backgrounds (SwiftUI's secondary layers): each is proposed exactly
/// the primary's final size and aligned by the primary's guides against its own.
enum SecondaryLayers {
    static func place(_ node: ViewNode, in bounds: CGRect, pass: LayoutPass) {
        guard !(node.backgrounds.isEmpty && node.overlays.isEmpty) else { return }
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
