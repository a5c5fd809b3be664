import Foundation

/// A plane angle, stored in radians: the angle type of Apple's Spatial module (a 3D chart's
/// pose, a rotation's angle). Arithmetic and comparison act on the radians.
public struct Angle2D: Hashable, Comparable, Sendable, Codable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// A zero angle.
    public init() { radians = 0 }
    /// An angle of `radians` radians.
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees` degrees.
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    /// An angle of `radians` radians, from any floating-point type.
    public init<T: BinaryFloatingPoint>(radians: T) { self.radians = Double(radians) }
    /// An angle of `degrees` degrees, from any floating-point type.
    public init<T: BinaryFloatingPoint>(degrees: T) { self.init(degrees: Double(degrees)) }

    /// An angle of `radians` radians.
    public static func radians(_ radians: Double) -> Angle2D { Angle2D(radians: radians) }
    /// An angle of `degrees` degrees.
    public static func degrees(_ degrees: Double) -> Angle2D { Angle2D(degrees: degrees) }
    /// The zero angle.
    public static var zero: Angle2D { Angle2D() }

    /// The same direction within -π to π radians.
    public var normalized: Angle2D {
        var r = radians.truncatingRemainder(dividingBy: 2 * .pi)
        if r > .pi { r -= 2 * .pi } else if r <= -.pi { r += 2 * .pi }
        return Angle2D(radians: r)
    }

    /// Whether `a` is the smaller angle.
    public static func < (a: Angle2D, b: Angle2D) -> Bool { a.radians < b.radians }
    /// The sum of two angles.
    public static func + (a: Angle2D, b: Angle2D) -> Angle2D { Angle2D(radians: a.radians + b.radians) }
    /// The difference of two angles.
    public static func - (a: Angle2D, b: Angle2D) -> Angle2D { Angle2D(radians: a.radians - b.radians) }
    /// The angle scaled by `b`.
    public static func * (a: Angle2D, b: Double) -> Angle2D { Angle2D(radians: a.radians * b) }
    /// The angle scaled by `a`.
    public static func * (a: Double, b: Angle2D) -> Angle2D { Angle2D(radians: a * b.radians) }
    /// The angle divided by `b`.
    public static func / (a: Angle2D, b: Double) -> Angle2D { Angle2D(radians: a.radians / b) }
    /// The opposite angle.
    public static prefix func - (a: Angle2D) -> Angle2D { Angle2D(radians: -a.radians) }
    /// Adds `b` to `a`.
    public static func += (a: inout Angle2D, b: Angle2D) { a.radians += b.radians }
    /// Subtracts `b` from `a`.
    public static func -= (a: inout Angle2D, b: Angle2D) { a.radians -= b.radians }
}
