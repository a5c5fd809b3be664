import Foundation

/// A description of how a value changes over time, built from keyframe tracks. A still render
/// never plays keyframes: the animated value stays at its initial value.
public protocol Keyframes<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value
}

/// A sequence of keyframes animating one property of a root value.
public protocol KeyframeTrackContent<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value
}

/// Builds a keyframe list from tracks (the `keyframes:` closure of `keyframeAnimator`).
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// A track or nested keyframes.
    public static func buildExpression<K: Keyframes>(_ expression: K) -> _KeyframeList<Value> where K.Value == Value { _KeyframeList(count: 1) }
    /// A track animating one property of the value.
    public static func buildExpression<V, C>(_ track: KeyframeTrack<Value, V, C>) -> _KeyframeList<Value> { _KeyframeList(count: 1) }
    /// A keyframe animating the whole value (no `KeyframeTrack` needed when the animated
    /// value is the root value, as in `keyframes: { _ in SpringKeyframe(1.2, duration: 0.2) }`).
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeList<Value> where K.Value == Value { _KeyframeList(count: 1) }
    /// Several tracks.
    public static func buildBlock(_ components: _KeyframeList<Value>...) -> _KeyframeList<Value> {
        _KeyframeList(count: components.reduce(0) { $0 + $1.count })
    }
    /// An optional track.
    public static func buildOptional(_ component: _KeyframeList<Value>?) -> _KeyframeList<Value> { component ?? _KeyframeList(count: 0) }
    /// The first branch of a condition.
    public static func buildEither(first component: _KeyframeList<Value>) -> _KeyframeList<Value> { component }
    /// The second branch of a condition.
    public static func buildEither(second component: _KeyframeList<Value>) -> _KeyframeList<Value> { component }
    /// Tracks from a loop.
    public static func buildArray(_ components: [_KeyframeList<Value>]) -> _KeyframeList<Value> {
        _KeyframeList(count: components.reduce(0) { $0 + $1.count })
    }
}

/// Builds a track's keyframes (the closure of `KeyframeTrack`).
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
    /// One keyframe.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> _KeyframeList<Value> where K.Value == Value { _KeyframeList(count: 1) }
    /// Several keyframes.
    public static func buildBlock(_ components: _KeyframeList<Value>...) -> _KeyframeList<Value> {
        _KeyframeList(count: components.reduce(0) { $0 + $1.count })
    }
    /// An optional keyframe.
    public static func buildOptional(_ component: _KeyframeList<Value>?) -> _KeyframeList<Value> { component ?? _KeyframeList(count: 0) }
    /// The first branch of a condition.
    public static func buildEither(first component: _KeyframeList<Value>) -> _KeyframeList<Value> { component }
    /// The second branch of a condition.
    public static func buildEither(second component: _KeyframeList<Value>) -> _KeyframeList<Value> { component }
    /// Keyframes from a loop.
    public static func buildArray(_ components: [_KeyframeList<Value>]) -> _KeyframeList<Value> {
        _KeyframeList(count: components.reduce(0) { $0 + $1.count })
    }
}

/// Keyframes collected by a builder (only their number is kept: a still render plays none).
public struct _KeyframeList<Value>: Keyframes, KeyframeTrackContent {
    /// How many tracks or keyframes were listed.
    public let count: Int
}

/// A track of keyframes animating one property (`keyPath`) of the root value.
/// (Listed in a `KeyframesBuilder` closure whose value type is `Root`.)
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent> where Content.Value == Value {
    /// Creates a track animating the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {}
}

extension KeyframeTrack where Root == Value {
    /// Creates a track animating the root value itself.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {}
}

/// A keyframe interpolating linearly to `to` over `duration` seconds.
public struct LinearKeyframe<Value>: KeyframeTrackContent {
    /// The target value.
    public let to: Value
    /// Creates a linear keyframe.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) { self.to = to }
}

/// A keyframe moving to `to` with a spring.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    /// The target value.
    public let to: Value
    /// Creates a spring keyframe.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) { self.to = to }
}

/// A keyframe interpolating to `to` along a cubic curve.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    /// The target value.
    public let to: Value
    /// Creates a cubic keyframe.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) { self.to = to }
}

/// A keyframe jumping to `to` immediately.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    /// The target value.
    public let to: Value
    /// Creates a move keyframe.
    public init(_ to: Value) { self.to = to }
}

/// A container that animates its content with keyframes. A still render shows the content
/// with the **initial value**: the keyframes are never played (nor their closure called).
nonisolated public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    private let initialValue: Value
    private let content: (Value) -> Content

    /// Plays the keyframes continuously (or once) from `initialValue`.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }

    /// Plays the keyframes each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }

    /// The content with the initial value.
    public var body: Content { content(initialValue) }
}

nonisolated extension View {
    /// Animates effects applied to this view with keyframes, repeating by default. A still
    /// render shows `content` applied with `initialValue`.
    public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true,
                                        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        content(PlaceholderContentView<Self>(self), initialValue)
    }

    /// Animates effects applied to this view with keyframes each time `trigger` changes. A still
    /// render shows `content` applied with `initialValue` (the resting value).
    public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
                                        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        content(PlaceholderContentView<Self>(self), initialValue)
    }
}
