import Foundation
import BackplateCore

extension UIButton {
    /// A button's look and content (UIKit's `UIButton.Configuration`, iOS 15): a button with
    /// one draws as the SwiftUI `Button` of the matching style (`UIButtonDrawing`).
    public struct Configuration {
        /// The look a preset gives.
        enum Style: Equatable { case plain, gray, tinted, filled, borderless, bordered, borderedTinted, borderedProminent, glass, prominentGlass }
        let style: Style

        /// How the background's corners are rounded.
        public enum CornerStyle: Int, Sendable {
            /// The background's `cornerRadius` as set.
            case fixed = -1
            /// A radius that follows the button's size and Dynamic Type.
            case dynamic = 0
            /// A small radius.
            case small = 1
            /// A medium radius.
            case medium = 2
            /// A large radius.
            case large = 3
            /// Half the height: a capsule.
            case capsule = 4
        }
        /// The button's size, as SwiftUI's control sizes.
        public enum Size: Int, Sendable {
            /// The standard size (SwiftUI's regular control size).
            case medium = 0
            /// A small button.
            case small = 1
            /// The smallest button.
            case mini = 2
            /// A large button.
            case large = 3
        }
        /// How the title and subtitle align with each other.
        public enum TitleAlignment: Int, Sendable {
            /// The platform's: leading.
            case automatic = 0
            /// Leading edges.
            case leading = 1
            /// Centres.
            case center = 2
            /// Trailing edges.
            case trailing = 3
        }
        /// The menu indicator shown beside the title.
        public enum Indicator: Int, Sendable {
            /// A pop-up button's indicator, none otherwise.
            case automatic = 0
            /// No indicator.
            case none = 1
            /// The pop-up indicator, `chevron.up.chevron.down` after the title.
            case popup = 2
        }
        /// The look on a Mac (kept; a render draws an iPhone's).
        public enum MacIdiomStyle: Int, Sendable {
            /// The platform's.
            case automatic = 0
            /// Bordered.
            case bordered = 1
            /// Borderless.
            case borderless = 2
            /// Borderless and tinted.
            case borderlessTinted = 3
        }

        /// The background (its colour, corner radius, stroke and custom view).
        public var background = UIBackgroundConfiguration.clear()
        /// How the background's corners are rounded (`.dynamic`).
        public var cornerStyle = CornerStyle.dynamic
        /// The button's size (`.medium`).
        public var buttonSize = Size.medium
        /// The look on a Mac (kept).
        public var macIdiomStyle = MacIdiomStyle.automatic
        /// The colour of the title, subtitle and image (`nil`: the style's).
        public var baseForegroundColor: UIColor?
        /// The colour the style's background is made from (`nil`: the tint).
        public var baseBackgroundColor: UIColor?
        /// The image beside the title.
        public var image: UIImage?
        /// A function applied to the image's colour.
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// The symbol configuration the image is drawn with (its scale and weight are kept).
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Whether a spinner replaces the image (a still render draws its first frame).
        public var showsActivityIndicator = false
        /// A function applied to the spinner's colour.
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?
        /// The title.
        public var title: String?
        /// The title with attributes (drawn in place of `title`).
        public var attributedTitle: AttributedString?
        /// A function applied to the title's attributes (its font and colour are drawn).
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// The subtitle under the title.
        public var subtitle: String?
        /// The subtitle with attributes (drawn in place of `subtitle`).
        public var attributedSubtitle: AttributedString?
        /// A function applied to the subtitle's attributes.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// The space around the content (`nil` until set: the style's own).
        public var contentInsets: NSDirectionalEdgeInsets {
            get { assignedContentInsets ?? defaultContentInsets }
            set { assignedContentInsets = newValue }
        }
        var assignedContentInsets: NSDirectionalEdgeInsets?
        /// Where the image sits by the title (`.leading`).
        public var imagePlacement = NSDirectionalRectEdge.leading
        /// The space between the image and the title (0: the style's).
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle (0: the style's).
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle align (`.automatic`: leading).
        public var titleAlignment = TitleAlignment.automatic
        /// Whether the look follows the button's selection (`true`).
        public var automaticallyUpdateForSelection = true
        /// The menu indicator (`.automatic`: a pop-up button's).
        public var indicator = Indicator.automatic
        /// A function applied to the indicator's colour.
        public var indicatorColorTransformer: UIConfigurationColorTransformer?
        /// How a title too long for the button ends (`.byTruncatingTail`).
        public var titleLineBreakMode = NSLineBreakMode.byTruncatingTail
        /// How a subtitle too long for the button ends (`.byTruncatingTail`).
        public var subtitleLineBreakMode = NSLineBreakMode.byTruncatingTail

        init(style: Style) { self.style = style }

        /// The insets the style gives the content at the button's size (estimates: UIKit's
        /// medium buttons are 7 points down and 12 across).
        private var defaultContentInsets: NSDirectionalEdgeInsets {
            let (vertical, horizontal): (CGFloat, CGFloat) = switch buttonSize {
            case .mini: (4, 8)
            case .small: (5, 10)
            case .medium: (7, 12)
            case .large: (14, 20)
            }
            return NSDirectionalEdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
        }

        /// Resets `contentInsets` to the style's own.
        public mutating func setDefaultContentInsets() { assignedContentInsets = nil }

        /// The configuration for `button`'s current state (a render draws the normal state: the same).
        public func updated(for button: UIButton) -> Configuration { self }

        /// A transparent button with tinted text.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A button on a grey fill with tinted text.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A button on a tint-coloured translucent fill with tinted text.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A button on a tint-coloured fill with white text.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// A button without a background.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A bordered button: a grey fill.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A bordered button on a tint-coloured translucent fill.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A bordered button on a tint-coloured fill.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }
        /// A Liquid Glass button (iOS 26), as SwiftUI's `.glass` style draws it.
        public static func glass() -> Configuration { Configuration(style: .glass) }
        /// A tinted Liquid Glass button (iOS 26), as SwiftUI's `.glassProminent` style draws it.
        public static func prominentGlass() -> Configuration { Configuration(style: .prominentGlass) }
        /// A clear Liquid Glass button (iOS 26), drawn as `.glass`.
        public static func clearGlass() -> Configuration { Configuration(style: .glass) }
        /// A clear tinted Liquid Glass button (iOS 26), drawn as `.glassProminent`.
        public static func prominentClearGlass() -> Configuration { Configuration(style: .prominentGlass) }
    }

    /// The closure that updates a button's configuration for its state.
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void
}
