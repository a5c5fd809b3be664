import Foundation

/// A colour in a colour space (CoreGraphics' `CGColor`): components then alpha. SwiftUI's
/// `Color(cgColor:)` draws one; `Color.Resolved.cgColor` and `UIColor.cgColor` make one.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour space.
    public let colorSpace: CGColorSpace?
    /// The colour's components followed by alpha.
    public let components: [CGFloat]?

    /// A colour of `components` (the space's components then alpha); `nil` when the count
    /// does not match the space.
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let count = space.numberOfComponents + 1
        self.colorSpace = space
        self.components = (0..<count).map { CGColor.finite(components[$0]) }
    }

    /// An sRGB colour.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colorSpace = CGColorSpace(known: CGColorSpace.sRGB)
        components = [red, green, blue, alpha].map(CGColor.finite)
    }

    /// An sRGB colour.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey in the 2.2-gamma grey space.
    public init(gray: CGFloat, alpha: CGFloat) {
        colorSpace = CGColorSpace(known: CGColorSpace.genericGrayGamma2_2)
        components = [gray, alpha].map(CGColor.finite)
    }

    /// A grey in the 2.2-gamma grey space.
    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(gray: gray, alpha: alpha)
    }

    package init(space: CGColorSpace, values: [CGFloat]) {
        colorSpace = space
        components = values.map(CGColor.finite)
    }

    /// Opaque black: a context's initial fill and stroke colour. (CoreGraphics' `CGColor.black`
    /// is macOS-only; on iOS, as here, `.black` in a colour context means SwiftUI's or UIKit's.)
    package static let opaqueBlack = CGColor(gray: 0, alpha: 1)

    /// The number of components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same colour with `alpha`.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let space = colorSpace, var values = components else { return nil }
        values[values.count - 1] = alpha
        return CGColor(space: space, values: values)
    }

    /// The colour as gamma-encoded sRGB red, green, blue and alpha (grey spread to all three;
    /// linear spaces encoded; Display P3 taken as sRGB).
    package var sRGBComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let c = components ?? [0, 0, 0, 1]
        let linear = colorSpace?.isLinear ?? false
        func enc(_ v: CGFloat) -> CGFloat { linear ? CGColor.encode(v) : v }
        if c.count == 2 { return (enc(c[0]), enc(c[0]), enc(c[0]), c[1]) }
        guard c.count >= 4 else { return (0, 0, 0, 1) }
        return (enc(c[0]), enc(c[1]), enc(c[2]), c[3])
    }

    /// Colours are equal when their spaces and components are.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components }
    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
    /// The space and components.
    public var description: String {
        "<CGColor \(colorSpace?.name ?? "?")> [\((components ?? []).map { "\($0)" }.joined(separator: " "))]"
    }

    /// sRGB's transfer function, linear to gamma-encoded (sign kept for extended values).
    package static func encode(_ v: CGFloat) -> CGFloat {
        let a = abs(v)
        let e = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return v < 0 ? -e : e
    }

    private static func finite(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, -1e6), 1e6) }
}
