import Foundation

/// A matrix to use in an RGBA colour transformation, as SwiftUI's `ColorMatrix`: five
/// columns, each with a red, green, blue and alpha component. A colour (r, g, b, a) with
/// straight (unpremultiplied) components in 0...1 becomes
/// `r' = r1·r + r2·g + r3·b + r4·a + r5` (and likewise for g', b', a'), clamped to 0...1.
///
/// Backplate applies colour matrices to the gamma-encoded sRGB components, as CSS and SVG
/// filters do by default (`color-interpolation-filters: sRGB`).
public struct ColorMatrix: Hashable, Sendable {
    /// The red row: weights of red, green, blue and alpha, then the offset.
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    /// The green row: weights of red, green, blue and alpha, then the offset.
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    /// The blue row: weights of red, green, blue and alpha, then the offset.
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    /// The alpha row: weights of red, green, blue and alpha, then the offset.
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    /// Creates the identity matrix.
    public init() {}

    /// Creates a matrix from its rows (each five values: red, green, blue, alpha, offset).
    package init(rows r: [Double], _ g: [Double], _ b: [Double], _ a: [Double]) {
        func f(_ row: [Double], _ i: Int) -> Float { Float(row[i]) }
        (r1, r2, r3, r4, r5) = (f(r, 0), f(r, 1), f(r, 2), f(r, 3), f(r, 4))
        (g1, g2, g3, g4, g5) = (f(g, 0), f(g, 1), f(g, 2), f(g, 3), f(g, 4))
        (b1, b2, b3, b4, b5) = (f(b, 0), f(b, 1), f(b, 2), f(b, 3), f(b, 4))
        (a1, a2, a3, a4, a5) = (f(a, 0), f(a, 1), f(a, 2), f(a, 3), f(a, 4))
    }

    /// Whether the matrix leaves every colour unchanged.
    public var isIdentity: Bool { self == ColorMatrix() }

    /// The transformed colour (straight components in 0...1), clamped to 0...1.
    public func apply(red r: Double, green g: Double, blue b: Double, alpha a: Double) -> (red: Double, green: Double, blue: Double, alpha: Double) {
        func c(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        func row(_ x1: Float, _ x2: Float, _ x3: Float, _ x4: Float, _ x5: Float) -> Double {
            Double(x1) * r + Double(x2) * g + Double(x3) * b + Double(x4) * a + Double(x5)
        }
        return (c(row(r1, r2, r3, r4, r5)), c(row(g1, g2, g3, g4, g5)), c(row(b1, b2, b3, b4, b5)), c(row(a1, a2, a3, a4, a5)))
    }

    // MARK: The matrices of SwiftUI's colour effects

    /// Rec. 709 luma weights (ITU-R BT.709, the sRGB primaries), as the W3C Filter Effects
    /// `saturate` and `hueRotate` matrices use them (rounded there to 0.213, 0.715, 0.072).
    static let luma = (r: 0.2126, g: 0.7152, b: 0.0722)

    /// `saturation(_:)` / `grayscale(_:)`: the W3C Filter Effects `saturate` matrix, which
    /// interpolates between the Rec. 709 luma grey (0) and the colour (1), as Core Image's
    /// `CIColorControls` saturation does; values above 1 oversaturate.
    static func saturation(_ s: Double) -> ColorMatrix {
        let (lr, lg, lb) = luma
        return ColorMatrix(rows: [lr + (1 - lr) * s, lg - lg * s, lb - lb * s, 0, 0],
                           [lr - lr * s, lg + (1 - lg) * s, lb - lb * s, 0, 0],
                           [lr - lr * s, lg - lg * s, lb + (1 - lb) * s, 0, 0],
                           [0, 0, 0, 1, 0])
    }

    /// `brightness(_:)`: adds `amount` to red, green and blue (Core Image's `CIColorControls`
    /// brightness; 1 turns every opaque colour white). Transparent pixels stay transparent.
    static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix(rows: [1, 0, 0, 0, amount], [0, 1, 0, 0, amount], [0, 0, 1, 0, amount], [0, 0, 0, 1, 0])
    }

    /// `contrast(_:)`: scales each component's distance from mid grey, `(c − ½)·k + ½`
    /// (Core Image's `CIColorControls` contrast); negative values also invert.
    static func contrast(_ k: Double) -> ColorMatrix {
        let o = 0.5 * (1 - k)
        return ColorMatrix(rows: [k, 0, 0, 0, o], [0, k, 0, 0, o], [0, 0, k, 0, o], [0, 0, 0, 1, 0])
    }

    /// `colorInvert()`: `1 − c` for red, green and blue.
    static var invert: ColorMatrix {
        ColorMatrix(rows: [-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1], [0, 0, 0, 1, 0])
    }

    /// `colorMultiply(_:)`: each component times the colour's (alpha included).
    static func multiply(_ c: RGBAColor) -> ColorMatrix {
        ColorMatrix(rows: [c.red, 0, 0, 0, 0], [0, c.green, 0, 0, 0], [0, 0, c.blue, 0, 0], [0, 0, 0, c.alpha, 0])
    }

    /// `hueRotation(_:)`: the W3C Filter Effects `hueRotate` matrix (a rotation about the grey
    /// axis that keeps Rec. 709 luma).
    static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let c = cos(angle.radians), s = sin(angle.radians)
        return ColorMatrix(rows: [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0],
                           [0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0],
                           [0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0],
                           [0, 0, 0, 1, 0])
    }

    /// `luminanceToAlpha()`: black whose alpha is the colour's luminance (the W3C Filter
    /// Effects `luminanceToAlpha` matrix: 0.2125 R + 0.7154 G + 0.0721 B).
    static var luminanceToAlpha: ColorMatrix {
        ColorMatrix(rows: [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0.2125, 0.7154, 0.0721, 0, 0])
    }
}

/// The set of values that determine how colours are rendered in a drawing group
/// (`drawingGroup(opaque:colorMode:)`).
public enum ColorRenderingMode: Hashable, Sendable {
    /// Non-linear sRGB with components clamped to 0...1 (8 bits per component).
    case nonLinear
    /// Linear sRGB with components clamped to 0...1.
    case linear
    /// Extended linear sRGB, components may exceed 0...1.
    case extendedLinear
}
