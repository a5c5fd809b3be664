import Foundation

/// Core Animation's explicit animation (QuartzCore's `CAAnimation`), kept by the layer it is
/// added to. Nothing animates in a still render: the layer is drawn at its model values, which
/// are where an animation leaves it once removed on completion (`isRemovedOnCompletion`); an
/// animation held at its end (`fillMode` `.forwards` and not removed) is drawn at that end for
/// the key paths `CALayer.add(_:forKey:)` names. Its delegate hears it start and stop at once.
open class CAAnimation: NSObject {
    /// The length of one pass, in seconds (0: Core Animation's 0.25).
    open var duration: CFTimeInterval = 0
    /// When the animation starts, in the layer's time (0: now).
    open var beginTime: CFTimeInterval = 0
    /// The offset into the animation's time where it starts.
    open var timeOffset: CFTimeInterval = 0
    /// How fast time passes for the animation (1).
    open var speed: Float = 1
    /// How many passes it makes (`.infinity`: without end).
    open var repeatCount: Float = 0
    /// How long it repeats for, in seconds (`.infinity`: without end).
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each pass runs back after running forward.
    open var autoreverses = false
    /// What the animation shows outside its active time (`.removed`).
    open var fillMode = CAMediaTimingFillMode.removed
    /// Whether the layer drops the animation when it ends (`true`).
    open var isRemovedOnCompletion = true
    /// The pacing of the animation (`nil`: linear).
    open var timingFunction: CAMediaTimingFunction?
    /// The object told when the animation starts and stops (held strongly, as Core Animation does).
    open var delegate: (any CAAnimationDelegate)?

    /// An animation with the defaults.
    public override init() { super.init() }

    /// Whether the animation never ends (repeating without a limit).
    var repeatsWithoutEnd: Bool { repeatCount == .infinity || repeatDuration == .infinity }
    /// Whether the layer keeps showing the animation's end once it has run.
    var holdsItsEnd: Bool { !isRemovedOnCompletion && (fillMode == .forwards || fillMode == .both) }
}

/// An animation of one of a layer's properties, named by a key path (`"opacity"`,
/// `"transform.rotation.z"`).
open class CAPropertyAnimation: CAAnimation {
    /// The animated property's key path.
    open var keyPath: String?
    /// Whether the animated values add to the model value.
    open var isAdditive = false
    /// Whether repeated passes build on the last one's end.
    open var isCumulative = false

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// An animation between two values of a property (`fromValue`, `toValue`, `byValue`).
open class CABasicAnimation: CAPropertyAnimation {
    /// The starting value (`nil`: the model value).
    open var fromValue: Any?
    /// The ending value (`nil`: the model value, or `fromValue` plus `byValue`).
    open var toValue: Any?
    /// The change to add.
    open var byValue: Any?
}

/// A spring animation between two values of a property.
open class CASpringAnimation: CABasicAnimation {
    /// The mass at the end of the spring (1).
    open var mass: CGFloat = 1
    /// The spring's stiffness (100).
    open var stiffness: CGFloat = 100
    /// The friction slowing the spring (10).
    open var damping: CGFloat = 10
    /// The starting velocity (0).
    open var initialVelocity: CGFloat = 0
    /// Whether damping above critical is allowed (`false`).
    open var allowsOverdamping = false
    /// How long the spring takes to settle, from its mass, stiffness and damping.
    open var settlingDuration: CFTimeInterval {
        let omega = (stiffness / max(mass, .leastNonzeroMagnitude)).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        guard omega > 0, zeta > 0 else { return 0 }
        return Double(-log(0.001) / (min(zeta, 1) * omega))
    }

    /// A spring that settles in about `perceptualDuration` with `bounce` (0: none; up to 1),
    /// as SwiftUI's `Spring(duration:bounce:)` (iOS 17).
    @available(iOS 17.0, *)
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let omega = 2 * .pi / max(perceptualDuration, 0.001)
        stiffness = omega * omega
        damping = 2 * (bounce >= 0 ? 1 - min(bounce, 1) : 1 / (1 + max(bounce, -0.99))) * omega
        duration = perceptualDuration
    }
}

/// An animation through a list of values (or along a path) at given key times.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values to pass through.
    open var values: [Any]?
    /// A path a point property follows, in place of `values`.
    open var path: CGPath?
    /// When each value is reached, from 0 to 1.
    open var keyTimes: [NSNumber]?
    /// The pacing between each pair of values.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How the values are joined (`.linear`).
    open var calculationMode = CAAnimationCalculationMode.linear
    /// Whether a layer following `path` turns with it (`nil`: no).
    open var rotationMode: CAAnimationRotationMode?
}

/// Animations run together.
open class CAAnimationGroup: CAAnimation {
    /// The animations.
    open var animations: [CAAnimation]?
}

/// A transition of a layer's content (fade, push, move in, reveal).
open class CATransition: CAAnimation {
    /// The transition (`.fade`).
    open var type = CATransitionType.fade
    /// Its direction, for push, move in and reveal.
    open var subtype: CATransitionSubtype?
    /// Where the transition starts, from 0 to 1.
    open var startProgress: Float = 0
    /// Where it ends, from 0 to 1.
    open var endProgress: Float = 1
}

/// The object told when an animation starts and stops; both methods are optional.
public protocol CAAnimationDelegate: NSObjectProtocol {
    /// The animation started.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped, at its end when `flag` is true.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
