import Foundation
import CoreGraphics

/// A colour for CoreImage filters (CoreImage's `CIColor`): sRGB components with alpha.
public final class CIColor: Sendable, Hashable, CustomStringConvertible {
    /// The red component.
    public let red: CGFloat
    /// The green component.
    public let green: CGFloat
    /// The blue component.
    public let blue: CGFloat
    /// The alpha component.
    public let alpha: CGFloat

    /// A colour of sRGB components and alpha.
    public init(red r: CGFloat, green g: CGFloat, blue b: CGFloat, alpha a: CGFloat) {
        red = r
        green = g
        blue = b
        alpha = a
    }

    /// An opaque colour of sRGB components.
    public convenience init(red r: CGFloat, green g: CGFloat, blue b: CGFloat) {
        self.init(red: r, green: g, blue: b, alpha: 1)
    }

    /// The colour of a CoreGraphics colour (its sRGB components).
    public convenience init(cgColor c: CGColor) {
        let s = c.sRGBComponents
        self.init(red: s.red, green: s.green, blue: s.blue, alpha: s.alpha)
    }

    /// The number of components: 4.
    public var numberOfComponents: Int { 4 }
    /// The colour as a CoreGraphics colour.
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// Opaque black.
    public static let black = CIColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = CIColor(red: 1, green: 1, blue: 1)
    /// Transparent black.
    public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque red.
    public static let red = CIColor(red: 1, green: 0, blue: 0)
    /// Opaque green.
    public static let green = CIColor(red: 0, green: 1, blue: 0)
    /// Opaque blue.
    public static let blue = CIColor(red: 0, green: 0, blue: 1)
    /// Opaque mid grey (0.5, 0.5, 0.5).
    public static let gray = CIColor(red: 0.5, green: 0.5, blue: 0.5)
    /// Opaque cyan.
    public static let cyan = CIColor(red: 0, green: 1, blue: 1)
    /// Opaque magenta.
    public static let magenta = CIColor(red: 1, green: 0, blue: 1)
    /// Opaque yellow.
    public static let yellow = CIColor(red: 1, green: 1, blue: 0)

    /// Colours are equal when their components are.
    public static func == (lhs: CIColor, rhs: CIColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }
    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
    }
    /// The components, as CoreImage prints them.
    public var description: String { "\(red) \(green) \(blue) \(alpha)" }

    /// The colour as straight-alpha bytes.
    var bytes: (UInt8, UInt8, UInt8, UInt8) {
        func byte(_ v: CGFloat) -> UInt8 { v.isNaN ? 0 : UInt8((min(max(v, 0), 1) * 255).rounded()) }
        return (byte(red), byte(green), byte(blue), byte(alpha))
    }
}
