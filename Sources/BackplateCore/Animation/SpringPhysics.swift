import Foundation

// Spring's physical model (iOS 17): a unit mass on a damped spring, with stiffness
// (2π / duration)² and damping ratio 1 - bounce (1 / (1 + bounce) for a negative bounce), the
// relations Apple gives for `Spring(duration:bounce:)`. A still render animates nothing; these
// answer a program's questions about the motion exactly.

extension Spring {
    /// The spring's response, in seconds: its perceptual duration.
    public var response: Double { duration }

    /// How quickly oscillation dies: 1 - bounce (1 critically damped, below 1 bouncy).
    public var dampingRatio: Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }

    /// The mass on the spring: 1 (a spring's motion is described by duration and bounce).
    public var mass: Double { 1 }

    /// The spring stiffness, (2π / duration)² for the unit mass.
    public var stiffness: Double {
        let period = duration > 0 ? duration : 0.5
        return (2 * Double.pi / period) * (2 * Double.pi / period)
    }

    /// The damping coefficient: 2 · dampingRatio · √(stiffness · mass).
    public var damping: Double { 2 * dampingRatio * (stiffness * mass).squareRoot() }

    /// The time a spring from 0 to 1 at rest takes to settle within 0.001 of 1.
    public var settlingDuration: TimeInterval { settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001) }

    /// A spring that settles in `settlingDuration` seconds (to within `epsilon` of a unit
    /// target) with the given damping ratio.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let ratio = max(dampingRatio, 0.001)
        let bounce = ratio <= 1 ? 1 - ratio : 1 / ratio - 1
        // Settling time scales with the period: measure at a 1 s period and scale.
        let unit = Spring(duration: 1, bounce: bounce).settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: epsilon)
        let duration = unit > 0 && settlingDuration > 0 ? settlingDuration / unit : 1
        self.init(duration: duration, bounce: bounce)
    }

    /// The displacement's weights at `time`: x(t) = x0·a + v0·b, and their derivatives.
    func weights(at time: TimeInterval) -> (a: Double, b: Double, da: Double, db: Double) {
        let w0 = stiffness.squareRoot(), zeta = dampingRatio, t = max(time, 0)
        if zeta < 1 {
            let alpha = zeta * w0, wd = w0 * (1 - zeta * zeta).squareRoot()
            let e = exp(-alpha * t), c = cos(wd * t), s = sin(wd * t)
            return (e * (c + alpha / wd * s), e * s / wd, -e * (w0 * w0 / wd) * s, e * (c - alpha / wd * s))
        }
        if zeta == 1 {
            let e = exp(-w0 * t)
            return (e * (1 + w0 * t), t * e, -w0 * w0 * t * e, e * (1 - w0 * t))
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
        let e1 = exp(r1 * t), e2 = exp(r2 * t), d = r2 - r1
        return ((r2 * e1 - r1 * e2) / d, (e2 - e1) / d, r1 * r2 * (e1 - e2) / d, (r2 * e2 - r1 * e1) / d)
    }

    /// The value at `time` of a spring moving from 0 towards `target` with `initialVelocity`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let w = weights(at: time)
        return target - target.scaled(by: w.a) + initialVelocity.scaled(by: w.b)
    }

    /// The velocity at `time` of a spring moving from 0 towards `target` with `initialVelocity`.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let w = weights(at: time)
        return initialVelocity.scaled(by: w.db) - target.scaled(by: w.da)
    }

    /// Moves `value` and `velocity` on by `deltaTime` towards `target`.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let w = weights(at: deltaTime)
        let offset = value - target
        value = target + offset.scaled(by: w.a) + velocity.scaled(by: w.b)
        velocity = offset.scaled(by: w.da) + velocity.scaled(by: w.db)
    }

    /// The spring's force at `position` moving at `velocity`: -stiffness · (position - target) - damping · velocity.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (position - target).scaled(by: -stiffness) - velocity.scaled(by: damping)
    }

    /// The time after which a spring from 0 towards `target` stays within `epsilon` of it
    /// (searched in 1 ms steps over at most 60 s).
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval {
        let limit = max(epsilon, 1e-9)
        var settled = 0.0
        for step in 0...60_000 {
            let t = Double(step) / 1000
            let offset = value(target: target, initialVelocity: initialVelocity, time: t) - target
            if offset.magnitudeSquared.squareRoot() > limit { settled = t + 0.001 }
        }
        return settled
    }

    /// The value at `time` of a spring moving from `fromValue` to `toValue`.
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData = fromValue.animatableData
            + value(target: toValue.animatableData - fromValue.animatableData, initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The velocity at `time` of a spring moving from `fromValue` to `toValue`.
    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData = velocity(target: toValue.animatableData - fromValue.animatableData,
                                         initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The spring's force at `position`, moving at `velocity`, between `fromValue` and `toValue`.
    public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        var result = fromValue
        result.animatableData = force(target: toValue.animatableData, position: position.animatableData, velocity: velocity.animatableData)
        return result
    }

    /// The time a spring from `fromValue` to `toValue` takes to stay within `epsilon` of it.
    public func settlingDuration<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, epsilon: Double) -> TimeInterval {
        settlingDuration(target: toValue.animatableData - fromValue.animatableData, initialVelocity: initialVelocity.animatableData,
                         epsilon: epsilon)
    }
}
