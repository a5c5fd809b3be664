import Foundation

extension Color {
    /// A colour from a CoreGraphics colour: its components as sRGB (grey spread to red, green
    /// and blue; linear spaces encoded; Display P3 drawn as sRGB, as Backplate's output is).
    public init(cgColor: CGColor) {
        let c = cgColor.sRGBComponents
        self.init(.sRGB, red: Double(c.red), green: Double(c.green), blue: Double(c.blue), opacity: Double(c.alpha))
    }

    /// A colour from a CoreGraphics colour (SwiftUI's older spelling of `init(cgColor:)`).
    public init(_ cgColor: CGColor) {
        self.init(cgColor: cgColor)
    }

    /// The colour as a CoreGraphics colour when it is constant (made from components, a
    /// `CGColor` or a constant `UIColor`), else `nil`: a system or dynamic colour depends on
    /// the environment, so use `resolve(in:)`.
    public var cgColor: CGColor? {
        var provider = self.provider, factor = 1.0
        while case .opacity(let base, let f) = provider { provider = base; factor *= f }
        guard case .rgb(let c) = provider else { return nil }
        return CGColor(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha * factor))
    }
}

extension Color.Resolved {
    /// The resolved colour as an sRGB CoreGraphics colour (gamma-encoded components).
    public var cgColor: CGColor {
        CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
    }
}
