import Foundation

/// How a presented controller covers the screen (UIKit's raw values).
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the whole screen.
    case fullScreen = 0
    /// A sheet (iPhone: like `.formSheet`).
    case pageSheet = 1
    /// A smaller sheet.
    case formSheet = 2
    /// Covers the presenting controller's context.
    case currentContext = 3
    /// The controller decides.
    case custom = 4
    /// Full screen, leaving the presenting view visible under it.
    case overFullScreen = 5
    /// Over the current context, leaving it visible.
    case overCurrentContext = 6
    /// A popover.
    case popover = 7
    /// No adaptation.
    case none = -1
    /// The system's choice (a page sheet on iPhone, iOS 13).
    case automatic = -2
}

/// The transition of a presentation (UIKit's raw values).
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom.
    case coverVertical = 0
    /// Flips horizontally.
    case flipHorizontal = 1
    /// Cross-dissolves.
    case crossDissolve = 2
    /// Curls up a corner.
    case partialCurl = 3
}

extension UIViewController {
    /// Presents `viewControllerToPresent`: recorded as `presentedViewController`, then
    /// `completion` runs. A still render draws presentations no more than SwiftUI's sheets:
    /// nothing of it appears. A controller already presenting something presents nothing.
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil, viewControllerToPresent !== self else { return }
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        completion?()
    }

    /// Dismisses what this controller presented (or, when it presents nothing, this controller
    /// from its presenter), then runs `completion`.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenter = presentingViewController {
            presenter.presentedViewController = nil
            presentingViewController = nil
        }
        completion?()
    }

    /// Whether the controller is being presented: only while `present` runs, never after.
    public var isBeingPresented: Bool { false }
    /// Whether the controller is being dismissed: only while `dismiss` runs, never after.
    public var isBeingDismissed: Bool { false }

    /// The navigation controller the controller, or one of its parents, is a child of.
    public var navigationController: UINavigationController? {
        var current: UIViewController? = self
        while let controller = current {
            if let navigation = controller.parent as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }
}
