import Foundation

/// A function defined by a two-dimensional curve that maps an input progress in the range
/// [0,1] to an output progress (iOS 17): the timing of `Animation.timingCurve(_:duration:)`,
/// keyframes and scroll transitions. Evaluating it (`value(at:)`, `velocity(at:)`) gives
/// SwiftUI's numbers; a still render shows an animation's end state, so the curve never
/// changes a picture.
public struct UnitCurve: Hashable, Sendable, CustomStringConvertible {
    /// The curve's shape: a cubic Bézier from (0, 0) to (1, 1), or a quarter circle.
    enum Function: Hashable, Sendable {
        case bezier(UnitPoint, UnitPoint)
        case circularEaseIn, circularEaseOut, circularEaseInOut
    }
    let function: Function
    /// Whether x and y are swapped (`inverse` of a curve that has no closed-form inverse).
    var inverted = false

    /// A readable name: the curve's static name (`easeIn`), or its definition.
    public var description: String {
        let named: [(UnitCurve, String)] = [(.linear, "linear"), (.easeIn, "easeIn"), (.easeOut, "easeOut"),
                                            (.easeInOut, "easeInOut")]
        if let match = named.first(where: { $0.0 == self }) { return match.1 }
        let name: String
        switch function {
        case .bezier(let a, let b): name = "bezier(\(a.x), \(a.y), \(b.x), \(b.y))"
        case .circularEaseIn: name = "circularEaseIn"
        case .circularEaseOut: name = "circularEaseOut"
        case .circularEaseInOut: name = "circularEaseInOut"
        }
        return inverted ? "\(name).inverse" : name
    }

    /// A straight line from (0, 0) to (1, 1): the output equals the input, the velocity is 1.
    public static let linear = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Starts slowly, then speeds up: a Bézier with control points (0.42, 0) and (1, 1).
    public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Starts quickly, then slows down: a Bézier with control points (0, 0) and (0.58, 1).
    public static let easeOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// Slow, then fast, then slow: a Bézier with control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// The deprecated name of `easeInOut`.
    @available(*, deprecated, renamed: "easeInOut")
    public static let easeInEaseOut = easeInOut
    /// Starts slowly, then speeds up: the bottom-right quarter of a unit circle, 1 - √(1 - x²).
    public static let circularEaseIn = UnitCurve(function: .circularEaseIn)
    /// Starts quickly, then slows down: the top-left quarter of a unit circle, √(1 - (x - 1)²).
    public static let circularEaseOut = UnitCurve(function: .circularEaseOut)
    /// Slow, then fast, then slow: `circularEaseIn` over the first half, `circularEaseOut` over
    /// the second, each scaled by one half.
    public static let circularEaseInOut = UnitCurve(function: .circularEaseInOut)

    /// A cubic Bézier curve from (0, 0) to (1, 1) with two control points; their x components
    /// are clamped to [0,1], so that the curve is a function of x.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(function: .bezier(UnitPoint(x: min(max(startControlPoint.x, 0), 1), y: startControlPoint.y),
                                    UnitPoint(x: min(max(endControlPoint.x, 0), 1), y: endControlPoint.y)))
    }

    /// The curve with its x and y components swapped: `inverse.value(at: y)` is the input
    /// progress at which the curve outputs `y`.
    public var inverse: UnitCurve {
        switch (function, inverted) {
        case (.bezier(let a, let b), _):
            return .bezier(startControlPoint: UnitPoint(x: a.y, y: a.x), endControlPoint: UnitPoint(x: b.y, y: b.x))
        case (.circularEaseIn, false): return .circularEaseOut
        case (.circularEaseOut, false): return .circularEaseIn
        default:
            var copy = self
            copy.inverted.toggle()
            return copy
        }
    }

    /// The output progress (y) at an input progress (x), clamped to [0,1].
    public func value(at progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        return inverted ? Self.solve(x) { forward($0) } : forward(x)
    }

    /// The rate of change of the output (dy/dx) at an input progress, clamped to [0,1].
    public func velocity(at progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        guard inverted else { return forwardVelocity(x) }
        let v = forwardVelocity(Self.solve(x) { forward($0) })
        return v == 0 ? .infinity : 1 / v
    }

    /// y at x for the un-inverted curve.
    func forward(_ x: Double) -> Double {
        switch function {
        case .bezier(let a, let b):
            let t = Self.bezierParameter(x, a.x, b.x)
            return Self.cubic(t, a.y, b.y)
        case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut: return ((2 - x) * x).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? 0.5 * (1 - (1 - 4 * x * x).squareRoot())
                           : 0.5 * ((-(2 * x - 3) * (2 * x - 1)).squareRoot() + 1)
        }
    }

    /// dy/dx for the un-inverted curve.
    func forwardVelocity(_ x: Double) -> Double {
        switch function {
        case .bezier(let a, let b):
            let t = Self.bezierParameter(x, a.x, b.x)
            let dx = Self.cubicSlope(t, a.x, b.x)
            return dx == 0 ? (Self.cubicSlope(t, a.y, b.y) == 0 ? 0 : .infinity) : Self.cubicSlope(t, a.y, b.y) / dx
        case .circularEaseIn:
            return x >= 1 ? .infinity : x / (1 - x * x).squareRoot()
        case .circularEaseOut:
            return x <= 0 ? .infinity : (1 - x) / ((2 - x) * x).squareRoot()
        case .circularEaseInOut:
            if x < 0.5 { return x <= 0 ? 0 : 2 * x / (1 - 4 * x * x).squareRoot() }
            let r = (-(2 * x - 3) * (2 * x - 1)).squareRoot()
            return r == 0 ? .infinity : 2 * (1 - x) / r
        }
    }

    /// The value of the cubic Bézier with end points 0 and 1 and control values p1, p2 at t.
    static func cubic(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    /// The derivative in t of `cubic`.
    static func cubicSlope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    /// The parameter t at which the Bézier's x is `x` (x is monotonic when its control
    /// values lie in [0,1]): Newton's method, then bisection if it strays.
    static func bezierParameter(_ x: Double, _ p1: Double, _ p2: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = cubic(t, p1, p2) - x
            if abs(error) < 1e-12 { return t }
            let slope = cubicSlope(t, p1, p2)
            if abs(slope) < 1e-9 { break }
            t -= error / slope
        }
        if t >= 0, t <= 1, abs(cubic(t, p1, p2) - x) < 1e-9 { return t }
        return solve(x) { cubic($0, p1, p2) }
    }

    /// The input in [0,1] at which an increasing function of [0,1] reaches `y` (bisection).
    static func solve(_ y: Double, _ f: (Double) -> Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if f(mid) < y { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }
}
