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

    private func set(_ member: String) { if isAppearanceProxy { UIAppearanceProxy.notApplied("UINavigationBar", member) } }

    /// The look at standard height.
    public var standardAppearance = UINavigationBarAppearance() { didSet { set("standardAppearance") } }
    /// The look at compact height (`nil`: the standard one).
    public var compactAppearance: UINavigationBarAppearance? { didSet { set("compactAppearance") } }
    /// The look while content is scrolled to the bar's edge (`nil`: the standard one).
    public var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { set("scrollEdgeAppearance") } }
    /// The look at compact height while content is at the edge.
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { set("compactScrollEdgeAppearance") } }
    /// The inline title's text attributes.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { set("titleTextAttributes") } }
    /// The large title's text attributes.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { set("largeTitleTextAttributes") } }
    /// Whether titles are large.
    public var prefersLargeTitles = false { didSet { set("prefersLargeTitles") } }
    /// The bar's background tint.
    public var barTintColor: UIColor? { didSet { set("barTintColor") } }
    /// Whether the bar is translucent.
    public var isTranslucent = true { didSet { set("isTranslucent") } }
    /// The hairline image.
    public var shadowImage: UIImage? { didSet { set("shadowImage") } }
    /// The back indicator image.
    public var backIndicatorImage: UIImage? { didSet { set("backIndicatorImage") } }
    /// The back indicator's transition mask.
    public var backIndicatorTransitionMaskImage: UIImage? { didSet { set("backIndicatorTransitionMaskImage") } }
    /// The bar buttons' tint.
    public override var tintColor: UIColor! { didSet { set("tintColor") } }
    /// The bar's background colour.
    public override var backgroundColor: UIColor? { didSet { set("backgroundColor") } }

    /// Sets the background image for bar metrics (kept; never drawn).
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) { set("setBackgroundImage(_:for:)") }
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

    private func set(_ member: String) { if isAppearanceProxy { UIAppearanceProxy.notApplied("UITabBar", member) } }

    /// The bar's look.
    public var standardAppearance = UITabBarAppearance() { didSet { set("standardAppearance") } }
    /// The look while content is scrolled to the bar's edge.
    public var scrollEdgeAppearance: UITabBarAppearance? { didSet { set("scrollEdgeAppearance") } }
    /// The bar's background tint.
    public var barTintColor: UIColor? { didSet { set("barTintColor") } }
    /// Unselected items' tint.
    public var unselectedItemTintColor: UIColor? { didSet { set("unselectedItemTintColor") } }
    /// Whether the bar is translucent.
    public var isTranslucent = true { didSet { set("isTranslucent") } }
    /// The background image.
    public var backgroundImage: UIImage? { didSet { set("backgroundImage") } }
    /// The hairline image.
    public var shadowImage: UIImage? { didSet { set("shadowImage") } }
    /// The selected item's tint.
    public override var tintColor: UIColor! { didSet { set("tintColor") } }
    /// The bar's background colour.
    public override var backgroundColor: UIColor? { didSet { set("backgroundColor") } }
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

    private func set(_ member: String) { if isAppearanceProxy { UIAppearanceProxy.notApplied("UIToolbar", member) } }

    /// The look at standard height.
    public var standardAppearance = UIToolbarAppearance() { didSet { set("standardAppearance") } }
    /// The look at compact height.
    public var compactAppearance: UIToolbarAppearance? { didSet { set("compactAppearance") } }
    /// The look while content is at the bar's edge.
    public var scrollEdgeAppearance: UIToolbarAppearance? { didSet { set("scrollEdgeAppearance") } }
    /// The bar's background tint.
    public var barTintColor: UIColor? { didSet { set("barTintColor") } }
    /// Whether the bar is translucent.
    public var isTranslucent = true { didSet { set("isTranslucent") } }
    /// The buttons' tint.
    public override var tintColor: UIColor! { didSet { set("tintColor") } }
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
