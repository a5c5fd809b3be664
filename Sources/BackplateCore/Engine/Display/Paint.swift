import Foundation

/// A colour in gamma-encoded sRGB with straight (not premultiplied) alpha, each 0...1
/// (extended-range values are kept).
package struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, gamma-encoded.
    package var red: Double
    /// Green, gamma-encoded.
    package var green: Double
    /// Blue, gamma-encoded.
    package var blue: Double
    /// Opacity.
    package var alpha: Double

    /// Creates a colour from gamma-encoded sRGB components.
    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// Creates a colour from 0–255 components.
    init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) {
        self.init(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    /// Fully transparent black.
    package static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The colour with its alpha multiplied.
    package func multiplyingOpacity(_ f: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha * f)
    }

    /// `#RRGGBB` or `#RRGGBBAA` (alpha only when not opaque).
    package var description: String {
        func h(_ v: Double) -> String { String(format: "%02X", v.isNaN ? 0 : Int((min(max(v, 0), 1) * 255).rounded())) }
        return "#" + h(red) + h(green) + h(blue) + (alpha < 1 ? h(alpha) : "")
    }
}

/// A colour stop of a resolved gradient.
package struct GradientStopPaint: Hashable, Sendable {
    /// The colour.
    package var color: RGBAColor
    /// The location, 0...1 along the gradient.
    package var location: Double
}

/// Resolved paint, in absolute coordinates: what the display list fills and strokes with.
package enum Paint: Hashable, Sendable, CustomStringConvertible {
    /// A flat colour.
    case color(RGBAColor)
    /// A linear gradient between two points.
    case linearGradient(stops: [GradientStopPaint], start: CGPoint, end: CGPoint)
    /// A radial gradient between two circles around `center`, mapped through `transform`
    /// (an elliptical gradient is a radial one with a non-uniform scale).
    case radialGradient(stops: [GradientStopPaint], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, transform: CGAffineTransform)
    /// An angular (conic) gradient around `center`, from `startAngle` to `endAngle` (radians,
    /// clockwise on screen).
    case angularGradient(stops: [GradientStopPaint], center: CGPoint, startAngle: Double, endAngle: Double)
    /// A mesh gradient: flat-coloured cells tiling a region (`MeshGradient` as a shape style).
    case meshGradient(MeshPaint)
    /// A material: a blur of the backdrop with a tint on top.
    case material(blurRadius: CGFloat, tint: RGBAColor, saturation: Double)

    /// The paint with every colour's opacity multiplied.
    package func multiplyingOpacity(_ f: Double) -> Paint {
        guard f != 1 else { return self }
        func m(_ s: [GradientStopPaint]) -> [GradientStopPaint] {
            s.map { GradientStopPaint(color: $0.color.multiplyingOpacity(f), location: $0.location) }
        }
        switch self {
        case .color(let c): return .color(c.multiplyingOpacity(f))
        case .linearGradient(let s, let a, let b): return .linearGradient(stops: m(s), start: a, end: b)
        case .radialGradient(let s, let c, let r0, let r1, let t):
            return .radialGradient(stops: m(s), center: c, startRadius: r0, endRadius: r1, transform: t)
        case .angularGradient(let s, let c, let a0, let a1): return .angularGradient(stops: m(s), center: c, startAngle: a0, endAngle: a1)
        case .meshGradient(let mesh): return .meshGradient(mesh.multiplyingOpacity(f))
        case .material(let r, let tint, let sat): return .material(blurRadius: r, tint: tint.multiplyingOpacity(f), saturation: sat)
        }
    }

    /// Whether the paint draws nothing.
    var isClear: Bool {
        switch self {
        case .color(let c): return c.alpha <= 0
        case .linearGradient(let s, _, _), .radialGradient(let s, _, _, _, _), .angularGradient(let s, _, _, _):
            return s.allSatisfy { $0.color.alpha <= 0 }
        case .meshGradient(let mesh): return mesh.isClear
        case .material: return false
        }
    }

    /// A compact form for printed display lists.
    package var description: String {
        func stops(_ s: [GradientStopPaint]) -> String { s.map { "\($0.color)@\(formatLength($0.location))" }.joined(separator: " ") }
        func pt(_ p: CGPoint) -> String { "(\(formatLength(p.x)), \(formatLength(p.y)))" }
        switch self {
        case .color(let c): return c.description
        case .linearGradient(let s, let a, let b): return "linear[\(stops(s))] \(pt(a))→\(pt(b))"
        case .radialGradient(let s, let c, let r0, let r1, _): return "radial[\(stops(s))] \(pt(c)) r\(formatLength(r0))→\(formatLength(r1))"
        case .angularGradient(let s, let c, let a0, let a1): return "angular[\(stops(s))] \(pt(c)) \(formatLength(a0))→\(formatLength(a1))"
        case .meshGradient(let m): return "mesh[\(m.cells.count) cells over \(m.background)] \(pt(m.bounds.origin)) \(formatLength(m.bounds.width))×\(formatLength(m.bounds.height))"
        case .material(let r, let tint, _): return "material(blur \(formatLength(r)), \(tint))"
        }
    }
}
