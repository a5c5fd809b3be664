import Foundation
import BackplateCore

extension UIListContentConfiguration {
    /// How a list content configuration's text looks: its font, colour, alignment and line
    /// limits, drawn as a table draws the configuration (see `swiftUIContent`).
    public struct TextProperties: Hashable {
        /// How lines of the text align.
        public enum TextAlignment: Int, Hashable, Sendable {
            /// By the reading direction (leading).
            case natural = 0
            /// Centred.
            case center = 1
            /// Stretched to both edges.
            case justified = 2
        }

        /// A change of case applied to the text.
        public enum TextTransform: Int, Hashable, Sendable {
            /// As written.
            case none = 0
            /// In capitals.
            case uppercase = 1
            /// In lower case.
            case lowercase = 2
            /// Each word capitalised.
            case capitalized = 3
        }

        /// The font (a text style's, at the current content size).
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// How lines align (`.natural`).
        public var alignment = TextAlignment.natural
        /// How a line too long is cut (`.byTruncatingTail`).
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// The most lines (0: as many as the text needs, UIKit's default for list text).
        public var numberOfLines = 0
        /// Whether the font shrinks to fit the width (`false`).
        public var adjustsFontSizeToFitWidth = false
        /// How far the font may shrink (0).
        public var minimumScaleFactor: CGFloat = 0
        /// Whether letters may tighten before the text truncates (`false`).
        public var allowsDefaultTighteningForTruncation = false
        /// Whether the font follows Dynamic Type (`true`: list text resizes with it).
        public var adjustsFontForContentSizeCategory = true
        /// Whether truncated text shows in full when pointed at (`false`).
        public var showsExpansionTextWhenTruncated = false
        /// The change of case applied (`.none`).
        public var transform = TextTransform.none

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// The colour the text is drawn in: `color` (no colour transformer is modelled).
        public func resolvedColor() -> UIColor { color }
    }

    /// How a list content configuration's image looks: its tint, size limits and corners.
    /// Drawn as a table draws the configuration (see `swiftUIContent`; `reservedLayoutSize` and
    /// `preferredSymbolConfiguration` are kept, not applied).
    public struct ImageProperties: Hashable {
        /// The value of a dimension that asks for the system's standard size (UIKit's
        /// `UIListContentImageStandardDimension`, the most negative finite `CGFloat`).
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        /// The symbol configuration of a symbol image (`nil`: the text's style).
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The tint of a template image (`nil`: the view's tint colour).
        public var tintColor: UIColor?
        /// The corners' radius (0).
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is drawn at (`.zero`: no limit).
        public var maximumSize = CGSize.zero
        /// The size reserved for the image, whatever its own (`.zero`: its own size).
        public var reservedLayoutSize = CGSize.zero
        /// Whether the image keeps its colours under Smart Invert (`false`).
        public var accessibilityIgnoresInvertColors = false

        /// The tint the image is drawn with inside a view whose tint is `tintColor`: this
        /// properties' own tint when set, else the view's.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor { self.tintColor ?? tintColor }
    }
}

/// What a line too long for its width does (UIKit's `NSLineBreakMode`, with its raw values).
public enum NSLineBreakMode: Int, Hashable, Sendable {
    /// Wraps at word boundaries.
    case byWordWrapping = 0
    /// Wraps at any character.
    case byCharWrapping = 1
    /// Cuts the line off at the edge.
    case byClipping = 2
    /// Replaces the start with an ellipsis.
    case byTruncatingHead = 3
    /// Replaces the end with an ellipsis.
    case byTruncatingTail = 4
    /// Replaces the middle with an ellipsis.
    case byTruncatingMiddle = 5
}

/// Horizontal and vertical axes, as a set (UIKit's `UIAxis`, iOS 13.4).
public struct UIAxis: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Axes from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// The vertical axis.
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// Both axes.
    public static let both: UIAxis = [.horizontal, .vertical]
}
