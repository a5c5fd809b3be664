import Foundation
import BackplateCore

/// A line style of underlines and strikethroughs (UIKit's `NSUnderlineStyle`).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// A style from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid pattern (the default).
    public static let patternSolid = NSUnderlineStyle([])
    /// Dots.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// Dashes.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Dashes and two dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Under words only, not spaces.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

extension AttributeScopes {
    /// UIKit's attributes (`attributedString.uiKit.font`...): what `NSAttributedString`'s
    /// `.font`, `.foregroundColor`... keys become in an `AttributedString`. SwiftUI's `Text`
    /// does not draw them (it draws `swiftUI` and Foundation attributes), as on iOS.
    public struct UIKitAttributes: AttributeScope {
        /// A run's font.
        public let font: FontAttribute
        /// A run's text colour.
        public let foregroundColor: ForegroundColorAttribute
        /// A run's background colour.
        public let backgroundColor: BackgroundColorAttribute
        /// Extra space after each character, in points.
        public let kern: KernAttribute
        /// Extra space between characters, in points.
        public let tracking: TrackingAttribute
        /// The underline's style.
        public let underlineStyle: UnderlineStyleAttribute
        /// The underline's colour.
        public let underlineColor: UnderlineColorAttribute
        /// The strikethrough's style.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// The strikethrough's colour.
        public let strikethroughColor: StrikethroughColorAttribute
        /// The baseline offset, in points.
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's attributes (`link`...).
        public let foundation: FoundationAttributes

        /// The font key ("NSFont").
        public enum FontAttribute: AttributedStringKey, Sendable {
            public typealias Value = UIFont
            public static let name = "NSFont"
        }
        /// The text colour key ("NSColor").
        public enum ForegroundColorAttribute: AttributedStringKey, Sendable {
            public typealias Value = UIColor
            public static let name = "NSColor"
        }
        /// The background colour key.
        public enum BackgroundColorAttribute: AttributedStringKey, Sendable {
            public typealias Value = UIColor
            public static let name = "NSBackgroundColor"
        }
        /// The kern key.
        public enum KernAttribute: AttributedStringKey, Sendable {
            public typealias Value = CGFloat
            public static let name = "NSKern"
        }
        /// The tracking key.
        public enum TrackingAttribute: AttributedStringKey, Sendable {
            public typealias Value = CGFloat
            public static let name = "NSTracking"
        }
        /// The underline style key.
        public enum UnderlineStyleAttribute: AttributedStringKey, Sendable {
            public typealias Value = NSUnderlineStyle
            public static let name = "NSUnderline"
        }
        /// The underline colour key.
        public enum UnderlineColorAttribute: AttributedStringKey, Sendable {
            public typealias Value = UIColor
            public static let name = "NSUnderlineColor"
        }
        /// The strikethrough style key.
        public enum StrikethroughStyleAttribute: AttributedStringKey, Sendable {
            public typealias Value = NSUnderlineStyle
            public static let name = "NSStrikethrough"
        }
        /// The strikethrough colour key.
        public enum StrikethroughColorAttribute: AttributedStringKey, Sendable {
            public typealias Value = UIColor
            public static let name = "NSStrikethroughColor"
        }
        /// The baseline offset key.
        public enum BaselineOffsetAttribute: AttributedStringKey, Sendable {
            public typealias Value = CGFloat
            public static let name = "NSBaselineOffset"
        }
    }

    /// UIKit's attribute scope, for `including: \.uiKit`.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension NSAttributedString.Key {
    /// The underline's colour (`UIColor`).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The strikethrough's colour (`UIColor`).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// Extra space between characters, in points.
    public static let tracking = NSAttributedString.Key("NSTracking")
}
