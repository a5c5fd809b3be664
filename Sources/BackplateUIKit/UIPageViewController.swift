import Foundation
import BackplateCore

/// A controller that shows one page (a child controller's view) at a time and moves between
/// pages by scrolling or curling (UIKit's `UIPageViewController`). A still render shows the
/// current page, `viewControllers`' first, filling the controller's view; nothing turns.
open class UIPageViewController: UIViewController {
    /// How pages change.
    public enum TransitionStyle: Int, Sendable {
        /// A page curls over, as in a book.
        case pageCurl = 0
        /// Pages scroll side by side.
        case scroll = 1
    }

    /// The axis pages move along.
    public enum NavigationOrientation: Int, Sendable {
        /// Left and right.
        case horizontal = 0
        /// Up and down.
        case vertical = 1
    }

    /// Which way a page change goes.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page.
        case forward = 0
        /// To the previous page.
        case reverse = 1
    }

    /// Where the spine of curled pages sits.
    public enum SpineLocation: Int, Sendable {
        /// No spine (scrolling pages).
        case none = 0
        /// At the leading or top edge.
        case min = 1
        /// In the middle, two pages showing.
        case mid = 2
        /// At the trailing or bottom edge.
        case max = 3
    }

    /// The keys of the options `init(transitionStyle:navigationOrientation:options:)` takes.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine location of curled pages (a `SpineLocation` raw value).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between scrolling pages, in points.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How pages change.
    public let transitionStyle: TransitionStyle
    /// The axis pages move along.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine sits: `.min` for curled pages unless the options say, `.none` for
    /// scrolling ones.
    public let spineLocation: SpineLocation
    /// Whether a curled page shows content on its back.
    open var isDoubleSided = false
    /// The object that gives the pages before and after the current one.
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// The object told of page changes.
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// The controllers of the pages showing (the current page first), `nil` before any is set.
    open private(set) var viewControllers: [UIViewController]?
    /// The gesture recognizers that turn pages (none: a render has no touches).
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    /// A page controller with a transition style and orientation.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spine = (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:))
        spineLocation = style == .scroll ? .none : spine ?? .min
        super.init(nibName: nil, bundle: nil)
    }

    /// A page controller from an archive: scrolling horizontally (the coder is not read).
    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        spineLocation = .none
        super.init(coder: coder)
    }

    /// Makes the view that shows the current page.
    open override func loadView() {
        view = UIPageContainerView(controller: self)
        showCurrentPage()
    }

    /// Shows `viewControllers` (the first is the current page) and calls `completion` with
    /// `true` at once, as a still render does not animate.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        for old in self.viewControllers ?? [] where !(viewControllers ?? []).contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            if old.isViewLoaded { old.view.removeFromSuperview() }
            old.removeFromParent()
        }
        self.viewControllers = viewControllers
        for page in viewControllers ?? [] where page.parent !== self {
            addChild(page)
            page.didMove(toParent: self)
        }
        if isViewLoaded { showCurrentPage() }
        completion?(true)
    }

    private func showCurrentPage() {
        guard let page = viewControllers?.first else { return }
        let pageView: UIView = page.view
        pageView.frame = view.bounds
        view.addSubview(pageView)
    }
}

/// A page controller's view: its page fills it.
final class UIPageContainerView: UIView {
    private weak var controller: UIPageViewController?

    init(controller: UIPageViewController) {
        self.controller = controller
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        for subview in subviews { subview.frame = bounds }
    }

    /// Warns when the data source asks for a page indicator, which is not drawn.
    @MainActor func warnIfIndicatorAsked() {
        guard let controller, let dataSource = controller.dataSource, dataSource.presentationCount(for: controller) > 0 else { return }
        RuntimeWarning.emit("UIPageViewController: the page indicator its data source asks for (presentationCount) is not drawn")
    }
}

/// Gives a page controller the pages around the current one (UIKit's
/// `UIPageViewControllerDataSource`). A still render asks for none: nothing turns.
@MainActor @preconcurrency
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    /// The page before `viewController` (`nil`: it is the first).
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController` (`nil`: it is the last).
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// How many pages the page indicator shows (0 by default: no indicator).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// Which page the page indicator marks (0 by default).
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// 0: no page indicator, as when the data source leaves it out.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// 0.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Told of a page controller's page changes (UIKit's `UIPageViewControllerDelegate`).
/// Every method is optional; a still render calls none.
@MainActor @preconcurrency
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    /// A swipe is about to show `pendingViewControllers`.
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// A swipe's animation ended; `completed` says whether the page changed.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// The spine location for `orientation` (the controller's own by default).
    func pageViewController(_ pageViewController: UIPageViewController,
                            spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation
    /// The orientations the page controller supports (all but upside down).
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask
    /// The orientation preferred when presented (portrait).
    func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
    /// Does nothing.
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    /// Does nothing.
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
    /// The controller's own spine location.
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        pageViewController.spineLocation
    }
    /// All but upside down, an iPhone's.
    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientationMask { .allButUpsideDown }
    /// Portrait.
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientation { .portrait }
}
