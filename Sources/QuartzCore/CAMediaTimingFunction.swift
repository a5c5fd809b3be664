import Foundation

/// A cubic Bézier pacing of an animation from (0, 0) to (1, 1) (QuartzCore's
/// `CAMediaTimingFunction`).
open class CAMediaTimingFunction: NSObject {
    private let points: [Float]

    /// One of Core Animation's named curves, with its control points.
    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: points = [0.42, 0, 1, 1]
        case .easeOut: points = [0, 0, 0.58, 1]
        case .easeInEaseOut: points = [0.42, 0, 0.58, 1]
        case .default: points = [0.25, 0.1, 0.25, 1]
        default: points = [0, 0, 1, 1]
        }
        super.init()
    }

    /// The curve through the control points (`c1x`, `c1y`) and (`c2x`, `c2y`).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        points = [c1x, c1y, c2x, c2y]
        super.init()
    }

    /// Writes control point `idx` (0 to 3: the start, the two control points, the end) to `ptr`.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let all: [Float] = [0, 0] + points + [1, 1]
        guard (0...3).contains(idx) else { return }
        ptr[0] = all[idx * 2]
        ptr[1] = all[idx * 2 + 1]
    }
}

/// The names of Core Animation's built-in timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The curve's name.
    public let rawValue: String
    /// A curve named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Even throughout.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow at the start.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow at the end.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's default curve for implicit animations.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// What an animation shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing: the model value.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The end value, after the animation.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The start value, before the animation.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// How a keyframe animation joins its values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight between values.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// At an even pace.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// Along a smooth curve.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// Along a smooth curve at an even pace.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer following a keyframe path turns with it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Along the path's tangent, turned half round.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// A content transition's kind.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The kind's name.
    public let rawValue: String
    /// A kind named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A cross-fade.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away from the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// A content transition's direction.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The direction's name.
    public let rawValue: String
    /// A direction named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From the right.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
