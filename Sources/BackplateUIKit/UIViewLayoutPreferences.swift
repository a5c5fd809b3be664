import Foundation
import BackplateCore

/// A view's content hugging and compression resistance priorities on each axis (UIKit's
/// defaults for views made in code: 250 and 750).
struct UIViewContentPriorities {
    var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    var compressionResistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
}

extension UIView {
    /// The view's margins by reading direction: what its `layoutMarginsGuide` keeps inside its
    /// bounds, and a stack view's arrangement inset when it is margins-relative (by default 8
    /// points, 16 across and 11 down in a table or list cell's content view).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { storedLayoutMargins ?? defaultLayoutMargins }
        set {
            storedLayoutMargins = newValue
            layoutMarginsDidChange()
        }
    }

    /// The view's margins by physical edge (left is leading: a render lays out left to right).
    public var layoutMargins: UIEdgeInsets {
        get {
            let margins = directionalLayoutMargins
            return UIEdgeInsets(top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing)
        }
        set { directionalLayoutMargins = NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right) }
    }

    /// Whether the view's margins grow to its superview's (kept; a render uses the view's own).
    public var preservesSuperviewLayoutMargins: Bool {
        get { false }
        set {}
    }

    /// Whether the margins grow by the safe area (kept; a representable's view has no safe area inset).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { true }
        set {}
    }

    /// How much the view resists growing past its content on `axis` (250 unless set): a stack
    /// view's fill distribution stretches the view with the lowest.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        contentPriorities.hugging[axis] ?? .defaultLow
    }

    /// Sets how much the view resists growing past its content on `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        contentPriorities.hugging[axis] = priority
    }

    /// How much the view resists shrinking below its content on `axis` (750 unless set): a
    /// stack view too short for its views shrinks the view with the lowest first.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        contentPriorities.compressionResistance[axis] ?? .defaultHigh
    }

    /// Sets how much the view resists shrinking below its content on `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        contentPriorities.compressionResistance[axis] = priority
    }
}
