import BackplateDarwin
import Foundation

/// A button in a navigation bar or toolbar: its title, image, style, target-action pair, primary
/// action and menu are kept. A render has no touches: no action is sent, no menu opens.
open class UIBarButtonItem: UIBarItem {
    /// A bar button's style.
    public enum Style: Int, Sendable {
        /// A plain button.
        case plain
        /// A bordered button (deprecated: drawn as plain).
        case bordered
        /// A done button, in the bar's bold style.
        case done
        /// A prominent button (iOS 26).
        case prominent
    }
    /// The system's bar buttons (UIKit's raw values).
    public enum SystemItem: Int, Sendable {
        /// "Done".
        case done = 0
        /// "Cancel".
        case cancel = 1
        /// "Edit".
        case edit = 2
        /// "Save".
        case save = 3
        /// A plus.
        case add = 4
        /// Flexible space between items.
        case flexibleSpace = 5
        /// Fixed space between items.
        case fixedSpace = 6
        /// A pencil and paper.
        case compose = 7
        /// A curved arrow.
        case reply = 8
        /// The share square.
        case action = 9
        /// A folder.
        case organize = 10
        /// An open book.
        case bookmarks = 11
        /// A magnifying glass.
        case search = 12
        /// A circular arrow.
        case refresh = 13
        /// An X.
        case stop = 14
        /// A camera.
        case camera = 15
        /// A trash can.
        case trash = 16
        /// A play triangle.
        case play = 17
        /// Two pause bars.
        case pause = 18
        /// Rewind.
        case rewind = 19
        /// Fast forward.
        case fastForward = 20
        /// "Undo".
        case undo = 21
        /// "Redo".
        case redo = 22
        /// Closes a view (iOS 13).
        case close = 24
    }

    /// The button's title.
    open var title: String?
    /// The button's image.
    open var image: UIImage?
    /// The button's style.
    open var style: Style = .plain
    /// The button's tint.
    open var tintColor: UIColor?
    /// The object that receives `action` (ignored while `primaryAction` is set).
    open weak var target: AnyObject?
    /// The message a tap sends to `target`.
    open var action: Selector?
    /// The menu a tap (or, with a primary action, a long press) shows; kept, never opened.
    open var menu: UIMenu?
    /// The action a tap performs; setting one takes its title and image, as UIKit does (a
    /// system item keeps its own).
    open var primaryAction: UIAction? { didSet { adoptPrimaryAction() } }
    /// Whether the item is enabled (`true`).
    open var isEnabled = true
    /// Whether the item is selected (`false`, iOS 15).
    open var isSelected = false
    /// Whether the item is hidden (`false`, iOS 16).
    open var isHidden = false
    /// A view shown in place of the button (kept, never drawn).
    open var customView: UIView?
    /// The item's width (0: its content's).
    open var width: CGFloat = 0
    /// The system item the button shows (`nil`: its title and image).
    let systemItem: SystemItem?

    private init(system: SystemItem?) {
        self.systemItem = system
        super.init()
    }

    /// A plain item with a title and an image; a primary action's title and image take
    /// precedence over them.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(system: nil)
        self.title = title
        self.image = image
        self.menu = menu
        self.primaryAction = primaryAction
        adoptPrimaryAction()
    }
    /// A system item with a primary action and a menu (the item keeps the system's title and image).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(system: systemItem)
        self.menu = menu
        self.primaryAction = primaryAction
        adoptPrimaryAction()
    }
    /// A plain item with a title, an image, a target-action pair and a menu (iOS 16).
    public convenience init(title: String?, image: UIImage?, target: AnyObject?, action: Selector?, menu: UIMenu? = nil) {
        self.init(system: nil)
        (self.title, self.image, self.target, self.action, self.menu) = (title, image, target, action, menu)
    }
    /// An item with a title, a style and a target-action pair.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(system: nil)
        (self.title, self.style, self.target, self.action) = (title, style, target as AnyObject?, action)
    }
    /// An item with an image, a style and a target-action pair.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(system: nil)
        (self.image, self.style, self.target, self.action) = (image, style, target as AnyObject?, action)
    }
    /// A system item with a target-action pair.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(system: systemItem)
        (self.target, self.action) = (target as AnyObject?, action)
    }
    /// An item that shows `customView` (kept, never drawn).
    public convenience init(customView: UIView) {
        self.init(system: nil)
        self.customView = customView
    }

    // Initializers set `primaryAction` without calling `didSet`: they call this too.
    private func adoptPrimaryAction() {
        guard let primaryAction, systemItem == nil else { return }
        title = primaryAction.title
        image = primaryAction.image
    }

    /// Fixed space of `width` points between items (iOS 14).
    open class func fixedSpace(_ width: CGFloat = 0) -> UIBarButtonItem {
        let item = UIBarButtonItem(system: .fixedSpace)
        item.width = width
        return item
    }
    /// Space that grows to fill the bar (iOS 14).
    open class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(system: .flexibleSpace) }
}
