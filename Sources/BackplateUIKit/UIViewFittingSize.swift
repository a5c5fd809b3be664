import Foundation
import BackplateCore

extension UIView {
    /// The intrinsic length of a side a view has no size of its own along (-1).
    public static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size a view's constraints allow, as a fitting target (zero).
    public static let layoutFittingCompressedSize = CGSize.zero
    /// The largest size a view's constraints allow, as a fitting target (a render measures
    /// free sides at their smallest either way).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// `systemLayoutSizeFitting` with its priorities read: a required priority fixes that side
    /// at the target's; other sides take the smallest size the constraints and content allow.
    /// A cell measures its content view (its height free) at the width the cell gives it.
    func constraintFittingSize(_ target: CGSize, fixedWidth: Bool, fixedHeight: Bool) -> CGSize {
        let width = fixedWidth && target.width.isFinite && target.width >= 0 ? target.width : nil
        var size: CGSize
        if let cell = self as? any UIKitListCell {
            let height = layOut(at: CGRect(origin: frame.origin, size: CGSize(width: width ?? frame.width, height: frame.height)),
                                constraintRoot: cell.contentView, freeHeight: true)
            size = CGSize(width: frame.width, height: height.flatMap { $0.isFinite ? $0 : nil } ?? frame.height)
        } else {
            size = arrangedFittingSize(width: width)
            if let width { size.width = width }
        }
        if fixedHeight, target.height.isFinite { size.height = target.height }
        return size
    }

    /// The size the view asks a stack for (`width`: the most it is offered, when fixed): a
    /// stack's content size; else each side from a constant width or height constraint, else
    /// its intrinsic size (a label's height at the width), else what the constraints inside it
    /// give (a container of pinned views), else 0, as UIKit sizes a view without content.
    func arrangedFittingSize(width: CGFloat?) -> CGSize {
        if let stack = self as? UIStackView { return stack.contentSize(width: constantLength(.width) ?? width) }
        let fixedWidth = constantLength(.width), fixedHeight = constantLength(.height)
        let intrinsic = intrinsicContentSize
        if intrinsic.width < 0, intrinsic.height < 0, !(self is UILabel), subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) {
            return containerFittingSize(width: fixedWidth ?? width, fixedWidth: fixedWidth, fixedHeight: fixedHeight)
        }
        var size = CGSize(width: fixedWidth ?? max(0, intrinsic.width), height: 0)
        if let fixedHeight {
            size.height = fixedHeight
        } else if self is UILabel {
            size.height = sizeThatFits(CGSize(width: min(size.width, width ?? .infinity), height: .infinity)).height
        } else {
            size.height = max(0, intrinsic.height)
        }
        return size
    }

    /// A container's size from the constraints inside it: its narrowest, or `width` when the
    /// narrowest is wider (its labels wrap).
    private func containerFittingSize(width: CGFloat?, fixedWidth: CGFloat?, fixedHeight: CGFloat?) -> CGSize {
        var solved = AutoLayoutPass.fittingSize(self, width: fixedWidth)
        if fixedWidth == nil, let width, (solved?.width ?? .infinity) > width { solved = AutoLayoutPass.fittingSize(self, width: width) }
        let solvedWidth = solved?.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let solvedHeight = solved?.height.flatMap { $0.isFinite ? max(0, $0) : nil }
        return CGSize(width: fixedWidth ?? solvedWidth.map { min($0, width ?? $0) } ?? 0, height: fixedHeight ?? solvedHeight ?? 0)
    }

    /// The constant of an active equality fixing the view's width or height, if any.
    func constantLength(_ attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
        let constraint = constraints.last { $0.firstItem === self && $0.firstAttribute == attribute && $0.secondItem == nil
            && $0.relation == .equal && $0.constant.isFinite && $0.constant >= 0 }
        return constraint?.constant
    }
}
