import Foundation

/// The handler a `UIAction` calls when it is chosen.
public typealias UIActionHandler = (UIAction) -> Void

/// An element of a menu: an action, a command or a submenu. A still render opens no menu, so
/// elements are kept as given and never chosen.
open class UIMenuElement: NSObject {
    /// What an element does to its row.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The raw bits (UIKit's values).
        public let rawValue: UInt
        /// Attributes from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Dimmed and not selectable.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Drawn in red: the action destroys data.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open (iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }
    /// Whether an element shows a checkmark (UIKit's raw values).
    public enum State: Int, Sendable {
        /// No checkmark.
        case off = 0
        /// A checkmark.
        case on = 1
        /// A dash: partly on.
        case mixed = 2
    }

    /// The element's title.
    open internal(set) var title: String
    /// A second line under the title (`nil`: none).
    open var subtitle: String?
    /// The image before the title (`nil`: none).
    open internal(set) var image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        super.init()
    }
}

/// A menu: a title and its children, kept in order. Buttons and bar button items show it on a
/// tap or a long press, which a still render never has: it is kept, never drawn.
open class UIMenu: UIMenuElement {
    /// How a menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The raw bits (UIKit's values).
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children appear inline in the parent menu, between separators.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The children are destructive (red).
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is on at a time (iOS 15).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children appear as a row of images (iOS 17).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }
    /// How large the children of an inline menu are drawn (UIKit's raw values, iOS 16).
    public enum ElementSize: Int, Sendable {
        /// Small: images only, in a row.
        case small = 0
        /// Medium: image and title, several in a row.
        case medium = 1
        /// Large: one row each.
        case large = 2
        /// The system's choice (large on iPhone).
        case automatic = -1
    }
    /// A menu's identifier, a reverse-DNS string.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public let rawValue: String
        /// An identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The menu's children, in the order given.
    open private(set) var children: [UIMenuElement]
    /// The menu's identifier (a unique one when none was given).
    open private(set) var identifier: Identifier
    /// How the menu shows its children.
    open private(set) var options: Options
    /// How large inline children are drawn (`.automatic`).
    open var preferredElementSize: ElementSize
    /// The children that are on, in a single-selection menu (iOS 16).
    open var selectedElements: [UIMenuElement] {
        children.filter { ($0 as? UIAction)?.state == .on }
    }

    /// A menu with a title, an image and children (every argument optional, as in UIKit).
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .automatic, children: [UIMenuElement] = []) {
        self.children = children
        self.identifier = identifier ?? Identifier(rawValue: "com.apple.menu.dynamic.\(UUID().uuidString)")
        self.options = options
        self.preferredElementSize = preferredElementSize
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of the menu with `newChildren` in place of its children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }
}

/// A menu item that calls its handler when chosen; in a still render nothing is chosen.
open class UIAction: UIMenuElement {
    /// An action's identifier, a reverse-DNS string.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public let rawValue: String
        /// An identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The title (settable, unlike a menu's).
    open override var title: String {
        get { super.title }
        set { super.title = newValue }
    }
    /// The image (settable, unlike a menu's).
    open override var image: UIImage? {
        get { super.image }
        set { super.image = newValue }
    }
    /// The image shown while the action is on (`nil`: the image).
    open var selectedImage: UIImage?
    /// The action's identifier (a unique one when none was given).
    open private(set) var identifier: Identifier
    /// The title in the keyboard-shortcut overlay.
    open var discoverabilityTitle: String?
    /// Disabled, destructive, hidden...
    open var attributes: UIMenuElement.Attributes
    /// Whether it shows a checkmark.
    open var state: UIMenuElement.State
    /// What sent the action while its handler runs (`nil` otherwise: always, in a render).
    open var sender: Any? { nil }
    /// The handler a choice would call.
    let handler: UIActionHandler

    /// An action with a title, an image and a handler (every other argument optional).
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.selectedImage = selectedImage
        self.identifier = identifier ?? Identifier(rawValue: "com.apple.action.dynamic.\(UUID().uuidString)")
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }
}
