import BackplateCore
import Foundation

// UIKit's block animations. A still render shows where an animation ends: the changes are made
// at once, as iOS makes them with a duration of 0, and the completion runs right after them with
// `true` (finished), before the call returns, where iOS runs it when the animation ends.

extension UIView {
    /// Options for `animate` and `transition`: timing curve, repetition, transition style.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The options' bits, as UIKit numbers them.
        public let rawValue: UInt
        /// Options of these bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lays out subviews with the animation.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the views take touches while animating.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the current on-screen state of a running animation.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation without end (a still render shows its end).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs the animation backwards after forwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ignores the duration of an enclosing animation.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Ignores the curve of an enclosing animation.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws the view's content through the animation.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides and shows views in a transition instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignores every option of an enclosing animation.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Eases in and out (the default curve).
        public static let curveEaseInOut = AnimationOptions([])
        /// Eases in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Eases out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Runs at a constant pace.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// No transition effect.
        public static let transitionNone = AnimationOptions([])
        /// Flips the view about its vertical axis from the left.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flips the view about its vertical axis from the right.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curls the view up from the bottom.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curls the view down from the top.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Dissolves from the old content to the new.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flips the view about its horizontal axis from the top.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flips the view about its horizontal axis from the bottom.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        /// The display's own frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions([])
        /// 60 frames a second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames a second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
    }

    /// The built-in timing curves of an animation (UIKit's `UIView.AnimationCurve`).
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end.
        case easeInOut = 0
        /// Slow at the start.
        case easeIn = 1
        /// Slow at the end.
        case easeOut = 2
        /// Even throughout.
        case linear = 3
    }

    /// Options for `animateKeyframes`: the ones `AnimationOptions` has, and how keyframes join.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The options' bits, as UIKit numbers them.
        public let rawValue: UInt
        /// Options of these bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lays out subviews with the animation.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Lets the views take touches while animating.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from the current on-screen state of a running animation.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation without end (a still render shows its end).
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs the animation backwards after forwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Ignores the duration of an enclosing animation.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Ignores every option of an enclosing animation.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Keyframes joined by straight segments (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        /// Each keyframe held until the next, without interpolation.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Keyframes spaced for an even pace.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Keyframes joined by a smooth curve.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve at an even pace.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// Makes the changes in `animations` and calls `completion` with `true`: a still render
    /// shows the animation's end.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Makes the changes in `animations` and calls `completion` with `true`.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, animations: animations, completion: completion)
    }

    /// Makes the changes in `animations`.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, animations: animations, completion: nil)
    }

    /// Makes the changes in `animations` (the spring's end state) and calls `completion` with `true`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// Makes the changes in `animations` (the spring's end state) and calls `completion` with `true`.
    @available(iOS 17.0, *)
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0,
                              initialSpringVelocity: CGFloat = 0.0, delay: TimeInterval = 0.0,
                              options: AnimationOptions = [], animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Runs `changes`, then `completion`, animated with a SwiftUI animation (iOS 18). A still
    /// render shows the final state, so both run at once.
    public static func animate(_ animation: Animation, changes: () -> Void, completion: (() -> Void)? = nil) {
        changes()
        completion?()
    }

    /// Runs `changes`, then `completion` (iOS 18's earlier spelling of `animate(_:changes:completion:)`).
    public static func animate(with animation: Animation, changes: () -> Void, completion: (() -> Void)? = nil) {
        animate(animation, changes: changes, completion: completion)
    }

    /// Makes the changes in `animations` to `view` without the transition's effect, and calls
    /// `completion` with `true`.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?()
        completion?(true)
    }

    /// Replaces `fromView` with `toView` in its superview (or hides one and shows the other with
    /// `.showHideTransitionViews`), and calls `completion` with `true`.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let superview = fromView.superview {
            superview.insertSubview(toView, aboveSubview: fromView)
            fromView.removeFromSuperview()
        }
        completion?(true)
    }

    /// Runs `animations`, whose keyframes make their changes as they are added, and calls
    /// `completion` with `true`.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Makes one keyframe's changes (the last keyframe added leaves the end state).
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        animations()
    }

    /// Makes the changes in `actionsWithoutAnimation` without animating them.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    /// Turns animations on or off; a still render animates nothing either way, the value is kept.
    public class func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }

    /// Whether animations are on (true unless `setAnimationsEnabled(false)`).
    public class var areAnimationsEnabled: Bool { animationsEnabled }

    /// The duration of the enclosing animation: 0, changes are made at once.
    public class var inheritedAnimationDuration: TimeInterval { 0 }
}

/// What `setAnimationsEnabled(_:)` last set.
@MainActor private var animationsEnabled = true
