import Foundation
import BackplateCore

/// A bar's background and shadow, as `UINavigationBarAppearance`, `UITabBarAppearance` and
/// `UIToolbarAppearance` share them. Values only: Backplate's bars do not read them, and a bar
/// appearance proxy given one warns (see `UINavigationBar.appearance()`).
open class UIBarAppearance: NSObject, NSCopying {
    /// The idiom the appearance is for.
    public let idiom: UIUserInterfaceIdiom
    /// The blur behind the bar's background colour.
    open var backgroundEffect: UIBlurEffect?
    /// The bar's background colour (`nil`: the effect's).
    open var backgroundColor: UIColor?
    /// An image drawn over the background colour.
    open var backgroundImage: UIImage?
    /// How the background image fills the bar.
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The hairline's colour below (or above) the bar (`nil` or clear: none).
    open var shadowColor: UIColor?
    /// An image drawn as the hairline.
    open var shadowImage: UIImage?

    /// An appearance with the system's default background (a blur and a hairline).
    public override init() {
        idiom = .phone
        super.init()
        configureWithDefaultBackground()
    }

    /// An appearance for `idiom`, with the default background.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`'s background and shadow.
    public init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        copyBackground(from: barAppearance)
    }

    /// The system's translucent background: a material blur and a hairline shadow.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
        shadowImage = nil
    }

    /// An opaque background in the system background colour, with the hairline.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
        shadowImage = nil
    }

    /// No background and no hairline.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = .clear
        backgroundImage = nil
        shadowColor = .clear
        shadowImage = nil
    }

    /// A copy of the appearance.
    open func copy(with zone: NSZone? = nil) -> Any { Self.makeCopy(of: self) }

    class func makeCopy(of appearance: UIBarAppearance) -> UIBarAppearance { UIBarAppearance(barAppearance: appearance) }

    func copyBackground(from other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }
}

/// A navigation bar's look: background, title attributes and button appearances.
open class UINavigationBarAppearance: UIBarAppearance {
    /// The inline title's text attributes (font, colour).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's text attributes (font, colour).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the inline title moves from its place.
    open var titlePositionAdjustment = UIOffset.zero
    /// The plain bar buttons' look.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The done buttons' look.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// The back button's look.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The back indicator image.
    public private(set) var backIndicatorImage: UIImage?
    /// The mask the back indicator's transition uses.
    public private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// Sets the back indicator image and its transition mask.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }

    override class func makeCopy(of appearance: UIBarAppearance) -> UIBarAppearance {
        let copy = UINavigationBarAppearance(barAppearance: appearance)
        if let source = appearance as? UINavigationBarAppearance {
            copy.titleTextAttributes = source.titleTextAttributes
            copy.largeTitleTextAttributes = source.largeTitleTextAttributes
            copy.titlePositionAdjustment = source.titlePositionAdjustment
            copy.buttonAppearance = source.buttonAppearance
            copy.doneButtonAppearance = source.doneButtonAppearance
            copy.backButtonAppearance = source.backButtonAppearance
            copy.setBackIndicatorImage(source.backIndicatorImage, transitionMaskImage: source.backIndicatorTransitionMaskImage)
        }
        return copy
    }
}

/// A tab bar's look: background, item appearances and the selection indicator.
open class UITabBarAppearance: UIBarAppearance {
    /// Items with the title below the icon (iPhone portrait).
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    /// Items with the title beside the icon (iPad, regular width).
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    /// Items with the title beside the icon in compact widths.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    /// The selection indicator's tint.
    open var selectionIndicatorTintColor: UIColor?
    /// The selection indicator's image.
    open var selectionIndicatorImage: UIImage?
}

/// A toolbar's look: background and button appearances.
open class UIToolbarAppearance: UIBarAppearance {
    /// The plain bar buttons' look.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The done buttons' look.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
}

/// A bar button's look in each state.
open class UIBarButtonItemAppearance: NSObject, NSCopying {
    /// The normal state.
    open var normal = UIBarButtonItemStateAppearance()
    /// While pressed.
    open var highlighted = UIBarButtonItemStateAppearance()
    /// While disabled.
    open var disabled = UIBarButtonItemStateAppearance()
    /// While focused.
    open var focused = UIBarButtonItemStateAppearance()

    /// The plain style's default look.
    public override convenience init() { self.init(style: .plain) }
    /// The default look of `style`.
    public init(style: UIBarButtonItem.Style) { super.init() }

    /// Resets every state to `style`'s default look.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
    }

    /// A copy of the appearance.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBarButtonItemAppearance()
        copy.normal = normal
        copy.highlighted = highlighted
        copy.disabled = disabled
        copy.focused = focused
        return copy
    }
}

/// A bar button's look in one state.
open class UIBarButtonItemStateAppearance: NSObject {
    /// The title's text attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place.
    open var titlePositionAdjustment = UIOffset.zero
    /// The button's background image.
    open var backgroundImage: UIImage?
}

/// A tab bar item's look in each state.
open class UITabBarItemAppearance: NSObject, NSCopying {
    /// Unselected items.
    open var normal = UITabBarItemStateAppearance()
    /// The selected item.
    open var selected = UITabBarItemStateAppearance()
    /// Disabled items.
    open var disabled = UITabBarItemStateAppearance()
    /// The focused item.
    open var focused = UITabBarItemStateAppearance()

    /// The default look.
    public override init() { super.init() }

    /// A copy of the appearance.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UITabBarItemAppearance()
        copy.normal = normal
        copy.selected = selected
        copy.disabled = disabled
        copy.focused = focused
        return copy
    }
}

/// A tab bar item's look in one state.
open class UITabBarItemStateAppearance: NSObject {
    /// The title's text attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place.
    open var titlePositionAdjustment = UIOffset.zero
    /// The icon's colour.
    open var iconColor: UIColor?
    /// The badge's background colour.
    open var badgeBackgroundColor: UIColor?
    /// The badge text's attributes.
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// A horizontal and vertical offset, in points.
public struct UIOffset: Hashable, Sendable {
    /// The horizontal offset.
    public var horizontal: CGFloat
    /// The vertical offset.
    public var vertical: CGFloat
    /// An offset of `horizontal` and `vertical` points.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// No offset.
    public init() { self.init(horizontal: 0, vertical: 0) }
    /// No offset.
    public static let zero = UIOffset()
}
