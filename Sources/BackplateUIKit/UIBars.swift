import Foundation
import BackplateCore

/// UIKit's navigation bar. Apps style SwiftUI's navigation bars through
/// `UINavigationBar.appearance()` in an `init()`; Backplate draws SwiftUI's bar itself, so the
/// proxy keeps what it is given and warns once per member, naming it.
public final class UINavigationBar: UIView {
    private var isAppearanceProxy = false

    /// The proxy that styles every navigation bar (and SwiftUI's, on iOS). Its setters warn.
    public static func appearance() -> UINavigationBar { proxy() }
    /// The proxy for bars inside the given containers. Its setters warn.
    public static func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UINavigationBar { proxy() }

    private static func proxy() -> UINavigationBar {
        let bar = UINavigationBar(frame: .zero)
        bar.isAppearanceProxy = true
        return bar
    }

    private func warnIfProxy(_ member: String) { if isAppearanceProxy { UIAppearanceProxy.notApplied("UINavigationBar", member) } }

    /// The look at standard height.
    public var standardAppearance = UINavigationBarAppearance() { didSet { warnIfProxy("standardAppearance") } }
    /// The look at compact height (`nil`: the standard one).
    public var compactAppearance: UINavigationBarAppearance? { didSet { warnIfProxy("compactAppearance") } }
    /// The look while content is scrolled to the bar's edge (`nil`: the standard one).
    public var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { warnIfProxy("scrollEdgeAppearance") } }
    /// The look at compact height while content is at the edge.
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { warnIfProxy("compactScrollEdgeAppearance") } }
    /// The inline title's text attributes.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { warnIfProxy("titleTextAttributes") } }
    /// The large title's text attributes.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { warnIfProxy("largeTitleTextAttributes") } }
    /// Whether titles are large.
    public var prefersLargeTitles = false { didSet { warnIfProxy("prefersLargeTitles") } }
    /// The bar's background tint.
    public var barTintColor: UIColor? { didSet { warnIfProxy("barTintColor") } }
    /// Whether the bar is translucent.
    public var isTranslucent = true { didSet { warnIfProxy("isTranslucent") } }
    /// The hairline image.
    public var shadowImage: UIImage? { didSet { warnIfProxy("shadowImage") } }
    /// The back indicator image.
    public var backIndicatorImage: UIImage? { didSet { warnIfProxy("backIndicatorImage") } }
    /// The back indicator's transition mask.
    public var backIndicatorTransitionMaskImage: UIImage? { didSet { warnIfProxy("backIndicatorTransitionMaskImage") } }
    /// The bar buttons' tint.
    public override var tintColor: UIColor! { didSet { warnIfProxy("tintColor") } }
    /// The bar's background colour.
    public override var backgroundColor: UIColor? { didSet { warnIfProxy("backgroundColor") } }

    /// Sets the background image for bar metrics (kept; never drawn).
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) { warnIfProxy("setBackgroundImage(_:for:)") }
}

/// UIKit's tab bar. `UITabBar.appearance()` keeps what it is given and warns once per member:
/// Backplate draws SwiftUI's tab bar itself.
public final class UITabBar: UIView {
    private var isAppearanceProxy = false

    /// The proxy that styles every tab bar (and SwiftUI's `TabView`'s, on iOS). Its setters warn.
    public static func appearance() -> UITabBar {
        let bar = UITabBar(frame: .zero)
        bar.isAppearanceProxy = true
        return bar
    }

    private func warnIfProxy(_ member: String) { if isAppearanceProxy { UIAppearanceProxy.notApplied("UITabBar", member) } }

    /// The tabs, in order (a tab bar controller sets them from its children's `tabBarItem`s).
    public var items: [UITabBarItem]?
    /// The selected tab, one of `items` (`nil`: none).
    public var selectedItem: UITabBarItem?
    /// Replaces the tabs.
    public func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    /// The bar's look.
    public var standardAppearance = UITabBarAppearance() { didSet { warnIfProxy("standardAppearance") } }
    /// The look while content is scrolled to the bar's edge.
    public var scrollEdgeAppearance: UITabBarAppearance? { didSet { warnIfProxy("scrollEdgeAppearance") } }
    /// The bar's background tint.
    public var barTintColor: UIColor? { didSet { warnIfProxy("barTintColor") } }
    /// Unselected items' tint.
    public var unselectedItemTintColor: UIColor? { didSet { warnIfProxy("unselectedItemTintColor") } }
    /// Whether the bar is translucent.
    public var isTranslucent = true { didSet { warnIfProxy("isTranslucent") } }
    /// The background image.
    public var backgroundImage: UIImage? { didSet { warnIfProxy("backgroundImage") } }
    /// The hairline image.
    public var shadowImage: UIImage? { didSet { warnIfProxy("shadowImage") } }
    /// The selected item's tint.
    public override var tintColor: UIColor! { didSet { warnIfProxy("tintColor") } }
    /// The bar's background colour.
    public override var backgroundColor: UIColor? { didSet { warnIfProxy("backgroundColor") } }
}

/// UIKit's toolbar. `UIToolbar.appearance()` keeps what it is given and warns once per member.
public final class UIToolbar: UIView {
    private var isAppearanceProxy = false

    /// The proxy that styles every toolbar. Its setters warn.
    public static func appearance() -> UIToolbar {
        let bar = UIToolbar(frame: .zero)
        bar.isAppearanceProxy = true
        return bar
    }

    private func warnIfProxy(_ member: String) { if isAppearanceProxy { UIAppearanceProxy.notApplied("UIToolbar", member) } }

    /// The look at standard height.
    public var standardAppearance = UIToolbarAppearance() { didSet { warnIfProxy("standardAppearance") } }
    /// The look at compact height.
    public var compactAppearance: UIToolbarAppearance? { didSet { warnIfProxy("compactAppearance") } }
    /// The look while content is at the bar's edge.
    public var scrollEdgeAppearance: UIToolbarAppearance? { didSet { warnIfProxy("scrollEdgeAppearance") } }
    /// The bar's background tint.
    public var barTintColor: UIColor? { didSet { warnIfProxy("barTintColor") } }
    /// Whether the bar is translucent.
    public var isTranslucent = true { didSet { warnIfProxy("isTranslucent") } }
    /// The buttons' tint.
    public override var tintColor: UIColor! { didSet { warnIfProxy("tintColor") } }
    /// The bar's buttons (kept; UIKit bars are not drawn).
    public var items: [UIBarButtonItem]?
    /// Sets the bar's buttons (at once: a render does not animate).
    public func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
    private var images: [String: UIImage] = [:]
    /// Sets the bar's background image for a position and height (kept; `UIImage()` clears the
    /// background on iOS, and UIKit bars are not drawn here).
    public func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {
        images["background.\(topOrBottom.rawValue).\(barMetrics.rawValue)"] = backgroundImage
        warnIfProxy("setBackgroundImage(_:forToolbarPosition:barMetrics:)")
    }
    /// The background image set for a position and height.
    public func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        images["background.\(topOrBottom.rawValue).\(barMetrics.rawValue)"]
    }
    /// Sets the hairline image above or below the bar (kept).
    public func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        images["shadow.\(topOrBottom.rawValue)"] = shadowImage
        warnIfProxy("setShadowImage(_:forToolbarPosition:)")
    }
    /// The hairline image set for a position.
    public func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? { images["shadow.\(topOrBottom.rawValue)"] }
}

/// Where a bar sits, for its background and shadow images.
public enum UIBarPosition: Int, Sendable {
    /// Any position.
    case any = 0
    /// At the bottom of its view.
    case bottom = 1
    /// At the top of its view.
    case top = 2
    /// At the top, its background extending under the status bar.
    case topAttached = 3
}

/// The height class a bar's background image is for.
public enum UIBarMetrics: Int, Sendable {
    /// Standard height.
    case `default`
    /// Compact height (landscape iPhone).
    case compact
    /// Standard height with a prompt.
    case defaultPrompt = 101
    /// Compact height with a prompt.
    case compactPrompt
}
