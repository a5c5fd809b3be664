import Foundation

/// UIKit's navigation controller, as a stand-in: a stack of child controllers that pushes and
/// pops at once (a still render shows the end of any animation). Never drawn: SwiftUI code
/// draws its stacks with `NavigationStack`.
open class UINavigationController: UIViewController {
    /// The navigation bar (its appearance is kept, not drawn).
    public let navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
    /// Whether the bar is hidden (`false`).
    open private(set) var isNavigationBarHidden = false
    /// Whether the toolbar is hidden (`true`).
    open var isToolbarHidden = true
    /// The object told of pushes and pops.
    open weak var delegate: (any UINavigationControllerDelegate)?
    /// Whether the bar hides on swipe (`false`).
    open var hidesBarsOnSwipe = false
    /// The edge-swipe recognizer that pops the top controller (kept; no swipe in a render).
    public let interactivePopGestureRecognizer: UIGestureRecognizer? = UIGestureRecognizer()

    /// A navigation controller with `rootViewController` as its only child.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }
    /// A navigation controller from a nib: no nib is read on Linux, so an empty one.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nil, bundle: nil) }
    /// A navigation controller from an archive: there is no storyboard on Linux, so an empty one.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The stack, root first.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The controller on top of the stack.
    open var topViewController: UIViewController? { children.last }
    /// The controller shown: what the top controller presents, else the top controller.
    open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }

    /// Pushes `viewController` on the stack (a controller already there is not pushed again).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !children.contains(where: { $0 === viewController }) else { return }
        addChild(viewController)
        viewController.didMove(toParent: self)
    }

    /// Pops the top controller and returns it; the root controller is never popped (`nil`).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        top.willMove(toParent: nil)
        top.removeFromParent()
        return top
    }

    /// Pops every controller above the root and returns them, bottom first (`nil`: none).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = children.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController` and returns them, bottom first (`nil` when
    /// it is not on the stack).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(children[(index + 1)...])
        for controller in popped.reversed() {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        return popped
    }

    /// Replaces the stack with `viewControllers`.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        for controller in children.reversed() where !viewControllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        for controller in viewControllers {
            if controller.parent === self { controller.removeFromParent() }
            addChild(controller)
            controller.didMove(toParent: self)
        }
    }

    /// Hides or shows the bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    /// Hides or shows the toolbar.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
}

/// What a navigation controller tells its delegate. Pushes in code call no method here.
@MainActor @preconcurrency
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// Called before a controller is shown.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Called after a controller was shown.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

/// What a navigation bar shows for one controller: its title and how large.
open class UINavigationItem: NSObject {
    /// How large the title is drawn (UIKit's raw values).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous item.
        case automatic = 0
        /// Always large.
        case always = 1
        /// Never large.
        case never = 2
        /// Inline, large only at the top of scrolled content (iOS 17).
        case inline = 3
    }
    /// The title.
    open var title: String?
    /// A line of text above the title.
    open var prompt: String?
    /// How large the title is drawn (`.automatic`).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// Whether the back button is hidden (`false`).
    open var hidesBackButton = false
    /// The trailing bar button items, first one outermost (kept, not drawn).
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// The leading bar button items, first one outermost (kept, not drawn).
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The outermost trailing item: the first of `rightBarButtonItems`.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// The outermost leading item: the first of `leftBarButtonItems`.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The item a pushed controller's back button shows for this one (`nil`: its title).
    open var backBarButtonItem: UIBarButtonItem?
    /// A view shown in place of the title (kept, never drawn).
    open var titleView: UIView?
    /// The search controller whose bar the navigation bar shows (kept, never drawn).
    open var searchController: UISearchController?
    /// Whether the search bar hides while content scrolls (`true`).
    open var hidesSearchBarWhenScrolling = true
    /// A navigation item with `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }
}
