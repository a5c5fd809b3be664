import Foundation

/// What kind of timing curve a `UITimingCurveProvider` gives.
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's built-in curves (`UIView.AnimationCurve`).
    case builtin = 0
    /// A cubic Bézier curve.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// A cubic curve and a spring together.
    case composed = 3
}

/// The timing of a `UIViewPropertyAnimator`: a cubic curve, a spring, or both. A still render
/// shows an animation's end, so a timing curve changes nothing that is drawn.
public protocol UITimingCurveProvider: NSCoding, NSCopying {
    /// The kind of curve.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, for `.builtin`, `.cubic` and `.composed`.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, for `.spring` and `.composed`.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1) through two control points, or one of
/// UIKit's built-in curves.
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The built-in curve this was made from (`.easeInOut` for control points).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    /// `.builtin` for a built-in curve, `.cubic` for control points.
    public let timingCurveType: UITimingCurveType

    /// The default curve: ease in and out.
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// The built-in `curve`, with Core Animation's control points for it.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        (controlPoint1, controlPoint2) = Self.controlPoints(of: curve)
        timingCurveType = .builtin
        super.init()
    }

    /// A curve through `point1` and `point2` (each in the unit square).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        (controlPoint1, controlPoint2) = (point1, point2)
        timingCurveType = .cubic
        super.init()
    }

    /// The parameters an archive holds; the default curve for what it lacks.
    public required init?(coder: NSCoder) {
        animationCurve = UIView.AnimationCurve(rawValue: coder.decodeInteger(forKey: "curve")) ?? .easeInOut
        controlPoint1 = CGPoint(x: coder.decodeDouble(forKey: "c1x"), y: coder.decodeDouble(forKey: "c1y"))
        controlPoint2 = CGPoint(x: coder.decodeDouble(forKey: "c2x"), y: coder.decodeDouble(forKey: "c2y"))
        timingCurveType = UITimingCurveType(rawValue: coder.decodeInteger(forKey: "type")) ?? .builtin
        super.init()
    }

    /// Writes the curve to an archive.
    open func encode(with coder: NSCoder) {
        coder.encode(animationCurve.rawValue, forKey: "curve")
        coder.encode(Double(controlPoint1.x), forKey: "c1x")
        coder.encode(Double(controlPoint1.y), forKey: "c1y")
        coder.encode(Double(controlPoint2.x), forKey: "c2x")
        coder.encode(Double(controlPoint2.y), forKey: "c2y")
        coder.encode(timingCurveType.rawValue, forKey: "type")
    }

    /// The parameters themselves: they never change.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// This curve.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// No spring.
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// Core Animation's control points for a built-in curve.
    static func controlPoints(of curve: UIView.AnimationCurve) -> (CGPoint, CGPoint) {
        switch curve {
        case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
    }
}

/// A spring timing curve: a damping ratio and an initial velocity, or the spring's mass,
/// stiffness and damping, or (iOS 17) its duration and bounce.
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The animated value's rate of change at the start, normalised to the animation's distance.
    public let initialVelocity: CGVector
    /// The spring's damping ratio (1: critically damped, no overshoot).
    package let dampingRatio: CGFloat

    /// The default spring: damping ratio 4.56, no initial velocity, as UIKit's.
    public override convenience init() { self.init(dampingRatio: 4.56, initialVelocity: .zero) }

    /// A spring of `ratio` with no initial velocity.
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    /// A spring of damping ratio `ratio` starting at `velocity`.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
        super.init()
    }

    /// A spring of `mass`, `stiffness` and `damping` starting at `velocity`: damping ratio
    /// `damping / (2 √(stiffness × mass))`.
    public convenience init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let critical = 2 * (max(stiffness, 0) * max(mass, 0)).squareRoot()
        self.init(dampingRatio: critical > 0 ? damping / critical : 1, initialVelocity: velocity)
    }

    /// A spring that settles in about `duration` with `bounce` (0: none; up to 1), as
    /// SwiftUI's `Spring(duration:bounce:)`.
    @available(iOS 17.0, *)
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: .zero)
    }

    /// A spring of `duration` and `bounce` starting at `velocity`.
    @available(iOS 17.0, *)
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        self.init(dampingRatio: bounce >= 0 ? 1 - min(bounce, 1) : 1 / (1 + max(bounce, -0.99)), initialVelocity: velocity)
    }

    /// The spring an archive holds.
    public required init?(coder: NSCoder) {
        dampingRatio = coder.decodeDouble(forKey: "dampingRatio")
        initialVelocity = CGVector(dx: coder.decodeDouble(forKey: "dx"), dy: coder.decodeDouble(forKey: "dy"))
        super.init()
    }

    /// Writes the spring to an archive.
    open func encode(with coder: NSCoder) {
        coder.encode(Double(dampingRatio), forKey: "dampingRatio")
        coder.encode(Double(initialVelocity.dx), forKey: "dx")
        coder.encode(Double(initialVelocity.dy), forKey: "dy")
    }

    /// The parameters themselves: they never change.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// No cubic curve.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// This spring.
    open var springTimingParameters: UISpringTimingParameters? { self }
}
