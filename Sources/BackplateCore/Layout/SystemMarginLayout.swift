import Foundation

/// A layout that insets its content by the system layout margin: 20 points in windows at
/// least 390 points wide, 16 in narrower ones (UIKit's readable margins on iPhone), or by a
/// fixed margin (iOS 26's list cards sit 16 points in at every width), or by a navigation
/// bar's margin (`barMargin(for:)`); `leading` and `trailing` replace one side's margin
/// (`listSectionMargins`).
struct _SystemMarginLayout: Layout {
    var fixed: CGFloat? = nil
    var bar = false
    var leading: CGFloat? = nil
    var trailing: CGFloat? = nil

    static func margin(for width: CGFloat?) -> CGFloat {
        guard let width, width.isFinite else { return 20 }
        return width >= 390 ? 20 : 16
    }

    /// A navigation bar's item and large-title margin: 16 points below 414 wide (iOS 18's
    /// 393-point bar ends its `plus` ink 18.67 points from the edge: RSSReader), 20 from 414
    /// (RevenueCat's 450-point large title; 414 as the switch point is UIKit's rule, an estimate).
    static func barMargin(for width: CGFloat?) -> CGFloat {
        guard let width, width.isFinite else { return 16 }
        return width >= 414 ? 20 : 16
    }

    /// The leading and trailing margins at `width`.
    private func margins(_ width: CGFloat?) -> (leading: CGFloat, trailing: CGFloat) {
        let m = fixed ?? (bar ? Self.barMargin(for: width) : Self.margin(for: width))
        return (leading ?? m, trailing ?? m)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let m = margins(proposal.width)
        let inner = ProposedViewSize(width: proposal.width.map { max($0 - m.leading - m.trailing, 0) }, height: proposal.height)
        var size = CGSize.zero
        for s in subviews {
            let c = s.sizeThatFits(inner)
            size.width = max(size.width, c.width + m.leading + m.trailing)
            size.height = max(size.height, c.height)
        }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let m = margins(proposal.width ?? bounds.width)
        let inner = ProposedViewSize(width: max(bounds.width - m.leading - m.trailing, 0), height: bounds.height)
        for s in subviews { s.place(at: CGPoint(x: bounds.minX + m.leading, y: bounds.minY), proposal: inner) }
    }
}
