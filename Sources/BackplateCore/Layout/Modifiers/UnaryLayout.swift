import Foundation

/// Layouts with a single child: the sizing and placement rules of SwiftUI's layout modifiers
/// (docs/layout-rules.md §2 and §3).
protocol UnaryLayout: NodeLayout {
    /// The size for a proposal, given a way to measure the child.
    func size(_ proposal: ProposedViewSize, child: ViewNode, pass: LayoutPass) -> CGSize
    /// The child's proposal and origin (relative to the node) when the node has `size`.
    func childPlacement(_ proposal: ProposedViewSize, size: CGSize, child: ViewNode, pass: LayoutPass) -> (ProposedViewSize, CGPoint)
}

extension UnaryLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        guard let child = node.children.first else { return proposal.replacingUnspecifiedDimensions(by: .zero) }
        return size(proposal, child: child, pass: pass)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
        if let child = node.children.first {
            let (p, o) = childPlacement(proposal, size: bounds.size, child: child, pass: pass)
            pass.place(child, at: CGPoint(x: bounds.minX + o.x, y: bounds.minY + o.y), proposal: p)
        }
        SecondaryLayers.place(node, in: bounds, pass: pass)
    }

    /// Text baselines and custom guides pass through, shifted by the child's origin; the
    /// frame guides are never propagated.
    func explicitAlignment(_ key: AlignmentKey, of node: ViewNode, in bounds: CGRect,
                           proposal: ProposedViewSize, pass: LayoutPass) -> CGFloat? {
        guard !key.isFrameGuide, let child = node.children.first else { return nil }
        let (p, o) = childPlacement(proposal, size: bounds.size, child: child, pass: pass)
        return child.dimensions(p, pass: pass)[explicit: key].map { $0 + o[key.axis] }
    }

    func spacing(of node: ViewNode, pass: LayoutPass) -> ViewSpacing {
        node.children.first?.spacing(pass: pass) ?? .plain
    }
}

/// Aligns a child of dimensions `d` inside a frame of `size` (the common frame placement).
func alignedOrigin(_ d: ViewDimensions, in size: CGSize, _ alignment: Alignment) -> CGPoint {
    let frame = ViewDimensions(size: size)
    return CGPoint(x: alignment.horizontal.key.defaultValue(in: frame) - d[alignment.horizontal],
                   y: alignment.vertical.key.defaultValue(in: frame) - d[alignment.vertical])
}

/// An alignment held by reference, so layouts that keep one stay within an existential's
/// inline buffer. The nine standard alignments share one box each; others get their own.
final class AlignmentBox: Sendable {
    let alignment: Alignment
    private init(_ alignment: Alignment) { self.alignment = alignment }

    private static let standard: [AlignmentBox] = {
        let all: [Alignment] = [.center, .leading, .trailing, .top, .bottom, .topLeading, .topTrailing, .bottomLeading, .bottomTrailing]
        return all.map { AlignmentBox($0) }
    }()

    /// The box for `alignment`: a shared one for the standard alignments.
    static func shared(_ alignment: Alignment) -> AlignmentBox {
        for box in standard where box.alignment == alignment { return box }
        return AlignmentBox(alignment)
    }
}
