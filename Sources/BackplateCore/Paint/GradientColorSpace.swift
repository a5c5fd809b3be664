import Foundation

extension Gradient {
    /// A method of interpolating between the colours of a gradient (SwiftUI's
    /// `Gradient.ColorSpace`, iOS 16).
    ///
    /// `.device` mixes the gamma-encoded sRGB components, as a plain cairo, SVG or PDF gradient
    /// does; `.perceptual` mixes in OKLab, where equal steps look equal: a blue-to-yellow ramp
    /// passes through greyish (148, 174, 181) at its middle instead of (122, 161, 133).
    ///
    /// A gradient without an explicit colour space uses `.perceptual` in Backplate. Apple does
    /// not document the default, but renders recorded on iOS in 2025 match OKLab within a few
    /// units and do not match sRGB (blue→yellow midpoint (146, 173, 184) measured, OKLab
    /// (148, 174, 181), sRGB (122, 161, 133)); see docs/text-fonts-images.md.
    public struct ColorSpace: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case device, perceptual }
        let kind: Kind

        /// Interpolates gradient colours in the output colour space (gamma-encoded sRGB).
        public static let device = ColorSpace(kind: .device)
        /// Interpolates gradient colours in a perceptual colour space (OKLab).
        public static let perceptual = ColorSpace(kind: .perceptual)
    }

    /// This gradient interpolating its colours in `space`.
    ///
    /// ```swift
    /// Rectangle().fill(Gradient(colors: [.white, .blue]).colorSpace(.device))
    /// ```
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        AnyGradient(self).colorSpace(space)
    }
}

extension AnyGradient {
    /// This gradient interpolating its colours in `space`. Applies to every gradient kind
    /// built from it (linear, radial, elliptical, angular) and to `Color.gradient`.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        var copy = self
        copy.colorSpaceValue = space
        return copy
    }
}

private struct DefaultGradientColorSpaceKey: EnvironmentKey {
    static let defaultValue = Gradient.ColorSpace.perceptual
}

extension EnvironmentValues {
    /// The colour space of gradients that do not name one with `colorSpace(_:)`: `.perceptual`
    /// (OKLab), which matches iOS renders. Backplate-only; set it to `.device` to reproduce
    /// plain sRGB ramps.
    public var defaultGradientColorSpace: Gradient.ColorSpace {
        get { self[DefaultGradientColorSpaceKey.self] }
        set { self[DefaultGradientColorSpaceKey.self] = newValue }
    }
}

/// OKLab (Björn Ottosson, 2020): the perceptual space `.perceptual` gradients mix in.
package enum OKLab {
    /// OKLab (L, a, b) of a gamma-encoded sRGB colour.
    package static func fromSRGB(_ c: RGBAColor) -> (L: Double, a: Double, b: Double) {
        let r = Color.decode(c.red), g = Color.decode(c.green), bl = Color.decode(c.blue)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
        return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    /// The gamma-encoded sRGB colour of OKLab (L, a, b), clamped to the sRGB gamut.
    package static func toSRGB(L: Double, a: Double, b: Double, alpha: Double) -> RGBAColor {
        let l = pow(L + 0.3963377774 * a + 0.2158037573 * b, 3)
        let m = pow(L - 0.1055613458 * a - 0.0638541728 * b, 3)
        let s = pow(L - 0.0894841775 * a - 1.2914855480 * b, 3)
        func enc(_ v: Double) -> Double { min(max(Color.encode(min(max(v, 0), 1)), 0), 1) }
        return RGBAColor(red: enc(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
                         green: enc(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
                         blue: enc(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s),
                         alpha: alpha)
    }

    /// The colour at `t` (0...1) between `x` and `y`, mixed in OKLab with premultiplied
    /// opacity (a fully clear end contributes only its opacity, never its colour).
    package static func mix(_ x: RGBAColor, _ y: RGBAColor, _ t: Double) -> RGBAColor {
        let alpha = x.alpha + (y.alpha - x.alpha) * t
        guard alpha > 0 else { return RGBAColor(red: x.red, green: x.green, blue: x.blue, alpha: 0) }
        let p = fromSRGB(x), q = fromSRGB(y)
        let wx = x.alpha * (1 - t), wy = y.alpha * t
        return toSRGB(L: (p.L * wx + q.L * wy) / alpha, a: (p.a * wx + q.a * wy) / alpha,
                      b: (p.b * wx + q.b * wy) / alpha, alpha: alpha)
    }

    /// Sub-stops per segment when an OKLab ramp is written as sRGB stops: the piecewise-linear
    /// sRGB ramp then stays within about half a unit (of 255) of the OKLab curve.
    package static let stepsPerSegment = 16

    /// `stops` with sRGB stops inserted between neighbours so that a renderer interpolating
    /// gamma-encoded sRGB (cairo, SVG, PDF) draws the OKLab ramp.
    package static func densify(_ stops: [GradientStopPaint]) -> [GradientStopPaint] {
        guard stops.count > 1 else { return stops }
        var out: [GradientStopPaint] = [stops[0]]
        for (a, b) in zip(stops, stops.dropFirst()) {
            if b.location > a.location, a.color != b.color {
                for i in 1..<stepsPerSegment {
                    let t = Double(i) / Double(stepsPerSegment)
                    out.append(GradientStopPaint(color: mix(a.color, b.color, t), location: a.location + (b.location - a.location) * t))
                }
            }
            out.append(b)
        }
        return out
    }
}
