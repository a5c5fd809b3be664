import Foundation

/// The kind of components a colour space has (`CGColorSpaceModel`).
public enum CGColorSpaceModel: Int32, Hashable, Sendable {
    /// Not known.
    case unknown = -1
    /// One grey component.
    case monochrome = 0
    /// Red, green and blue.
    case rgb = 1
}

/// A colour space (CoreGraphics' `CGColorSpace`): sRGB, Display P3, linear sRGB and grey
/// spaces by name. Backplate draws in sRGB; Display P3 components are drawn as sRGB ones.
public final class CGColorSpace: Hashable, Sendable, CustomStringConvertible {
    /// The space's name (`CGColorSpace.sRGB`...).
    public let name: CFString?
    /// Grey or RGB.
    public let model: CGColorSpaceModel

    /// The colour space `name` names, or `nil` for a name Backplate does not know.
    public init?(name: CFString) {
        guard let model = CGColorSpace.models[name] else { return nil }
        self.name = name
        self.model = model
    }

    init(known name: CFString) {
        self.name = name
        self.model = CGColorSpace.models[name] ?? .rgb
    }

    /// The number of colour components, alpha excluded.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    /// Whether components are linear (not gamma-encoded).
    package var isLinear: Bool { name == CGColorSpace.linearSRGB || name == CGColorSpace.extendedLinearSRGB || name == CGColorSpace.linearGray }

    /// Spaces are equal when their names are.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.name == rhs.name }
    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    /// The space's name.
    public var description: String { "<CGColorSpace \(name ?? "unnamed")>" }

    /// The sRGB colour space.
    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    /// sRGB with components outside 0...1.
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    /// sRGB primaries with linear components.
    public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
    /// Linear sRGB with components outside 0...1.
    public static let extendedLinearSRGB: CFString = "kCGColorSpaceExtendedLinearSRGB"
    /// Display P3 (drawn as sRGB by Backplate).
    public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    /// Grey with a 2.2 gamma.
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    /// Linear grey.
    public static let linearGray: CFString = "kCGColorSpaceLinearGray"
    /// Grey with components outside 0...1.
    public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"
    /// Generic RGB (treated as sRGB).
    public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"

    private static let models: [CFString: CGColorSpaceModel] = [
        sRGB: .rgb, extendedSRGB: .rgb, linearSRGB: .rgb, extendedLinearSRGB: .rgb, displayP3: .rgb,
        genericRGBLinear: .rgb, genericGrayGamma2_2: .monochrome, linearGray: .monochrome, extendedGray: .monochrome,
    ]
}

/// The device RGB colour space (sRGB on Linux).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(known: CGColorSpace.sRGB) }

/// The device grey colour space (2.2-gamma grey).
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(known: CGColorSpace.genericGrayGamma2_2) }
