import Foundation
import BackplateCore

/// A description of a font (UIKit's `UIFontDescriptor`), enough for the common
/// `font.fontDescriptor.withDesign(.rounded)` then `UIFont(descriptor:size:)`.
public final class UIFontDescriptor: NSObject, Sendable {
    /// The designs of the system font.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        /// UIKit's name of the design.
        public let rawValue: String
        /// A design from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The default design (SF Pro).
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// Rounded (SF Pro Rounded).
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// Serif (New York).
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// Monospaced (SF Mono).
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")

        /// SwiftUI's design of the same name.
        var swiftUIDesign: Font.Design {
            switch self {
            case .rounded: .rounded
            case .serif: .serif
            case .monospaced: .monospaced
            default: .default
            }
        }
    }

    let font: UIFont
    init(font: UIFont) { self.font = font }

    /// The descriptor's size in points.
    public var pointSize: CGFloat { font.pointSize }

    /// The same font in `design`: `nil` unless it is the system font, as in UIKit.
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        guard case .system(let weight, _, let italic, let digits) = font.face else { return nil }
        let face = UIFont.Face.system(weight, design.swiftUIDesign, italic: italic, monospacedDigits: digits)
        return UIFontDescriptor(font: UIFont(face: face, pointSize: font.pointSize))
    }

    /// The same font at `pointSize`.
    public func withSize(_ pointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(font: font.withSize(pointSize))
    }
}

extension UIFont {
    /// The font's descriptor.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

    /// The font `descriptor` describes, at `pointSize` (0: the descriptor's own size).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self.init(face: descriptor.font.face, pointSize: pointSize > 0 ? pointSize : descriptor.font.pointSize)
    }
}
