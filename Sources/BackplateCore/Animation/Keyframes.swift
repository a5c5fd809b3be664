import Foundation

/// A description of how a value changes over time, built from keyframe tracks (iOS 17).
/// `KeyframeTimeline` evaluates one at any time; a still render of `KeyframeAnimator` shows the
/// initial value (keyframes play only in a running app).
public protocol Keyframes<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value = Self.Body.Value
    /// The keyframes these are made of.
    associatedtype Body: Keyframes
    /// The keyframes these are made of.
    @KeyframesBuilder<Value> var body: Self.Body { get }
}

/// A sequence of keyframes animating one value (iOS 17): what a `KeyframeTrack` holds.
public protocol KeyframeTrackContent<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value: Animatable = Self.Body.Value
    /// The keyframes this content is made of.
    associatedtype Body: KeyframeTrackContent
    /// The keyframes this content is made of.
    @KeyframeTrackContentBuilder<Value> var body: Self.Body { get }
}

extension Never: Keyframes {}

/// Keyframes that know their segments (the built-in keyframes and the builders' results).
protocol PrimitiveKeyframeTrackContent {
    /// The segments, in order, when `V` is the content's value type.
    func segments<V: Animatable>(_ type: V.Type) -> [KeyframeSegment<V>]
}

/// Keyframes that know their tracks (`KeyframeTrack` and the builders' results).
protocol PrimitiveKeyframes {
    /// The tracks, when `Root` is the keyframes' value type.
    func tracks<Root>(_ type: Root.Type) -> [KeyframeTrackEvaluator<Root>]
}

extension KeyframeTrackContent {
    /// The content's segments: its own for a built-in keyframe, else its body's.
    func keyframeSegments() -> [KeyframeSegment<Value>] {
        if let primitive = self as? any PrimitiveKeyframeTrackContent { return primitive.segments(Value.self) }
        return Self.segments(of: body)
    }

    private static func segments<C: KeyframeTrackContent>(of content: C) -> [KeyframeSegment<Value>] {
        (content.keyframeSegments() as [KeyframeSegment<C.Value>]) as? [KeyframeSegment<Value>] ?? []
    }
}

extension Keyframes {
    /// The keyframes' tracks animating a `Root` value: their own for a track, else their body's.
    func keyframeTracks<Root>(for root: Root.Type) -> [KeyframeTrackEvaluator<Root>] {
        if let primitive = self as? any PrimitiveKeyframes { return primitive.tracks(Root.self) }
        if Body.self == Never.self { return [] }
        return body.keyframeTracks(for: Root.self)
    }
}

/// A track of keyframes animating one property (`keyPath`) of the root value, or the root
/// value itself.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes, PrimitiveKeyframes
where Value == Content.Value {
    let keyPath: WritableKeyPath<Root, Value>
    let segments: [KeyframeSegment<Value>]

    /// Creates a track animating the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.init(keyPath: keyPath, segments: content().keyframeSegments())
    }

    init(keyPath: WritableKeyPath<Root, Value>, segments: [KeyframeSegment<Value>]) {
        self.keyPath = keyPath
        self.segments = segments
    }

    /// A track is a primitive: it has no body.
    public var body: Never { return fatalError("KeyframeTrack has no body") }

    func tracks<R>(_ type: R.Type) -> [KeyframeTrackEvaluator<R>] {
        guard let keyPath = keyPath as? WritableKeyPath<R, Value> else { return [] }
        return [KeyframeTrackEvaluator(keyPath: keyPath, segments: segments)]
    }
}

extension KeyframeTrack where Root == Value {
    /// Creates a track animating the root value itself.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {
        self.init(\.self, content: content)
    }
}

/// A keyframe interpolating from the previous value to `to` over `duration` seconds along
/// `timingCurve`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segment: KeyframeSegment<Value>
    /// Creates a linear keyframe.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        segment = KeyframeSegment(to: to, duration: duration, kind: .linear(timingCurve))
    }
    /// A keyframe is a primitive: its body is itself.
    public var body: LinearKeyframe<Value> { return self }
    func segments<V: Animatable>(_ type: V.Type) -> [KeyframeSegment<V>] { [segment].compactMap { $0 as? KeyframeSegment<V> } }
}

/// A keyframe moving from the previous value to `to` with a spring, over `duration` seconds
/// (`nil`: the spring's settling duration).
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segment: KeyframeSegment<Value>
    /// Creates a spring keyframe; `startVelocity` `nil` carries the previous segment's velocity.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        let d = duration ?? spring.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
        segment = KeyframeSegment(to: to, duration: d, kind: .spring(spring), startVelocity: startVelocity)
    }
    /// A keyframe is a primitive: its body is itself.
    public var body: SpringKeyframe<Value> { return self }
    func segments<V: Animatable>(_ type: V.Type) -> [KeyframeSegment<V>] { [segment].compactMap { $0 as? KeyframeSegment<V> } }
}

/// A keyframe interpolating from the previous value to `to` along a cubic (Hermite) curve.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segment: KeyframeSegment<Value>
    /// Creates a cubic keyframe; a `nil` velocity is computed for smooth motion (the previous
    /// segment's end velocity at the start; at the end, the slope between the neighbouring
    /// keyframes, zero at the track's last keyframe).
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segment = KeyframeSegment(to: to, duration: duration, kind: .cubic(endVelocity: endVelocity?.animatableData),
                                  startVelocity: startVelocity)
    }
    /// A keyframe is a primitive: its body is itself.
    public var body: CubicKeyframe<Value> { return self }
    func segments<V: Animatable>(_ type: V.Type) -> [KeyframeSegment<V>] { [segment].compactMap { $0 as? KeyframeSegment<V> } }
}

/// A keyframe jumping to `to` immediately (a segment of no duration).
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segment: KeyframeSegment<Value>
    /// Creates a move keyframe.
    public init(_ to: Value) { segment = KeyframeSegment(to: to, duration: 0, kind: .move) }
    /// A keyframe is a primitive: its body is itself.
    public var body: MoveKeyframe<Value> { return self }
    func segments<V: Animatable>(_ type: V.Type) -> [KeyframeSegment<V>] { [segment].compactMap { $0 as? KeyframeSegment<V> } }
}
