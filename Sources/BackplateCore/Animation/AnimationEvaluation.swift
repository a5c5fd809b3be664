import Foundation

// Animation's CustomAnimation-style members (iOS 17): the built-in curves evaluated exactly
// (Bézier timing curves, springs in closed form), for code that samples an animation itself.
// A still render never calls them: it draws every animated value at its end state.

extension Animation {
    /// The value at `time` seconds of an animation of the change `value` (from zero), or `nil`
    /// once it has finished: `value` scaled by the curve's progress (a timing curve's y at
    /// `time / duration`; a spring's position, settling to within 0.001). `delay`, `speed`
    /// and repeats shift and scale time as they do on iOS.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if case .custom(let box) = motion { return box.base.animate(value: value, time: time, context: &context) }
        guard let progress = motion.progress(at: time) else { return nil }
        return value.scaled(by: progress.value)
    }

    /// The velocity at `time` of an animation of the change `value`: `value` scaled by the
    /// curve's rate of progress per second (`nil` once finished).
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        if case .custom(let box) = motion { return box.base.velocity(value: value, time: time, context: context) }
        guard let progress = motion.progress(at: time) else { return nil }
        return value.scaled(by: progress.velocity)
    }

    /// Whether this animation merges with a `previous` one still running on the same property:
    /// springs do (they carry its velocity), timing curves replace it.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                                 context: inout AnimationContext<V>) -> Bool {
        if case .custom(let box) = motion {
            return box.base.shouldMerge(previous: previous, value: value, time: time, context: &context)
        }
        return motion.merges
    }

    /// The custom animation this animation runs: the one given to `Animation(_:)`, or for a
    /// built-in curve a custom animation that evaluates it as above.
    public var base: any CustomAnimation {
        if case .custom(let box) = motion { return box.base }
        return BuiltInCurveAnimation(motion: motion)
    }
}

/// A built-in animation curve as a `CustomAnimation` (what `Animation.base` gives for one).
struct BuiltInCurveAnimation: CustomAnimation {
    let motion: AnimationMotion

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        motion.progress(at: time).map { value.scaled(by: $0.value) }
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        motion.progress(at: time).map { value.scaled(by: $0.velocity) }
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                          context: inout AnimationContext<V>) -> Bool {
        motion.merges
    }
}
