import Foundation
import BackplateCore

/// A function a configuration applies to a colour before drawing it (UIKit's
/// `UIConfigurationColorTransformer`).
public struct UIConfigurationColorTransformer {
    /// The function.
    public let transform: (UIColor) -> UIColor

    /// A transformer applying `transform`.
    public init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }

    /// Applies the transformer to `input`.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// A transformer to the grey of the same lightness.
    public static var grayscale: UIConfigurationColorTransformer { UIConfigurationColorTransformer { color in
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return UIColor(white: 0.2126 * red + 0.7152 * green + 0.0722 * blue, alpha: alpha)
    } }
    /// A transformer to the preferred tint (the system blue in a render).
    public static var preferredTint: UIConfigurationColorTransformer { UIConfigurationColorTransformer { _ in .tintColor } }
    /// A transformer to the tint at the colour's opacity.
    public static var monochromeTint: UIConfigurationColorTransformer { UIConfigurationColorTransformer { color in
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return UIColor.tintColor.withAlphaComponent(alpha)
    } }
}

/// A function a configuration applies to a text's attributes before drawing it (UIKit's
/// `UIConfigurationTextAttributesTransformer`): a button draws its title in the font and
/// colour the transformer sets.
public struct UIConfigurationTextAttributesTransformer {
    /// The function.
    public let transform: (AttributeContainer) -> AttributeContainer

    /// A transformer applying `transform`.
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) { self.transform = transform }

    /// Applies the transformer to `input`.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}

/// The edges of a rectangle by reading direction (UIKit's `NSDirectionalRectEdge`).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The edges' bits.
    public let rawValue: UInt
    /// Edges from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No edge.
    public static let none = NSDirectionalRectEdge([])
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
