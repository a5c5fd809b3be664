import Foundation

/// How an animation's progress follows time (RealityKit's `AnimationTimingFunction`).
public struct AnimationTimingFunction: Hashable, Sendable {
    /// The curve's control points (a cubic Bézier from (0, 0) to (1, 1)).
    let controlPoint1: SIMD2<Float>, controlPoint2: SIMD2<Float>

    /// The system default: ease in and out.
    public static let `default` = AnimationTimingFunction(controlPoint1: SIMD2(0.25, 0.1), controlPoint2: SIMD2(0.25, 1))
    /// Constant speed.
    public static let linear = AnimationTimingFunction(controlPoint1: SIMD2(0, 0), controlPoint2: SIMD2(1, 1))
    /// Slow start.
    public static let easeIn = AnimationTimingFunction(controlPoint1: SIMD2(0.42, 0), controlPoint2: SIMD2(1, 1))
    /// Slow end.
    public static let easeOut = AnimationTimingFunction(controlPoint1: SIMD2(0, 0), controlPoint2: SIMD2(0.58, 1))
    /// Slow start and end.
    public static let easeInOut = AnimationTimingFunction(controlPoint1: SIMD2(0.42, 0), controlPoint2: SIMD2(0.58, 1))

    /// A cubic Bézier curve through the two control points.
    public static func cubicBezier(controlPoint1: SIMD2<Float>, controlPoint2: SIMD2<Float>) -> AnimationTimingFunction {
        AnimationTimingFunction(controlPoint1: controlPoint1, controlPoint2: controlPoint2)
    }
}

/// How an animation repeats (RealityKit's `AnimationRepeatMode`).
public enum AnimationRepeatMode: Hashable, Sendable {
    /// Once.
    case none
    /// Again from the start.
    case `repeat`
    /// Forwards, then backwards.
    case autoReverse
    /// Again from where the last run ended.
    case cumulative
}

/// Which values an animation holds outside its active time (RealityKit's `AnimationFillMode`).
public struct AnimationFillMode: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8
    /// A mode of raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The last value is held after the end.
    public static let forwards = AnimationFillMode(rawValue: 1 << 0)
    /// The first value is held before the start.
    public static let backwards = AnimationFillMode(rawValue: 1 << 1)
    /// Both.
    public static let both: AnimationFillMode = [.forwards, .backwards]
}

/// The property of an entity an animation drives (RealityKit's `BindTarget`).
public enum BindTarget: Hashable, Sendable {
    /// The entity's transform.
    case transform
    /// The transforms of a skeleton's joints.
    case jointTransforms
    /// The entity's opacity.
    case opacity
    /// A named parameter.
    case parameter(String)
}

/// A value an animation can interpolate (RealityKit's `AnimatableData`).
public protocol AnimatableData {}
extension Float: AnimatableData {}
extension Double: AnimatableData {}
extension SIMD2: AnimatableData where Scalar == Float {}
extension SIMD3: AnimatableData where Scalar == Float {}
extension SIMD4: AnimatableData where Scalar == Float {}
extension simd_quatf: AnimatableData {}
extension Transform: AnimatableData {}

/// The description of an animation that `AnimationResource.generate(with:)` makes a resource of
/// (RealityKit's `AnimationDefinition`).
public protocol AnimationDefinition {
    /// The animation's name.
    var name: String { get set }
    /// The property animated.
    var bindTarget: BindTarget { get set }
    /// How the animation repeats.
    var repeatMode: AnimationRepeatMode { get set }
    /// The length of one run, in seconds.
    var duration: TimeInterval { get }
}

/// An animation from, to or by a value of a property (RealityKit's `FromToByAnimation`).
public struct FromToByAnimation<Value: AnimatableData>: AnimationDefinition {
    /// The animation's name.
    public var name: String
    /// The starting value (`nil`: the property's value).
    public var fromValue: Value?
    /// The ending value.
    public var toValue: Value?
    /// The change over the animation.
    public var byValue: Value?
    /// The length of one run, in seconds.
    public var duration: TimeInterval
    /// How progress follows time.
    public var timing: AnimationTimingFunction
    /// Whether the value adds to the property's.
    public var isAdditive: Bool
    /// The property animated.
    public var bindTarget: BindTarget
    /// The layer the animation blends in.
    public var blendLayer: Int32
    /// How the animation repeats.
    public var repeatMode: AnimationRepeatMode
    /// Which values are held outside the active time.
    public var fillMode: AnimationFillMode
    /// The delay before the animation starts, in seconds.
    public var delay: TimeInterval
    /// The playback speed.
    public var speed: Float

    /// An animation of `bindTarget` (the transform by default) from, to or by the given values.
    public init(name: String = "", from: Value? = nil, to: Value? = nil, by: Value? = nil, duration: TimeInterval = 1.0,
                timing: AnimationTimingFunction = .linear, isAdditive: Bool = false, bindTarget: BindTarget? = nil,
                blendLayer: Int32 = 0, repeatMode: AnimationRepeatMode = .none, fillMode: AnimationFillMode = [],
                trimStart: TimeInterval? = nil, trimEnd: TimeInterval? = nil, trimDuration: TimeInterval? = nil,
                offset: TimeInterval = 0, delay: TimeInterval = 0, speed: Float = 1.0) {
        self.name = name
        fromValue = from
        toValue = to
        byValue = by
        self.duration = duration
        self.timing = timing
        self.isAdditive = isAdditive
        self.bindTarget = bindTarget ?? .transform
        self.blendLayer = blendLayer
        self.repeatMode = repeatMode
        self.fillMode = fillMode
        self.delay = delay
        self.speed = speed
    }
}

/// An animation an entity can play (RealityKit's `AnimationResource`). Resources made from
/// definitions keep their name and duration; none ever advances in a render.
@MainActor @preconcurrency
public final class AnimationResource {
    /// The animation's name.
    public let name: String?
    /// The length of one run, in seconds (infinite for an endless repeat).
    let duration: TimeInterval
    /// The definition the resource was made from, if any.
    public let definition: (any AnimationDefinition)?

    init(name: String?, duration: TimeInterval, definition: (any AnimationDefinition)?) {
        self.name = name
        self.duration = duration
        self.definition = definition
    }

    /// A resource of `definition`.
    public static func generate(with definition: any AnimationDefinition) throws -> AnimationResource {
        AnimationResource(name: definition.name, duration: definition.duration, definition: definition)
    }

    /// A resource playing `resources` one after another.
    public static func sequence(with resources: [AnimationResource]) throws -> AnimationResource {
        AnimationResource(name: nil, duration: resources.reduce(0) { $0 + $1.duration }, definition: nil)
    }

    /// A resource playing `resources` together.
    public static func group(with resources: [AnimationResource]) throws -> AnimationResource {
        AnimationResource(name: nil, duration: resources.map(\.duration).max() ?? 0, definition: nil)
    }

    /// The animation repeated `count` times.
    public func `repeat`(count: Int) -> AnimationResource {
        AnimationResource(name: name, duration: duration * Double(max(count, 0)), definition: definition)
    }

    /// The animation repeated for `duration` seconds.
    public func `repeat`(duration: TimeInterval) -> AnimationResource {
        AnimationResource(name: name, duration: duration, definition: definition)
    }

    /// The animation repeated forever.
    public func `repeat`() -> AnimationResource { AnimationResource(name: name, duration: .infinity, definition: definition) }
}

/// Controls an animation an entity plays (RealityKit's `AnimationPlaybackController`). A render
/// runs no frames: a playing animation stays at time 0 and never completes.
@MainActor @preconcurrency
public final class AnimationPlaybackController {
    /// Where playback is.
    enum State { case playing, paused, stopped, completed }

    /// The entity animated.
    public private(set) weak var entity: Entity?
    /// The length of the animation, in seconds.
    public let duration: TimeInterval
    /// The time played, in seconds (0: no frame runs in a render).
    public var time: TimeInterval = 0
    /// The playback speed (1).
    public var speed: Float = 1
    /// The weight of the animation in its blend layer (1).
    public var blendFactor: Float = 1
    /// Where playback is.
    private var state: State

    init(entity: Entity?, duration: TimeInterval, state: State) {
        self.entity = entity
        self.duration = duration
        self.state = state
    }

    /// Whether the animation is playing.
    public var isPlaying: Bool { state == .playing }
    /// Whether the animation is paused.
    public var isPaused: Bool { state == .paused }
    /// Whether the animation was stopped.
    public var isStopped: Bool { state == .stopped }
    /// Whether the animation played to its end.
    public var isComplete: Bool { state == .completed }
    /// Whether the controller still controls an animation (playing or paused).
    public var isValid: Bool { state == .playing || state == .paused }

    /// Pauses a playing animation.
    public func pause() { if state == .playing { state = .paused } }
    /// Resumes a paused animation.
    public func resume() { if state == .paused { state = .playing } }
    /// Stops the animation.
    public func stop() { if isValid { state = .stopped } }
    /// Stops the animation, blending out over `blendOutDuration` (at once in a render).
    public func stop(blendOutDuration: TimeInterval) { stop() }
}

extension Entity {
    /// Plays `animation` on the entity: the returned controller is playing (paused when
    /// `startsPaused`) and, as no frame runs in a render, never advances.
    @discardableResult
    public func playAnimation(_ animation: AnimationResource, transitionDuration: TimeInterval = 0,
                              startsPaused: Bool = false) -> AnimationPlaybackController {
        AnimationPlaybackController(entity: self, duration: animation.duration, state: startsPaused ? .paused : .playing)
    }

    /// Plays the entity's animation named `name`: entities have no named animations in a render
    /// (no file is loaded), so the returned controller is not valid.
    @discardableResult
    public func playAnimation(named name: String, transitionDuration: TimeInterval = 0, startsPaused: Bool = false,
                              recursive: Bool = true) -> AnimationPlaybackController {
        AnimationPlaybackController(entity: self, duration: 0, state: .stopped)
    }

    /// Stops the entity's animations (and its descendants', when `recursive`): nothing plays in
    /// a render, so nothing changes.
    public func stopAllAnimations(recursive: Bool = true) {}
}
