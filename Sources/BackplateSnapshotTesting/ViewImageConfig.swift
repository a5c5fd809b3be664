import Foundation
import Backplate
import BackplateUIKit

/// A device to render a view on (swift-snapshot-testing's `ViewImageConfig`): the screen
/// size in points, the safe-area insets (status bar, notch, home indicator) and the traits
/// the device reports. `size == nil` means "the view's own size".
///
/// The presets carry the numbers swift-snapshot-testing uses, so references recorded on Linux
/// and on a simulator have the same point size and the view sits at the same place.
public struct ViewImageConfig: Sendable {
    /// A phone's orientation.
    public enum Orientation: Sendable {
        /// Wider than tall.
        case landscape
        /// Taller than wide.
        case portrait
    }

    /// An iPad's orientation and how much of the screen a split-view app occupies.
    public enum TabletOrientation: Sendable {
        /// The share of a portrait screen.
        public enum PortraitSplits: Sendable {
            /// A third of the screen (compact width).
            case oneThird
            /// Two thirds of the screen (compact width).
            case twoThirds
            /// The whole screen.
            case full
        }
        /// The share of a landscape screen.
        public enum LandscapeSplits: Sendable {
            /// A third of the screen (compact width).
            case oneThird
            /// Half the screen.
            case oneHalf
            /// Two thirds of the screen.
            case twoThirds
            /// The whole screen.
            case full
        }
        /// Landscape, in a split view.
        case landscape(splitView: LandscapeSplits)
        /// Portrait, in a split view.
        case portrait(splitView: PortraitSplits)
    }

    /// The insets the view is laid out inside of; the area outside them shows the background.
    public var safeArea: UIEdgeInsets
    /// The screen size in points; `nil` to use the view's own size.
    public var size: CGSize?
    /// The traits the device reports (size classes, text size, idiom, ...).
    public var traits: UITraitCollection

    /// Creates a configuration.
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    /// A phone preset: the portrait size; landscape swaps width and height.
    static func phone(_ orientation: Orientation, width: CGFloat, height: CGFloat,
                      portraitSafeArea: UIEdgeInsets, landscapeSafeArea: UIEdgeInsets,
                      traits: (Orientation) -> UITraitCollection) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            return ViewImageConfig(safeArea: portraitSafeArea, size: CGSize(width: width, height: height), traits: traits(.portrait))
        case .landscape:
            return ViewImageConfig(safeArea: landscapeSafeArea, size: CGSize(width: height, height: width), traits: traits(.landscape))
        }
    }

    /// The status bar of a home-button phone in portrait; nothing in landscape.
    private static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)

    /// iPhone SE (1st generation), portrait: 320×568, 20-point status bar.
    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    /// iPhone SE (1st generation) in an orientation.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 320, height: 568, portraitSafeArea: statusBar, landscapeSafeArea: .zero, traits: UITraitCollection.iPhoneSe)
    }

    /// iPhone 8, portrait: 375×667, 20-point status bar.
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    /// iPhone 8 in an orientation.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 667, portraitSafeArea: statusBar, landscapeSafeArea: .zero, traits: UITraitCollection.iPhone8)
    }

    /// iPhone 8 Plus, portrait: 414×736, 20-point status bar.
    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    /// iPhone 8 Plus in an orientation.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 736, portraitSafeArea: statusBar, landscapeSafeArea: .zero, traits: UITraitCollection.iPhone8Plus)
    }

    /// The notch and home indicator of the iPhone X generation.
    private static let xPortrait = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    private static let xLandscape = UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44)

    /// iPhone X, portrait: 375×812, safe area 44 top, 34 bottom.
    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    /// iPhone X in an orientation (landscape: 44 left and right, 24 bottom).
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, portraitSafeArea: xPortrait, landscapeSafeArea: xLandscape, traits: UITraitCollection.iPhoneX)
    }

    /// iPhone XS Max, portrait: 414×896, safe area 44 top, 34 bottom.
    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    /// iPhone XS Max in an orientation.
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 896, portraitSafeArea: xPortrait, landscapeSafeArea: xLandscape, traits: UITraitCollection.iPhoneXsMax)
    }

    /// iPhone XR, portrait: 414×896, safe area 44 top, 34 bottom.
    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    /// iPhone XR in an orientation.
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 896, portraitSafeArea: xPortrait, landscapeSafeArea: xLandscape, traits: UITraitCollection.iPhoneXr)
    }

    /// The notch and home indicator of the iPhone 12 and 13 generations.
    private static let twelvePortrait = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    private static let twelveLandscape = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)

    /// iPhone 12, portrait: 390×844, safe area 47 top, 34 bottom.
    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    /// iPhone 12 in an orientation (landscape: 47 left and right, 21 bottom).
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 390, height: 844, portraitSafeArea: twelvePortrait, landscapeSafeArea: twelveLandscape, traits: UITraitCollection.iPhone12)
    }

    /// iPhone 12 Pro: the same screen as iPhone 12.
    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    /// iPhone 12 Pro in an orientation.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }

    /// iPhone 12 Pro Max, portrait: 428×926, safe area 47 top, 34 bottom.
    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    /// iPhone 12 Pro Max in an orientation.
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 428, height: 926, portraitSafeArea: twelvePortrait, landscapeSafeArea: twelveLandscape, traits: UITraitCollection.iPhone12ProMax)
    }

    /// iPhone 13, portrait: 390×844, safe area 47 top, 34 bottom.
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    /// iPhone 13 in an orientation (landscape: 47 left and right, 21 bottom).
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 390, height: 844, portraitSafeArea: twelvePortrait, landscapeSafeArea: twelveLandscape, traits: UITraitCollection.iPhone13)
    }

    /// iPhone 13 mini, portrait: 375×812, safe area 50 top, 34 bottom.
    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    /// iPhone 13 mini in an orientation (landscape: 50 left and right, 21 bottom).
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812,
              portraitSafeArea: UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
              landscapeSafeArea: UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50), traits: UITraitCollection.iPhone13)
    }

    /// iPhone 13 Pro: the same screen as iPhone 13.
    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    /// iPhone 13 Pro in an orientation.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone13(orientation) }

    /// iPhone 13 Pro Max, portrait: 428×926, safe area 47 top, 34 bottom.
    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    /// iPhone 13 Pro Max in an orientation.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 428, height: 926, portraitSafeArea: twelvePortrait, landscapeSafeArea: twelveLandscape, traits: UITraitCollection.iPhone13ProMax)
    }

    /// Apple TV (1080p): 1920×1080 with 60/90-point overscan insets.
    public static let tv = ViewImageConfig(safeArea: UIEdgeInsets(top: 60, left: 90, bottom: 60, right: 90),
                                           size: CGSize(width: 1920, height: 1080), traits: .init())
    /// Apple TV 4K: 3840×2160 with 120/180-point overscan insets.
    public static let tv4K = ViewImageConfig(safeArea: UIEdgeInsets(top: 120, left: 180, bottom: 120, right: 180),
                                             size: CGSize(width: 3840, height: 2160), traits: .init())
}
