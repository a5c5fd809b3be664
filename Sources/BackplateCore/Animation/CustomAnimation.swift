import Foundation

/// A custom animation curve (iOS 17): `animate(value:time:context:)` gives the animated value at
/// `time`, or `nil` once the animation is done. Wrap one in `Animation(_:)` to use it.
///
/// A still render shows every animation's end state, so Backplate never calls these methods;
/// code that defines and uses custom animations compiles and draws its final frame.
public protocol CustomAnimation: Hashable, Sendable {
    /// The value at `time` seconds into the animation (`value` is the change being animated),
    /// or `nil` when the animation has finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    /// The velocity at `time` (by default `nil`: unknown).
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    /// Whether a new animation of the same property should merge into this running one (by
    /// default `false`: it replaces it).
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    /// `nil`: the velocity is unknown.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }
    /// `false`: a new animation replaces this one.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool { false }
}

/// What a custom animation knows while it runs: its own state, whether it counts as logically
/// complete, and the environment of the view being animated.
public struct AnimationContext<Value: VectorArithmetic> {
    /// The animation's own values, kept between calls.
    public var state: AnimationState<Value>
    /// Whether the animation has reached the point its completion callbacks wait for.
    public var isLogicallyComplete: Bool
    /// The environment of the view being animated.
    public let environment: EnvironmentValues

    package init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false,
                 environment: EnvironmentValues = EnvironmentValues()) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
        self.environment = environment
    }

    /// The same context with another state (and value type).
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete, environment: environment)
    }
}

/// A custom animation's stored values, by `AnimationStateKey`.
public struct AnimationState<Value: VectorArithmetic> {
    private var values: [ObjectIdentifier: Any] = [:]

    /// Creates an empty state.
    public init() {}

    /// The value of `key`, or its default when it was never set.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A key for a value a custom animation keeps in its `AnimationState`.
public protocol AnimationStateKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a state that never set this key.
    static var defaultValue: Value { get }
}

extension Animation {
    /// An animation that runs `base`, a custom curve. A still render shows its end state.
    public init<A: CustomAnimation>(_ base: A) {
        self.init("custom(\(String(reflecting: A.self)))", duration: 0, motion: .custom(AnyCustomAnimation(base)))
    }

    /// The animation, counting as complete for `withAnimation(completion:)` after `duration`
    /// seconds. A still render shows the end state.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        Animation("\(description).logicallyComplete(after: \(duration))", duration: self.duration, motion: motion)
    }
}
