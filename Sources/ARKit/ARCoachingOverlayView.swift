import BackplateCore
import BackplateUIKit
import Foundation

/// A view of ARKit's standard instructions that guide the person to a tracking goal (ARKit's
/// `ARCoachingOverlayView`). A render runs no session, so the overlay never activates by itself;
/// `setActive(true, animated:)` makes it active (its delegate is told) but Backplate draws no
/// coaching animation, with a runtime warning. The view itself is transparent.
open class ARCoachingOverlayView: UIView {
    /// What the coaching leads the person to achieve.
    public enum Goal: Int, Sendable {
        /// Tracking the world (the default).
        case tracking = 0
        /// Finding a horizontal plane.
        case horizontalPlane = 1
        /// Finding a vertical plane.
        case verticalPlane = 2
        /// Finding any plane.
        case anyPlane = 3
        /// Geotracking.
        case geoTracking = 4
    }

    /// The object told when the overlay activates and deactivates.
    open weak var delegate: (any ARCoachingOverlayViewDelegate)?
    /// The object providing the session coached.
    open weak var sessionProvider: (any ARSessionProviding)?
    /// The session coached (the provider's when set through it).
    open var session: ARSession? {
        get { storedSession ?? sessionProvider?.session }
        set { storedSession = newValue }
    }
    /// The coaching goal (`.tracking`).
    open var goal = Goal.tracking
    /// Whether the overlay activates when the session needs it (`true`; never, in a render).
    open var activatesAutomatically = true
    /// Whether the overlay shows its coaching (`false` until `setActive(true, animated:)`).
    open private(set) var isActive = false

    private var storedSession: ARSession?

    /// Makes the overlay active or inactive; the delegate is told of each change. An active
    /// overlay's coaching is not drawn by Backplate (a runtime warning says so).
    open func setActive(_ active: Bool, animated: Bool) {
        guard active != isActive else { return }
        if active {
            delegate?.coachingOverlayViewWillActivate(self)
            isActive = true
            RuntimeWarning.emit("ARCoachingOverlayView: Backplate draws no coaching animation; the active overlay is transparent")
        } else {
            isActive = false
            delegate?.coachingOverlayViewDidDeactivate(self)
        }
    }
}

/// Receives a coaching overlay's activation changes (ARKit's `ARCoachingOverlayViewDelegate`).
/// Every method is optional.
public protocol ARCoachingOverlayViewDelegate: NSObjectProtocol {
    /// The overlay is about to activate.
    func coachingOverlayViewWillActivate(_ coachingOverlayView: ARCoachingOverlayView)
    /// The overlay deactivated.
    func coachingOverlayViewDidDeactivate(_ coachingOverlayView: ARCoachingOverlayView)
    /// The person asked to reset the session (never in a render).
    func coachingOverlayViewDidRequestSessionReset(_ coachingOverlayView: ARCoachingOverlayView)
}

extension ARCoachingOverlayViewDelegate {
    /// Nothing, unless the delegate implements it.
    public func coachingOverlayViewWillActivate(_ coachingOverlayView: ARCoachingOverlayView) {}
    /// Nothing, unless the delegate implements it.
    public func coachingOverlayViewDidDeactivate(_ coachingOverlayView: ARCoachingOverlayView) {}
    /// Nothing, unless the delegate implements it.
    public func coachingOverlayViewDidRequestSessionReset(_ coachingOverlayView: ARCoachingOverlayView) {}
}
