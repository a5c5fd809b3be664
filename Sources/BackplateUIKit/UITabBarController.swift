import Foundation

/// UIKit's tab bar controller, as a stand-in: it keeps its child controllers and which one is
/// selected. Never drawn: a representable showing it leaves its frame empty and warns (SwiftUI
/// code draws tabs with `TabView`).
open class UITabBarController: UIViewController {
    /// The tab bar; its items are the children's `tabBarItem`s (kept, not drawn).
    public let tabBar = UITabBar(frame: CGRect(x: 0, y: 0, width: 0, height: 49))
    /// The object asked before and told after a tap selects a tab (a render has no taps, so
    /// setting `selectedIndex` or `selectedViewController` in code calls neither, as in UIKit).
    open weak var delegate: (any UITabBarControllerDelegate)?
    /// The controllers a user may rearrange (all of them unless set; nothing is rearranged).
    open var customizableViewControllers: [UIViewController]?
    /// Whether the tab bar is hidden (`false`; iOS 18).
    open private(set) var isTabBarHidden = false
    private var selected: UIViewController?

    /// A tab bar controller from a nib: no nib is read on Linux, so one without tabs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nil, bundle: nil) }
    /// A tab bar controller from an archive: there is no storyboard on Linux, so one without tabs.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The tabs' root controllers, in order (`nil` until set). Setting them selects the first,
    /// unless the selected controller is among the new ones.
    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs' controllers.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let controllers = viewControllers ?? []
        for controller in children.reversed() where !controllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        for controller in controllers {
            if controller.parent === self { controller.removeFromParent() }
            addChild(controller)
            controller.didMove(toParent: self)
        }
        if !controllers.contains(where: { $0 === selected }) { selected = controllers.first }
        syncTabBar()
    }

    /// The selected tab's controller (`nil` without tabs). Only a controller among
    /// `viewControllers` can be selected; any other is ignored.
    open var selectedViewController: UIViewController? {
        get { selected }
        set {
            guard let controller = newValue, children.contains(where: { $0 === controller }) else { return }
            selected = controller
            syncTabBar()
        }
    }

    /// The selected tab's index in `viewControllers` (`NSNotFound` without tabs). An index
    /// outside `viewControllers` is ignored.
    open var selectedIndex: Int {
        get { children.firstIndex { $0 === selected } ?? NSNotFound }
        set {
            guard children.indices.contains(newValue) else { return }
            selectedViewController = children[newValue]
        }
    }

    /// Hides or shows the tab bar (iOS 18).
    open func setTabBarHidden(_ hidden: Bool, animated: Bool) { isTabBarHidden = hidden }

    func syncTabBar() {
        tabBar.items = children.isEmpty ? nil : children.map(\.tabBarItem)
        tabBar.selectedItem = selected?.tabBarItem
    }
}

/// What a tab bar controller asks and tells its delegate when a user taps a tab. Selecting in
/// code, and a still render, call nothing here.
@MainActor @preconcurrency
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Whether a tap may select `viewController`'s tab (`true` unless implemented).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Called after a tap selected `viewController`'s tab.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// `true`: every tab may be selected.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

extension UIViewController {
    /// The nearest tab bar controller the controller, or one of its parents, is a child of.
    public var tabBarController: UITabBarController? {
        var current = parent
        while let controller = current {
            if let tabs = controller as? UITabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }
}
