import Foundation
import BackplateCore

/// The directions a popover's arrow may point (UIKit's raw bits).
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Directions from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The arrow points up.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// No direction known yet.
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}

/// Something a popover can be anchored to (a view; a bar button item on iOS).
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {}

extension UIView: UIPopoverPresentationControllerSourceItem {}

/// What a popover presentation tells its delegate. A still render presents no popover, so no
/// method is ever called; conformers may implement UIKit's optional methods.
public protocol UIPopoverPresentationControllerDelegate: AnyObject {}

/// UIKit's controller of a popover presentation, as a stand-in: it keeps its anchor and arrow
/// directions. A still render presents no view controller, so nothing is drawn.
open class UIPopoverPresentationController: NSObject {
    /// The controller presented in the popover.
    public let presentedViewController: UIViewController
    /// The controller that presents it, if known.
    public private(set) weak var presentingViewController: UIViewController?
    /// The item the popover's arrow points at.
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
    /// The view the popover is anchored to.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` the arrow points at.
    open var sourceRect = CGRect.zero
    /// The directions the arrow may point (`.any`).
    open var permittedArrowDirections = UIPopoverArrowDirection.any
    /// The popover's background colour (`nil`: the system's).
    open var backgroundColor: UIColor?
    /// The object told about the presentation (never told, in a render).
    open weak var delegate: (any UIPopoverPresentationControllerDelegate)?

    /// A popover presentation of `presentedViewController` by `presentingViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        super.init()
    }
}
