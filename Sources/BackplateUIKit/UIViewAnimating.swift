import Foundation

/// Where an animator stands: not started, running or paused, or stopped before its end.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished.
    case inactive = 0
    /// Started: running or paused.
    case active = 1
    /// Stopped with `stopAnimation(false)`, waiting for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where an animation ended: at its end, back at its start, or where it was stopped.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// The animation's end values.
    case end = 0
    /// The values before the animation.
    case start = 1
    /// The values where the animation was stopped.
    case current = 2
}

/// An object that runs an animation that can be started, paused, scrubbed and stopped.
@MainActor @preconcurrency
public protocol UIViewAnimating: NSObjectProtocol {
    /// Where the animation stands.
    var state: UIViewAnimatingState { get }
    /// Whether it is running (active and not paused).
    var isRunning: Bool { get }
    /// Whether it runs back towards its start.
    var isReversed: Bool { get set }
    /// How far it has gone, from 0 to 1.
    var fractionComplete: CGFloat { get set }
    /// Starts the animation.
    func startAnimation()
    /// Starts the animation after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animation where it is.
    func pauseAnimation()
    /// Stops the animation: at once and for good when `withoutFinishing`, else into `.stopped`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends a stopped animation at `finalPosition` and calls its completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator whose animations and completions can be added as it runs.
@MainActor @preconcurrency
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations that start `delayFactor` of the way through.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds animations that run with the others.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a block to call when the animation ends, with where it ended.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Lets a paused or stopped animation run on with new timing.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    /// Does nothing (UIKit's requirement is optional).
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    /// Does nothing (UIKit's requirement is optional).
    public func addAnimations(_ animation: @escaping () -> Void) {}
    /// Does nothing (UIKit's requirement is optional).
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    /// Does nothing (UIKit's requirement is optional).
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {}
}
