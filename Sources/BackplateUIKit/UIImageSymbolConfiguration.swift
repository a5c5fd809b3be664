import Foundation
import BackplateCore

extension UIImage {
    /// The weight of a symbol image (UIKit's `UIImage.SymbolWeight`), matching the font weights.
    public enum SymbolWeight: Int, Sendable {
        /// No weight given: regular, or the text style's.
        case unspecified = 0
        /// Ultra light.
        case ultraLight = 1
        /// Thin.
        case thin = 2
        /// Light.
        case light = 3
        /// Regular.
        case regular = 4
        /// Medium.
        case medium = 5
        /// Semibold.
        case semibold = 6
        /// Bold.
        case bold = 7
        /// Heavy.
        case heavy = 8
        /// Black.
        case black = 9

        /// The SwiftUI weight that draws this one (nil when unspecified).
        var fontWeight: Font.Weight? {
            let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
            return rawValue >= 1 && rawValue <= 9 ? weights[rawValue - 1] : nil
        }
    }

    /// The size of a symbol image relative to its point size (UIKit's `UIImage.SymbolScale`):
    /// small, medium and large as SwiftUI's `imageScale`.
    public enum SymbolScale: Int, Sendable {
        /// The default scale (medium).
        case `default` = -1
        /// No scale given: medium, or another configuration's.
        case unspecified = 0
        /// Small.
        case small = 1
        /// Medium.
        case medium = 2
        /// Large.
        case large = 3

        /// The SwiftUI image scale that draws this one.
        var imageScale: Image.Scale {
            switch self {
            case .small: return .small
            case .large: return .large
            default: return .medium
            }
        }
    }

    /// The traits an image is drawn for (UIKit's `UIImage.Configuration`): the base of
    /// `SymbolConfiguration`, which is the one that changes how a symbol is drawn. Not
    /// `Sendable` here (Apple's is): an image keeps its configuration's values, which are.
    open class Configuration: NSObject {
        override init() { super.init() }
    }

    /// How a symbol image is drawn (UIKit's `UIImage.SymbolConfiguration`): its point size or
    /// text style, weight, scale and colours. The default is the body text style (17 points,
    /// regular, medium scale), as UIKit's.
    open class SymbolConfiguration: Configuration {
        let values: SymbolValues
        var pointSize: CGFloat? { values.pointSize }
        var weight: SymbolWeight { values.weight }

        init(values: SymbolValues) {
            self.values = values
            super.init()
        }

        convenience init(pointSize: CGFloat? = nil, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified,
                         textStyle: UIFont.TextStyle? = nil, hierarchicalColor: UIColor? = nil, paletteColors: [UIColor]? = nil,
                         prefersMulticolor: Bool = false) {
            self.init(values: SymbolValues(pointSize: pointSize, weight: weight, scale: scale, textStyle: textStyle,
                                           hierarchicalColor: hierarchicalColor, paletteColors: paletteColors,
                                           prefersMulticolor: prefersMulticolor))
        }

        /// A configuration that changes nothing.
        public static var unspecified: SymbolConfiguration { SymbolConfiguration() }

        /// A symbol `pointSize` points tall, as text of that size.
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified) }
        /// A symbol at `pointSize` and `weight`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }
        /// A symbol at `pointSize`, `weight` and `scale`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }
        /// A symbol of `weight`.
        public convenience init(weight: SymbolWeight) { self.init(pointSize: nil, weight: weight) }
        /// A symbol at `scale`.
        public convenience init(scale: SymbolScale) { self.init(pointSize: nil, scale: scale) }
        /// A symbol sized as `textStyle`'s text at the large content size (body 17, title1 28).
        public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: nil, textStyle: textStyle) }
        /// A symbol sized as `textStyle`'s text, at `scale`.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: nil, scale: scale, textStyle: textStyle)
        }
        /// A symbol sized as `font`: its point size (the font's weight is not read).
        public convenience init(font: UIFont) { self.init(pointSize: font.pointSize) }
        /// A symbol sized as `font`, at `scale`.
        public convenience init(font: UIFont, scale: SymbolScale) { self.init(pointSize: font.pointSize, scale: scale) }
        /// A symbol drawn hierarchically from `hierarchicalColor` (its secondary layers fainter).
        public convenience init(hierarchicalColor: UIColor) { self.init(pointSize: nil, hierarchicalColor: hierarchicalColor) }
        /// A symbol whose layers take `paletteColors` in order.
        public convenience init(paletteColors: [UIColor]) { self.init(pointSize: nil, paletteColors: paletteColors) }

        /// A configuration that draws symbols in their multicolour rendering where they have one.
        public static func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration(prefersMulticolor: true) }
        /// A configuration that draws symbols in one colour.
        public static func preferringMonochrome() -> SymbolConfiguration { SymbolConfiguration() }

        /// This configuration with what `configuration` specifies laid over it (its point size
        /// or text style, weight, scale and colours where given).
        public func applying(_ configuration: Configuration?) -> SymbolConfiguration {
            guard let other = configuration as? SymbolConfiguration else { return self }
            return SymbolConfiguration(values: values.applying(other.values))
        }
    }
}

/// A symbol configuration's values (`Sendable`, kept by the images drawn with them).
struct SymbolValues: Sendable {
    var pointSize: CGFloat?
    var weight: UIImage.SymbolWeight
    var scale: UIImage.SymbolScale
    var textStyle: UIFont.TextStyle?
    var hierarchicalColor: UIColor?
    var paletteColors: [UIColor]?
    var prefersMulticolor: Bool

    /// These values with `other`'s laid over them where `other` gives them.
    func applying(_ other: SymbolValues) -> SymbolValues {
        let sized = other.pointSize != nil || other.textStyle != nil
        return SymbolValues(pointSize: sized ? other.pointSize : pointSize,
                            weight: other.weight == .unspecified ? weight : other.weight,
                            scale: other.scale == .unspecified || other.scale == .default ? scale : other.scale,
                            textStyle: sized ? other.textStyle : textStyle,
                            hierarchicalColor: other.hierarchicalColor ?? hierarchicalColor,
                            paletteColors: other.paletteColors ?? paletteColors,
                            prefersMulticolor: other.prefersMulticolor || prefersMulticolor)
    }

    /// The SwiftUI font the symbol is drawn with: the point size, else the text style's size
    /// at the large content size, else the body's 17 points; the weight, else regular (a
    /// headline's semibold).
    var font: Font {
        let style = textStyle ?? .body
        let size = pointSize ?? style.pointSize
        let fallback: Font.Weight = textStyle == .headline ? .semibold : .regular
        return .system(size: size, weight: weight.fontWeight ?? fallback)
    }
}
