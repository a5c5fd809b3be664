import Foundation
import BackplateCore

// The UIKit types a view controller's overridable hooks name (status bar, screen edges, key
// commands, size transitions), so subclasses written for iOS compile. A still render draws no
// status bar or home indicator, and no transition runs.

/// The style of the status bar (UIKit's raw values).
public enum UIStatusBarStyle: Int, Sendable {
    /// Chosen by the system for contrast with the content below it.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// How the status bar animates when it appears or disappears.
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// Fades in and out.
    case fade = 1
    /// Slides in and out.
    case slide = 2
}

/// Edges of a rectangle (UIKit's raw bits).
public struct UIRectEdge: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Edges from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A container whose content size its parent follows, main-actor isolated as UIKit's.
@MainActor @preconcurrency
public protocol UIContentContainer: AnyObject {
    /// The size the container's content prefers.
    var preferredContentSize: CGSize { get }
}

/// The state of a running transition (a size change, a presentation).
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The transition's duration, in seconds.
    var transitionDuration: TimeInterval { get }
}

/// Runs animations alongside a transition (never called in a render: no transition runs).
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` after it; returns whether
    /// the animation was scheduled.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}
