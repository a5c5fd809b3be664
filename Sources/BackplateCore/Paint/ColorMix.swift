import Foundation

extension Color {
    /// This colour mixed with `rhs` (iOS 18): `fraction` is how much of `rhs` goes in, from 0
    /// (this colour) to 1 (`rhs`), clamped to that range (NaN counts as 0).
    ///
    /// `.perceptual`, the default, mixes in OKLab, as perceptual gradients do (blue mixed
    /// with yellow by 0.5 is a grey-blue (148, 174, 181), not the sRGB average (128, 161, 128));
    /// `.device` averages the gamma-encoded sRGB components. Both colours are resolved in
    /// the environment first, so system colours mix their light or dark values.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let t = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        return Color(provider: .mix(provider, rhs.provider, t, colorSpace))
    }

    /// `a` and `b` mixed by `t` in `space` (opacity interpolated linearly).
    static func mixed(_ a: RGBAColor, _ b: RGBAColor, _ t: Double, in space: Gradient.ColorSpace) -> RGBAColor {
        if space == .perceptual { return OKLab.mix(a, b, t) }
        func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        return RGBAColor(red: lerp(a.red, b.red), green: lerp(a.green, b.green), blue: lerp(a.blue, b.blue), alpha: lerp(a.alpha, b.alpha))
    }
}
