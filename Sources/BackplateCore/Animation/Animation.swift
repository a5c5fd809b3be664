import Foundation

/// How a change animates. A still render shows a single frame with every animated value at
/// its final state, so an animation never changes what is drawn; its description is kept
/// (`description`) so code and tests can inspect which curve was asked for.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// A readable description of the curve and its modifiers, such as
    /// `easeInOut(duration: 0.3).delay(0.1)`.
    public let description: String
    /// The curve's nominal duration in seconds (springs: their perceptual duration), before
    /// `speed`, `delay` and repeats. Informational only.
    public let duration: TimeInterval
    /// The curve over time (`AnimationMotion.swift`): what `animate(value:time:context:)` evaluates.
    package let motion: AnimationMotion

    init(_ description: String, duration: TimeInterval, motion: AnimationMotion) {
        self.description = description
        self.duration = duration
        self.motion = motion
    }

    private static func fmt(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e9 ? String(Int(v)) : String(v)
    }

    // MARK: Timing curves

    /// The default animation (a spring on current systems). No effect on a still render.
    public static let `default` = Animation("default", duration: 0.5, motion: .spring(Spring(duration: 0.5, bounce: 0), initialVelocity: 0))
    /// Linear timing over 0.35 s.
    public static let linear = Animation("linear", duration: 0.35, motion: .curve(.linear, duration: 0.35))
    /// Linear timing over `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation { Animation("linear(duration: \(fmt(duration)))", duration: duration, motion: .curve(.linear, duration: duration)) }
    /// Ease-in timing over 0.35 s.
    public static let easeIn = Animation("easeIn", duration: 0.35, motion: .curve(.easeIn, duration: 0.35))
    /// Ease-in timing over `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation { Animation("easeIn(duration: \(fmt(duration)))", duration: duration, motion: .curve(.easeIn, duration: duration)) }
    /// Ease-out timing over 0.35 s.
    public static let easeOut = Animation("easeOut", duration: 0.35, motion: .curve(.easeOut, duration: 0.35))
    /// Ease-out timing over `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation { Animation("easeOut(duration: \(fmt(duration)))", duration: duration, motion: .curve(.easeOut, duration: duration)) }
    /// Ease-in-out timing over 0.35 s.
    public static let easeInOut = Animation("easeInOut", duration: 0.35, motion: .curve(.easeInOut, duration: 0.35))
    /// Ease-in-out timing over `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation("easeInOut(duration: \(fmt(duration)))", duration: duration, motion: .curve(.easeInOut, duration: duration)) }
    /// A cubic Bézier timing curve with control points (c0x, c0y) and (c1x, c1y).
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation("timingCurve(\(fmt(c0x)), \(fmt(c0y)), \(fmt(c1x)), \(fmt(c1y)), duration: \(fmt(duration)))", duration: duration, motion: .bezier(c0x, c0y, c1x, c1y, duration: duration))
    }
    /// A timing curve given as a `UnitCurve`.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation("timingCurve(\(curve), duration: \(fmt(duration)))", duration: duration, motion: .curve(curve, duration: duration))
    }

    // MARK: Springs

    /// A spring with the default response (0.5 s) and damping (0.825).
    public static let spring = Animation("spring", duration: 0.5, motion: .spring(Spring(response: 0.5, dampingRatio: 0.825), initialVelocity: 0))
    /// A spring described by its response, damping fraction and blend duration.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation("spring(response: \(fmt(response)), dampingFraction: \(fmt(dampingFraction)), blendDuration: \(fmt(blendDuration)))", duration: response, motion: .spring(Spring(response: response, dampingRatio: dampingFraction), initialVelocity: 0))
    }
    /// A spring described by its perceptual duration and bounce (iOS 17).
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation("spring(duration: \(fmt(duration)), bounce: \(fmt(bounce)), blendDuration: \(fmt(blendDuration)))", duration: duration, motion: .spring(Spring(duration: duration, bounce: bounce), initialVelocity: 0))
    }
    /// An animation driven by a `Spring` (iOS 17).
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation("spring(\(spring), blendDuration: \(fmt(blendDuration)))", duration: spring.duration, motion: .spring(spring, initialVelocity: 0))
    }
    /// The interactive spring (response 0.15, damping 0.86, blend 0.25).
    public static let interactiveSpring = Animation("interactiveSpring", duration: 0.15, motion: .spring(Spring(response: 0.15, dampingRatio: 0.86), initialVelocity: 0))
    /// An interactive spring with the given response, damping and blend duration.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        Animation("interactiveSpring(response: \(fmt(response)), dampingFraction: \(fmt(dampingFraction)), blendDuration: \(fmt(blendDuration)))", duration: response, motion: .spring(Spring(response: response, dampingRatio: dampingFraction), initialVelocity: 0))
    }
    /// An interactive spring with a duration and extra bounce (iOS 17).
    @_disfavoredOverload
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0, blendDuration: TimeInterval = 0.25) -> Animation {
        Animation("interactiveSpring(duration: \(fmt(duration)), extraBounce: \(fmt(extraBounce)), blendDuration: \(fmt(blendDuration)))", duration: duration, motion: .spring(Spring(duration: duration, bounce: 0.14 + extraBounce), initialVelocity: 0))
    }
    /// A spring interpolating like a physical spring with default parameters (iOS 17).
    public static let interpolatingSpring = Animation("interpolatingSpring", duration: 0.5, motion: .spring(Spring(duration: 0.5, bounce: 0), initialVelocity: 0))
    /// A physical spring described by mass, stiffness and damping.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        let duration = stiffness > 0 && mass > 0 ? 2 * Double.pi / (stiffness / mass).squareRoot() : 0.5
        return Animation("interpolatingSpring(mass: \(fmt(mass)), stiffness: \(fmt(stiffness)), damping: \(fmt(damping)), initialVelocity: \(fmt(initialVelocity)))", duration: duration, motion: .spring(Spring(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: initialVelocity))
    }
    /// An interpolating spring with a duration and bounce (iOS 17).
    @_disfavoredOverload
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring(duration: \(fmt(duration)), bounce: \(fmt(bounce)), initialVelocity: \(fmt(initialVelocity)))", duration: duration, motion: .spring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity))
    }
    /// An interpolating spring driven by a `Spring` (iOS 17).
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring(\(spring), initialVelocity: \(fmt(initialVelocity)))", duration: spring.duration, motion: .spring(spring, initialVelocity: initialVelocity))
    }
    /// A spring with a predefined duration and higher bounce (iOS 17).
    public static let bouncy = Animation("bouncy", duration: 0.5, motion: .spring(.bouncy, initialVelocity: 0))
    /// A bouncy spring with a duration and extra bounce (iOS 17).
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("bouncy(duration: \(fmt(duration)), extraBounce: \(fmt(extraBounce)))", duration: duration, motion: .spring(.bouncy(duration: duration, extraBounce: extraBounce), initialVelocity: 0))
    }
    /// A smooth spring with no bounce (iOS 17).
    public static let smooth = Animation("smooth", duration: 0.5, motion: .spring(.smooth, initialVelocity: 0))
    /// A smooth spring with a duration and extra bounce (iOS 17).
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("smooth(duration: \(fmt(duration)), extraBounce: \(fmt(extraBounce)))", duration: duration, motion: .spring(.smooth(duration: duration, extraBounce: extraBounce), initialVelocity: 0))
    }
    /// A snappy spring with a small bounce (iOS 17).
    public static let snappy = Animation("snappy", duration: 0.5, motion: .spring(.snappy, initialVelocity: 0))
    /// A snappy spring with a duration and extra bounce (iOS 17).
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("snappy(duration: \(fmt(duration)), extraBounce: \(fmt(extraBounce)))", duration: duration, motion: .spring(.snappy(duration: duration, extraBounce: extraBounce), initialVelocity: 0))
    }

    // MARK: Modifiers

    /// Delays the start by `delay` seconds (a still render shows the final state regardless).
    public func delay(_ delay: TimeInterval) -> Animation { Animation("\(description).delay(\(Self.fmt(delay)))", duration: duration, motion: .delay(motion, delay)) }
    /// Changes the playback speed (a still render shows the final state regardless).
    public func speed(_ speed: Double) -> Animation { Animation("\(description).speed(\(Self.fmt(speed)))", duration: duration, motion: .speed(motion, speed)) }
    /// Repeats `repeatCount` times, reversing every other run by default. A still render shows
    /// the state the code set, as for any other animation.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation("\(description).repeatCount(\(repeatCount), autoreverses: \(autoreverses))", duration: duration, motion: .repeating(motion, count: repeatCount, autoreverses: autoreverses))
    }
    /// Repeats forever, reversing every other run by default. A still render shows the state
    /// the code set (the animation's target), never an intermediate frame.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation("\(description).repeatForever(autoreverses: \(autoreverses))", duration: duration, motion: .repeating(motion, count: nil, autoreverses: autoreverses))
    }
}

/// A representation of a spring's motion (iOS 17), described by duration and bounce.
public struct Spring: Hashable, Sendable, CustomStringConvertible {
    /// The perceptual duration in seconds.
    public var duration: TimeInterval
    /// How bouncy the spring is: 0 no bounce, positive more bounce, negative overdamped.
    public var bounce: Double

    /// Creates a spring from a perceptual duration and bounce.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        self.duration = duration
        self.bounce = bounce
    }
    /// Creates a spring from a response and damping ratio.
    public init(response: Double, dampingRatio: Double) {
        self.init(duration: response, bounce: 1 - dampingRatio)
    }
    /// Creates a spring from physical parameters.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let m = mass > 0 ? mass : 1, k = stiffness > 0 ? stiffness : 1
        let ratio = damping / (2 * (k * m).squareRoot())
        self.init(duration: 2 * Double.pi / (k / m).squareRoot(), bounce: allowOverDamping ? 1 - ratio : max(0, 1 - ratio))
    }
    /// A smooth spring with no bounce.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// A smooth spring with a duration and extra bounce.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    /// A snappy spring with a small bounce.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// A snappy spring with a duration and extra bounce.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    /// A spring with a higher bounce.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    /// A bouncy spring with a duration and extra bounce.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }
    /// `Spring(duration:bounce:)`.
    public var description: String { "Spring(duration: \(duration), bounce: \(bounce))" }
}

extension Animation: CustomDebugStringConvertible {
    /// The curve and its modifiers, as `description` writes them.
    public var debugDescription: String { description }
}

extension Animation: CustomReflectable {
    /// The animation as a debugger shows it: its description and nominal duration.
    public var customMirror: Mirror { Mirror(self, children: ["description": description, "duration": duration]) }
}
