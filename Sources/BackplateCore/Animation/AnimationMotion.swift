import Foundation

/// What an `Animation` does over time: a timing curve, a spring or a custom animation, with
/// the modifiers applied to it. `Animation.animate(value:time:context:)` evaluates it.
package indirect enum AnimationMotion: Hashable, Sendable {
    /// A cubic Bézier timing curve from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2).
    case bezier(Double, Double, Double, Double, duration: TimeInterval)
    /// A circular easing curve (`UnitCurve.circularEaseIn`...): 0 in, 1 out, 2 in and out.
    case circular(Int, duration: TimeInterval)
    /// A spring from rest (or `initialVelocity`, in units of the change per second).
    case spring(Spring, initialVelocity: Double)
    /// A custom animation (`Animation(_:)`).
    case custom(AnyCustomAnimation)
    /// `delay(_:)`.
    case delay(AnimationMotion, TimeInterval)
    /// `speed(_:)`.
    case speed(AnimationMotion, Double)
    /// `repeatCount(_:autoreverses:)` (`nil` count: `repeatForever`).
    case repeating(AnimationMotion, count: Int?, autoreverses: Bool)

    static let linear = AnimationMotion.bezier(0, 0, 1, 1, duration: 0.35)

    /// The motion of a `UnitCurve` over `duration` seconds (the named curves' Bézier control
    /// points are CoreAnimation's, which SwiftUI uses).
    static func curve(_ curve: UnitCurve, duration: TimeInterval) -> AnimationMotion {
        switch curve.description {
        case "linear": return .bezier(0, 0, 1, 1, duration: duration)
        case "easeIn": return .bezier(0.42, 0, 1, 1, duration: duration)
        case "easeOut": return .bezier(0, 0, 0.58, 1, duration: duration)
        case "easeInOut": return .bezier(0.42, 0, 0.58, 1, duration: duration)
        case "circularEaseIn": return .circular(0, duration: duration)
        case "circularEaseOut": return .circular(1, duration: duration)
        case "circularEaseInOut": return .circular(2, duration: duration)
        default:
            let numbers = curve.description.split { !"0123456789.-e".contains($0) }.compactMap { Double($0) }
            guard numbers.count == 4 else { return .bezier(0, 0, 1, 1, duration: duration) }
            return .bezier(numbers[0], numbers[1], numbers[2], numbers[3], duration: duration)
        }
    }

    /// The fraction of the change done at `time` and its rate (per second), or `nil` once done.
    func progress(at time: TimeInterval) -> (value: Double, velocity: Double)? {
        switch self {
        case .bezier(let x1, let y1, let x2, let y2, let duration):
            guard time < duration, duration > 0 else { return nil }
            if x1 == y1 && x2 == y2 { return (max(time, 0) / duration, 1 / duration) }  // the identity curve
            let (y, slope) = UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2).value(atX: max(time, 0) / duration)
            return (y, slope / duration)
        case .circular(let kind, let duration):
            guard time < duration, duration > 0 else { return nil }
            let x = max(time, 0) / duration
            return Self.circular(kind, x)
        case .spring(let spring, let v0):
            guard time < spring.settlingDuration(target: 1.0, initialVelocity: v0, epsilon: 0.001) else { return nil }
            return (spring.value(target: 1.0, initialVelocity: v0, time: time),
                    spring.velocity(target: 1.0, initialVelocity: v0, time: time))
        case .custom(let box):
            return box.progress(at: time)
        case .delay(let base, let delay):
            return time < delay ? (0, 0) : base.progress(at: time - delay)
        case .speed(let base, let speed):
            guard speed > 0, speed.isFinite else { return nil }
            return base.progress(at: time * speed).map { ($0.value, $0.velocity * speed) }
        case .repeating(let base, let count, let autoreverses):
            guard let period = base.duration, period > 0 else { return base.progress(at: time) }
            let run = Int((max(time, 0) / period).rounded(.down))
            if let count, run >= max(count, 1) { return nil }
            let local = time - Double(run) * period
            guard let p = base.progress(at: local) else { return (1, 0) }
            return autoreverses && run % 2 == 1 ? (1 - p.value, -p.velocity) : p
        }
    }

    /// The length of one run, when it is known without evaluating the motion.
    var duration: TimeInterval? {
        switch self {
        case .bezier(_, _, _, _, let d), .circular(_, let d): return d
        case .spring(let s, let v0): return s.settlingDuration(target: 1.0, initialVelocity: v0, epsilon: 0.001)
        case .custom: return nil
        case .delay(let base, let d): return base.duration.map { $0 + d }
        case .speed(let base, let s): return s > 0 ? base.duration.map { $0 / s } : nil
        case .repeating: return nil
        }
    }

    /// Whether a new animation of this kind merges into a running one: springs do (they keep
    /// the running velocity), timing curves replace it.
    var merges: Bool {
        switch self {
        case .spring: return true
        case .delay(let base, _), .speed(let base, _), .repeating(let base, _, _): return base.merges
        default: return false
        }
    }

    private static func circular(_ kind: Int, _ x: Double) -> (Double, Double) {
        func easeIn(_ x: Double) -> (Double, Double) {
            let r = max(1 - x * x, 0).squareRoot()
            return (1 - r, r > 0 ? x / r : .infinity)
        }
        switch kind {
        case 0: return easeIn(x)
        case 1:
            let (v, d) = easeIn(1 - x)
            return (1 - v, d)
        default:
            if x < 0.5 {
                let (v, d) = easeIn(2 * x)
                return (v / 2, d)
            }
            let (v, d) = easeIn(2 - 2 * x)
            return (1 - v / 2, d)
        }
    }
}

/// A cubic Bézier from (0, 0) to (1, 1): y for a given x, with `UnitCurve`'s solver (Newton's
/// method with a bisection fallback, as CoreAnimation's timing functions are evaluated).
struct UnitBezier {
    let x1: Double, y1: Double, x2: Double, y2: Double

    /// The curve's y at `x` (0...1) and its slope dy/dx there.
    func value(atX x: Double) -> (y: Double, slope: Double) {
        let t = UnitCurve.bezierParameter(min(max(x, 0), 1), x1, x2)
        let dx = UnitCurve.cubicSlope(t, x1, x2)
        return (UnitCurve.cubic(t, y1, y2), dx > 1e-12 ? UnitCurve.cubicSlope(t, y1, y2) / dx : 0)
    }
}

/// A custom animation, kept hashable, evaluated as a fraction of a unit change.
package struct AnyCustomAnimation: Hashable, Sendable {
    let base: any CustomAnimation

    init(_ base: any CustomAnimation) { self.base = base }

    func progress(at time: TimeInterval) -> (value: Double, velocity: Double)? {
        var context = AnimationContext<Double>()
        guard let v = base.animate(value: 1.0, time: time, context: &context) else { return nil }
        return (v, base.velocity(value: 1.0, time: time, context: context) ?? 0)
    }

    package static func == (l: AnyCustomAnimation, r: AnyCustomAnimation) -> Bool { AnyHashable(l.base) == AnyHashable(r.base) }
    package func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }
}
