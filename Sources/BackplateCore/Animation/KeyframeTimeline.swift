import Foundation

/// A description of how a value changes over time, built from keyframes (iOS 17): evaluate it
/// at any time with `value(time:)`, as `KeyframeAnimator` would show it at that moment.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [KeyframeTrackEvaluator<Value>]

    /// Creates a timeline from keyframes, starting at `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        self.tracks = content().keyframeTracks(for: Value.self)
    }

    /// The duration of the longest track, in seconds.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value at `time` seconds: each track's property at that point of its keyframes
    /// (before 0, the initial value; after a track ends, its last keyframe's value).
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, initialValue, time.isNaN ? 0 : time) }
        return value
    }

    /// The value at `progress` (0...1, clamped) of the timeline's duration.
    public func value(progress: Double) -> Value {
        value(time: duration * min(max(progress.isNaN ? 0 : progress, 0), 1))
    }
}

/// One keyframe: its target, its duration and how it gets there.
struct KeyframeSegment<Value: Animatable> {
    enum Kind {
        case linear(UnitCurve)
        case spring(Spring)
        case cubic(endVelocity: Value.AnimatableData?)
        case move
    }
    let to: Value
    let duration: TimeInterval
    let kind: Kind
    var startVelocity: Value? = nil

    /// The value of a track of `segments` starting at `start`, at `time`.
    static func value(of segments: [KeyframeSegment<Value>], from start: Value, at time: TimeInterval) -> Value {
        var from = start.animatableData, velocity = Value.AnimatableData.zero, t0 = 0.0
        guard time > 0 else { return start }
        for (i, segment) in segments.enumerated() {
            let d = segment.duration.isFinite ? max(segment.duration, 0) : 0
            let to = segment.to.animatableData
            let v0 = segment.startVelocity?.animatableData ?? velocity
            let next = i + 1 < segments.count ? segments[i + 1] : nil
            if time < t0 + d {
                var result = segment.to
                result.animatableData = segment.interpolate(from, to, v0, next: next, local: time - t0, duration: d)
                return result
            }
            velocity = segment.endVelocity(from, to, v0, next: next, duration: d)
            from = to
            t0 += d
        }
        return segments.last?.to ?? start
    }

    private func interpolate(_ from: Value.AnimatableData, _ to: Value.AnimatableData, _ v0: Value.AnimatableData,
                             next: KeyframeSegment?, local: TimeInterval, duration d: TimeInterval) -> Value.AnimatableData {
        switch kind {
        case .linear(let curve):
            let p = AnimationMotion.curve(curve, duration: 1).progress(at: local / d)?.value ?? 1
            return from + (to - from).scaled(by: p)
        case .spring(let spring):
            return from + spring.value(target: to - from, initialVelocity: v0, time: local)
        case .cubic(let endVelocity):
            let m1 = endVelocity ?? Self.smoothVelocity(from, next: next, duration: d)
            let u = local / d, u2 = u * u, u3 = u2 * u
            return from.scaled(by: 2 * u3 - 3 * u2 + 1) + v0.scaled(by: (u3 - 2 * u2 + u) * d)
                + to.scaled(by: -2 * u3 + 3 * u2) + m1.scaled(by: (u3 - u2) * d)
        case .move:
            return to
        }
    }

    private func endVelocity(_ from: Value.AnimatableData, _ to: Value.AnimatableData, _ v0: Value.AnimatableData,
                             next: KeyframeSegment?, duration d: TimeInterval) -> Value.AnimatableData {
        guard d > 0 else { return .zero }
        switch kind {
        case .linear(let curve):
            let slope = AnimationMotion.curve(curve, duration: 1).progress(at: 1 - 1e-6)?.velocity ?? 0
            return (to - from).scaled(by: slope / d)
        case .spring(let spring):
            return spring.velocity(target: to - from, initialVelocity: v0, time: d)
        case .cubic(let endVelocity):
            return endVelocity ?? Self.smoothVelocity(from, next: next, duration: d)
        case .move:
            return .zero
        }
    }

    /// The Catmull-Rom velocity at the end of a segment: the slope from its start to the next
    /// keyframe's target; zero at the track's last keyframe.
    private static func smoothVelocity(_ from: Value.AnimatableData, next: KeyframeSegment?,
                                       duration d: TimeInterval) -> Value.AnimatableData {
        guard let next, next.duration > 0, d + next.duration > 0 else { return .zero }
        return (next.to.animatableData - from).scaled(by: 1 / (d + next.duration))
    }
}

/// One track of a timeline: sets its property of the root value at a time.
struct KeyframeTrackEvaluator<Root> {
    let duration: TimeInterval
    /// Sets the track's property of the value (first argument) from the initial value's.
    let apply: (inout Root, Root, TimeInterval) -> Void

    init<V: Animatable>(keyPath: WritableKeyPath<Root, V>, segments: [KeyframeSegment<V>]) {
        duration = segments.reduce(0) { $0 + ($1.duration.isFinite ? max($1.duration, 0) : 0) }
        apply = { root, initial, time in
            root[keyPath: keyPath] = KeyframeSegment.value(of: segments, from: initial[keyPath: keyPath], at: time)
        }
    }
}
