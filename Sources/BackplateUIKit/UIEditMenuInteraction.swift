import Foundation

/// An interaction that shows the edit menu (Cut, Copy, Paste...) over a view (UIKit's
/// `UIEditMenuInteraction`, iOS 16). iOS shows the menu only after a long press or a
/// selection, so a still render draws nothing: presenting records nothing and calls no delegate.
@MainActor @preconcurrency
open class UIEditMenuInteraction: NSObject, UIInteraction {
    /// The object that gives the menu's actions.
    open private(set) weak var delegate: (any UIEditMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    open private(set) weak var view: UIView?

    /// An interaction whose menu `delegate` provides.
    public init(delegate: (any UIEditMenuInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    /// Called before the interaction moves to `view`.
    open func willMove(to view: UIView?) {}
    /// Called after the interaction moved to `view`.
    open func didMove(to view: UIView?) { self.view = view }
    /// Shows the menu for `configuration` (nothing is shown in a still render).
    open func presentEditMenu(with configuration: UIEditMenuConfiguration) {}
    /// Hides the menu (none is shown).
    open func dismissMenu() {}
    /// Rebuilds the visible menu (none is shown).
    open func reloadVisibleMenu() {}
    /// Moves the visible menu (none is shown).
    open func updateVisibleMenuPosition(animated: Bool) {}
    /// Where the menu's gesture happened, in `view`'s coordinates: the origin, as none happened.
    open func location(in view: UIView) -> CGPoint { .zero }
}

/// Where and for what an edit menu shows (UIKit's `UIEditMenuConfiguration`).
@MainActor @preconcurrency
open class UIEditMenuConfiguration: NSObject {
    /// The configuration's identifier.
    public let identifier: any NSCopying
    /// The point the menu points at, in the interaction's view.
    public let sourcePoint: CGPoint
    /// Which way the menu's arrow points (`.automatic`).
    open var preferredArrowDirection: UIEditMenuArrowDirection = .automatic

    init(id identifier: any NSCopying, point sourcePoint: CGPoint) {
        self.identifier = identifier
        self.sourcePoint = sourcePoint
        super.init()
    }

    /// A configuration pointing at `sourcePoint` (a fresh identifier when `identifier` is `nil`).
    public convenience init(identifier: (any NSCopying)?, sourcePoint: CGPoint) {
        self.init(id: identifier ?? (UUID().uuidString as NSString), point: sourcePoint)
    }
}

/// Which way an edit menu's arrow points (UIKit's `UIEditMenuArrowDirection`).
public enum UIEditMenuArrowDirection: Int, Sendable {
    /// The system's choice.
    case automatic = 0
    /// Up.
    case up = 1
    /// Down.
    case down = 2
    /// Left.
    case left = 3
    /// Right.
    case right = 4
}

/// Gives an edit menu's actions and position (UIKit's `UIEditMenuInteractionDelegate`).
/// Every method is optional; a still render calls none.
@MainActor @preconcurrency
public protocol UIEditMenuInteractionDelegate: NSObjectProtocol {
    /// The menu for `configuration` (`nil`: the suggested actions).
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu?
    /// The rectangle the menu avoids (`.null`: the source point).
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect
    /// The menu is about to show.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating)
    /// The menu is about to hide.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating)
}

extension UIEditMenuInteractionDelegate {
    /// `nil`: the suggested actions.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                                    suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
    /// `.null`: the menu points at the configuration's source point.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                                    targetRectFor configuration: UIEditMenuConfiguration) -> CGRect { .null }
    /// Does nothing.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                                    animator: any UIEditMenuInteractionAnimating) {}
    /// Does nothing.
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                                    animator: any UIEditMenuInteractionAnimating) {}
}

/// Adds animations alongside an edit menu's appearing or disappearing (UIKit's
/// `UIEditMenuInteractionAnimating`).
@MainActor @preconcurrency
public protocol UIEditMenuInteractionAnimating: NSObjectProtocol {
    /// Runs `animations` alongside the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` when the menu's animation ends.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// An interaction attached to a view (UIKit's `UIInteraction`).
@MainActor @preconcurrency
public protocol UIInteraction: NSObjectProtocol {
    /// The view the interaction is attached to.
    var view: UIView? { get }
    /// Called before the interaction moves to `view`.
    func willMove(to view: UIView?)
    /// Called after the interaction moved to `view`.
    func didMove(to view: UIView?)
}

extension UIView {
    /// Attaches `interaction` to the view (told with `willMove(to:)` then `didMove(to:)`).
    @MainActor public func addInteraction(_ interaction: any UIInteraction) {
        interaction.willMove(to: self)
        interaction.didMove(to: self)
    }

    /// Detaches `interaction` from the view.
    @MainActor public func removeInteraction(_ interaction: any UIInteraction) {
        interaction.willMove(to: nil)
        interaction.didMove(to: nil)
    }
}
