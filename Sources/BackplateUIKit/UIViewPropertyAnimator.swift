import BackplateCore
import Foundation

/// UIKit's interruptible animator. A still render shows where an animation ends: starting it
/// makes the changes in its animations at once and calls its completions with `.end` before
/// `startAnimation()` returns (with `.start`, and the changes left unmade, when reversed), as
/// `UIView.animate` does here. A paused animator draws its start; a fraction between start and
/// end cannot be drawn, and a runtime warning names it.
@MainActor @preconcurrency
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The animation's length in seconds.
    public let duration: TimeInterval
    /// The delay before it starts, in seconds (set by `startAnimation(afterDelay:)`).
    public private(set) var delay: TimeInterval = 0
    /// The timing curve.
    public let timingParameters: (any UITimingCurveProvider)?
    /// Whether the animated views take touches while it runs (`true`).
    open var isUserInteractionEnabled = true
    /// Whether hit-testing is left to the app while it runs (`false`).
    open var isManualHitTestingEnabled = false
    /// Whether it can be paused and stopped while running (`true`).
    open var isInterruptible = true
    /// Whether scrubbing `fractionComplete` moves linearly (`true`).
    open var scrubsLinearly = true
    /// Whether it stays active, paused at its end, when it completes (`false`).
    open var pausesOnCompletion = false
    /// Where it stands.
    public private(set) var state = UIViewAnimatingState.inactive
    /// Whether it is running: active and not paused.
    public private(set) var isRunning = false
    /// Whether it runs back towards its start.
    open var isReversed = false
    /// How far it has gone, from 0 to 1 (clamped).
    open var fractionComplete: CGFloat {
        get { fraction }
        set {
            fraction = newValue.isFinite ? min(max(newValue, 0), 1) : 0
            if state == .active, !isRunning, fraction > 0, fraction < 1 { warnIntermediateFrame(drawnAt: .start) }
        }
    }

    private var fraction: CGFloat = 0
    private var pendingAnimations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var animationsMade = false

    /// An animator of `duration` seconds with `parameters`' timing; add its animations next.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
        super.init()
    }

    /// An animator of `duration` seconds on the built-in `curve`.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator of `duration` seconds on the cubic curve through `point1` and `point2`.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator of `duration` seconds on a spring of damping ratio `ratio`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator that starts at once (after `delay`) with `animations` and `completion`: in
    /// a still render it has already ended when it is returned.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve(of: options)))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Adds animations; while the animator is active they run at once.
    open func addAnimations(_ animation: @escaping () -> Void) {
        if animationsMade { animation() } else { pendingAnimations.append(animation) }
    }

    /// Adds animations that start `delayFactor` of the way through (their end is the same).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { addAnimations(animation) }

    /// Adds a block called with where the animation ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    /// Starts the animation: its changes are made and it completes at once (a still render
    /// shows its end; reversed, its start).
    open func startAnimation() {
        guard state != .stopped else {
            RuntimeWarning.emit("UIViewPropertyAnimator.startAnimation(): a stopped animator cannot start again; call finishAnimation(at:)")
            return
        }
        state = .active
        isRunning = true
        complete(at: isReversed ? .start : .end)
    }

    /// Starts the animation after `delay` seconds: at once here, as a still render shows its end.
    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = delay
        startAnimation()
    }

    /// Pauses the animation: it becomes active and draws its start until it runs on.
    open func pauseAnimation() {
        guard state != .stopped else { return }
        state = .active
        isRunning = false
        if fraction > 0, fraction < 1 { warnIntermediateFrame(drawnAt: .start) }
    }

    /// Stops the animation: for good when `withoutFinishing` (no completions run), else into
    /// `.stopped` until `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
    }

    /// Ends a stopped animation at `finalPosition` and calls the completions with it: `.end`
    /// makes the animations' changes, `.start` leaves them unmade.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        complete(at: finalPosition)
    }

    /// Lets a paused animator run on: it completes at once.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active else { return }
        isRunning = true
        complete(at: isReversed ? .start : .end)
    }

    /// Makes the changes (for `.end`, or `.current` past half way), then calls the completions.
    private func complete(at position: UIViewAnimatingPosition) {
        if position == .end || (position == .current && fraction >= 0.5) {
            if position == .current, fraction < 1 { warnIntermediateFrame(drawnAt: .end) }
            makeAnimations()
            fraction = 1
        } else if position == .current, fraction > 0 {
            warnIntermediateFrame(drawnAt: .start)
        }
        if pausesOnCompletion, position == .end {
            isRunning = false
            return
        }
        state = .inactive
        isRunning = false
        pendingAnimations = []
        let toCall = completions
        completions = []
        for completion in toCall { completion(position) }
        animationsMade = false
    }

    private func makeAnimations() {
        animationsMade = true
        let toRun = pendingAnimations
        pendingAnimations = []
        for animation in toRun { animation() }
    }

    private func warnIntermediateFrame(drawnAt drawn: UIViewAnimatingPosition) {
        RuntimeWarning.emit("UIViewPropertyAnimator: an animation at fractionComplete \(fraction) is drawn at its "
                            + "\(drawn == .end ? "end" : "start"); a still render cannot draw a frame between them")
    }

    /// The built-in curve `options` name.
    private static func curve(of options: UIView.AnimationOptions) -> UIView.AnimationCurve {
        UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 0xF)) ?? .easeInOut
    }
}
