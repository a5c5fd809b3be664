import BackplateCore
import Foundation

/// Something a node can animate with (SceneKit's `SCNAnimationProtocol`: `SCNAnimation`, and
/// Core Animation's animations on iOS).
public protocol SCNAnimationProtocol: NSObjectProtocol {}

/// A timing curve of an animation (SceneKit's `SCNTimingFunction`).
open class SCNTimingFunction: NSObject {
    /// The timing mode the curve follows.
    let mode: SCNActionTimingMode

    /// A curve of `mode`.
    init(mode: SCNActionTimingMode) {
        self.mode = mode
        super.init()
    }

    /// The curve of a timing mode.
    public convenience init(timingMode: SCNActionTimingMode) { self.init(mode: timingMode) }
}

/// A keyframe or property animation (SceneKit's `SCNAnimation`). Its settings are kept; a still
/// render renders no frame, so it never runs and its callbacks are never called.
open class SCNAnimation: NSObject, SCNAnimationProtocol, NSCopying {
    /// The animated property's key path.
    open var keyPath: String?
    /// The duration in seconds (0).
    open var duration: TimeInterval = 0
    /// A time offset into the animation (0).
    open var timeOffset: TimeInterval = 0
    /// How many times it repeats (0).
    open var repeatCount: CGFloat = 0
    /// Whether it plays backwards after each play (`false`).
    open var autoreverses = false
    /// Whether it is removed when done (`true`).
    open var isRemovedOnCompletion = true
    /// Whether its final value is kept when done (`false`).
    open var isAppliedOnCompletion = false
    /// The blend-in duration (0).
    open var blendInDuration: TimeInterval = 0
    /// The blend-out duration (0).
    open var blendOutDuration: TimeInterval = 0
    /// Whether it holds its last value (`false`).
    open var fillsForward = false
    /// Whether it holds its first value before starting (`false`).
    open var fillsBackward = false
    /// Whether it follows the scene's time rather than the clock (`false`).
    open var usesSceneTimeBase = false
    /// Whether it adds to the current value (`false`).
    open var isAdditive = false
    /// Whether repeats accumulate (`false`).
    open var isCumulative = false
    /// A delay before it starts (0).
    open var startDelay: TimeInterval = 0
    /// Its timing curve (linear).
    open var timingFunction = SCNTimingFunction(mode: .linear)
    /// Called when it starts (never in a still render).
    open var animationDidStart: ((SCNAnimation, any SCNAnimatable) -> Void)?
    /// Called when it stops (never in a still render).
    open var animationDidStop: ((SCNAnimation, any SCNAnimatable, Bool) -> Void)?

    /// An empty animation.
    public override init() { super.init() }

    /// The animation in the bundle's scene file `animationName`: `nil`, with a warning, as
    /// Backplate reads no SceneKit animation files.
    public convenience init?(named animationName: String) {
        RuntimeWarning.emit("SCNAnimation(named: \"\(animationName)\"): Backplate reads no SceneKit animation files; nil is returned")
        return nil
    }

    /// A copy with the same settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = SCNAnimation()
        copy.keyPath = keyPath
        copy.duration = duration
        copy.timeOffset = timeOffset
        copy.repeatCount = repeatCount
        copy.autoreverses = autoreverses
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.isAppliedOnCompletion = isAppliedOnCompletion
        copy.startDelay = startDelay
        copy.timingFunction = timingFunction
        return copy
    }
}

/// Plays an animation on a node (SceneKit's `SCNAnimationPlayer`); kept, never played.
open class SCNAnimationPlayer: NSObject, SCNAnimationProtocol {
    /// The animation played.
    public let animation: SCNAnimation
    /// The playback speed (1).
    open var speed: CGFloat = 1
    /// The blend weight (1).
    open var blendFactor: CGFloat = 1
    /// Whether it is paused (`true` until `play()`).
    open var paused = true

    /// A player of `animation`.
    public init(animation: SCNAnimation) {
        self.animation = animation
        super.init()
    }

    /// Starts playback (no frame runs in a still render).
    open func play() { paused = false }

    /// Stops playback.
    open func stop() { paused = true }

    /// Stops playback after blending out over `duration`.
    open func stop(withBlendOutDuration duration: TimeInterval) { paused = true }
}

/// Something that holds animations by key (SceneKit's `SCNAnimatable`: nodes and more).
public protocol SCNAnimatable: NSObjectProtocol {
    /// Adds `animation` under `key` (replacing the one with that key).
    func addAnimation(_ animation: any SCNAnimationProtocol, forKey key: String?)
    /// Removes every animation.
    func removeAllAnimations()
    /// Removes the animation under `key`.
    func removeAnimation(forKey key: String)
    /// The keys of the animations held.
    var animationKeys: [String] { get }
}

extension SCNNode: SCNAnimatable {
    /// Adds `animation` under `key` (an unnamed one gets a generated key). Kept; it never runs
    /// in a still render, as no frame renders.
    public func addAnimation(_ animation: any SCNAnimationProtocol, forKey key: String?) {
        heldAnimations[key ?? "animation-\(heldAnimations.count)"] = animation
    }

    /// Adds `player` under `key`.
    public func addAnimationPlayer(_ player: SCNAnimationPlayer, forKey key: String?) { addAnimation(player, forKey: key) }

    /// The player under `key`, if the animation there is one.
    public func animationPlayer(forKey key: String) -> SCNAnimationPlayer? { heldAnimations[key] as? SCNAnimationPlayer }

    /// Removes every animation.
    public func removeAllAnimations() { heldAnimations.removeAll() }

    /// Removes every animation, blending out over `duration` (at once here).
    public func removeAllAnimations(withBlendOutDuration duration: CGFloat) { heldAnimations.removeAll() }

    /// Removes the animation under `key`.
    public func removeAnimation(forKey key: String) { heldAnimations[key] = nil }

    /// Removes the animation under `key`, blending out over `duration` (at once here).
    public func removeAnimation(forKey key: String, blendOutDuration duration: CGFloat) { heldAnimations[key] = nil }

    /// The keys of the animations held.
    public var animationKeys: [String] { heldAnimations.keys.sorted() }
}
