import Foundation

/// A layout that insets its content by the system layout margin: 20 points in windows at
/// least 390 points wide, 16 in narrower ones (UIKit's readable margins on iPhone), or by a
/// fixed margin (iOS 26's list cards sit 16 points in at every width).
struct _SystemMarginLayout: Layout {
    var fixed: CGFloat? = nil

    static func margin(for width: CGFloat?) -> CGFloat {
        guard let width, width.isFinite else { return 20 }
        return width >= 390 ? 20 : 16
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let m = fixed ?? Self.margin(for: proposal.width)
        let inner = ProposedViewSize(width: proposal.width.map { max($0 - 2 * m, 0) }, height: proposal.height)
        var size = CGSize.zero
        for s in subviews {
            let c = s.sizeThatFits(inner)
            size.width = max(size.width, c.width + 2 * m)
            size.height = max(size.height, c.height)
        }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let m = fixed ?? Self.margin(for: proposal.width ?? bounds.width)
        let inner = ProposedViewSize(width: max(bounds.width - 2 * m, 0), height: bounds.height)
        for s in subviews { s.place(at: CGPoint(x: bounds.minX + m, y: bounds.minY), proposal: inner) }
    }
}
