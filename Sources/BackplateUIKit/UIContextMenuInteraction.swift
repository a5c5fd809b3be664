import Foundation

/// Makes the menu a context menu shows from the suggested elements (`nil`: no menu).
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
/// Makes the view controller a context menu previews (`nil`: a preview of the view itself).
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// An interaction that shows a context menu over a view after a long press (UIKit's
/// `UIContextMenuInteraction`, iOS 13). A still render has no long press: no menu opens, no
/// delegate method is called and no provider runs; the interaction keeps its delegate.
@MainActor @preconcurrency
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// The object that gives the menu's configuration (held weakly, as UIKit does).
    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    open private(set) weak var view: UIView?
    /// How the visible menu looks: `.unknown`, as none is visible in a render.
    open var menuAppearance: UIContextMenuInteraction.Appearance { .unknown }

    /// An interaction whose menus `delegate` configures.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// Called before the interaction moves to `view`.
    open func willMove(to view: UIView?) {}
    /// Called after the interaction moved to `view`.
    open func didMove(to view: UIView?) { self.view = view }
    /// Where the press happened, in `view`'s coordinates: the origin, as none happened.
    open func location(in view: UIView?) -> CGPoint { .zero }
    /// Rebuilds the visible menu with `block`: none is visible, so `block` is not called.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {}
    /// Hides the visible menu (none is visible).
    open func dismissMenu() {}

    /// How a context menu is shown (UIKit's raw values).
    public enum Appearance: Int, Sendable {
        /// No menu is visible.
        case unknown = 0
        /// The full menu, with a preview of the content.
        case rich = 1
        /// A compact menu, without a preview.
        case compact = 2
    }
}

/// What a context menu shows: its actions and preview, made on demand by the providers
/// (UIKit's `UIContextMenuConfiguration`). A still render opens no menu and calls neither.
@MainActor @preconcurrency
open class UIContextMenuConfiguration: NSObject {
    /// The configuration's identifier (a fresh UUID string when none was given).
    public let identifier: any NSCopying
    /// Identifiers of the other items the menu acts on (iOS 16).
    open var secondaryItemIdentifiers: Set<AnyHashable> = []
    /// How many items the menu acts on, shown as a badge from 2 (iOS 16; 0: the system's count).
    open var badgeCount = 0
    /// The order the menu's elements appear in (`.automatic`).
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    init(id identifier: any NSCopying, preview: UIContextMenuContentPreviewProvider?, actions: UIContextMenuActionProvider?) {
        self.identifier = identifier
        previewProvider = preview
        actionProvider = actions
        super.init()
    }

    /// A configuration whose providers make the preview and the menu when it opens.
    public convenience init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                            actionProvider: UIContextMenuActionProvider? = nil) {
        self.init(id: identifier ?? (UUID().uuidString as NSString), preview: previewProvider, actions: actionProvider)
    }

    /// How a context menu orders its elements (UIKit's raw values).
    public enum ElementOrder: Int, Sendable {
        /// The system's choice.
        case automatic = 0
        /// The first element nearest the press.
        case priority = 1
        /// The order given, top to bottom.
        case fixed = 2
    }
}

/// Gives a context menu interaction its menus (UIKit's `UIContextMenuInteractionDelegate`).
/// Only the configuration is required; a still render calls no method.
@MainActor @preconcurrency
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
    /// The menu to show for a press at `location` (`nil`: no menu).
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    /// The menu is about to show.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    /// The menu is about to hide.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    /// The person tapped the preview.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating)
}

extension UIContextMenuInteractionDelegate {
    /// Does nothing.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Does nothing.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Does nothing.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                       animator: any UIContextMenuInteractionCommitAnimating) {}
}

/// Adds animations alongside a context menu's appearing or disappearing (UIKit's
/// `UIContextMenuInteractionAnimating`).
@MainActor @preconcurrency
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    /// The preview's view controller, if the configuration made one.
    var previewViewController: UIViewController? { get }
    /// Runs `animations` alongside the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` when the menu's animation ends.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator of a tap on a context menu's preview (UIKit's
/// `UIContextMenuInteractionCommitAnimating`).
@MainActor @preconcurrency
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview leaves: dismissed with the menu, or popped into the app.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// How a context menu's preview leaves after a tap (UIKit's raw values).
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The preview is dismissed with the menu.
    case dismiss = 0
    /// The preview grows into the app's content.
    case pop = 1
}
