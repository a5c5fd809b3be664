import Foundation

/// The modifier keys held with a key command (UIKit's raw values).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Flags from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// A key on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// Another action a command offers while other modifier keys are held.
open class UICommandAlternate: NSObject {
    /// The alternate's title.
    open private(set) var title: String
    /// The method it would send.
    open private(set) var action: Selector
    /// The modifier keys that select it.
    open private(set) var modifierFlags: UIKeyModifierFlags

    /// An alternate with a title, an action and its modifier keys.
    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        (self.title, self.action, self.modifierFlags) = (title, action, modifierFlags)
        super.init()
    }
}

/// A menu command that sends an action up the responder chain when chosen. A render opens no
/// menu, so commands are kept as given and never sent.
open class UICommand: UIMenuElement {
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
    /// The title in the keyboard-shortcut overlay.
    open var discoverabilityTitle: String?
    /// The method the command sends.
    open private(set) var action: Selector
    /// A value the receiver reads to tell commands with one action apart.
    open private(set) var propertyList: Any?
    /// Disabled, destructive, hidden...
    open var attributes: UIMenuElement.Attributes
    /// Whether it shows a checkmark.
    open var state: UIMenuElement.State
    /// The actions offered while other modifier keys are held.
    open private(set) var alternates: [UICommandAlternate]

    /// A command with a title and an action (every other argument optional).
    public init(title: String = "", image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
                alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: nil, image: image)
    }
}

/// A keyboard shortcut a responder offers. A render has no hardware keyboard, so none fires.
open class UIKeyCommand: UICommand {
    /// The key the command responds to: a character or one of the `input…` constants.
    open private(set) var input: String?
    /// The modifier keys held with it.
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// Whether the command runs before the system's own handling of the key (iOS 15).
    open var wantsPriorityOverSystemBehavior = false
    /// Whether the shortcut is remapped for the keyboard's layout (iOS 15).
    open var allowsAutomaticLocalization = true
    /// Whether the shortcut is mirrored in right-to-left layouts (iOS 15).
    open var allowsAutomaticMirroring = true

    /// A shortcut for `input` with `modifierFlags` that sends `action`.
    public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(action: action)
    }

    /// A shortcut with a title and image, as a menu shows it (every other argument optional).
    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String,
                modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, alternates: [UICommandAlternate] = [],
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
                   discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// The up arrow key.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow key.
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow key.
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow key.
    public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key.
    public static let inputEscape = "UIKeyInputEscape"
    /// The Page Up key.
    public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key.
    public static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key.
    public static let inputHome = "UIKeyInputHome"
    /// The End key.
    public static let inputEnd = "UIKeyInputEnd"
    /// The forward Delete key (iOS 15).
    public static let inputDelete = "UIKeyInputDelete"
    /// F1.
    public static let f1 = "UIKeyInputF1"
    /// F2.
    public static let f2 = "UIKeyInputF2"
    /// F3.
    public static let f3 = "UIKeyInputF3"
    /// F4.
    public static let f4 = "UIKeyInputF4"
    /// F5.
    public static let f5 = "UIKeyInputF5"
    /// F6.
    public static let f6 = "UIKeyInputF6"
    /// F7.
    public static let f7 = "UIKeyInputF7"
    /// F8.
    public static let f8 = "UIKeyInputF8"
    /// F9.
    public static let f9 = "UIKeyInputF9"
    /// F10.
    public static let f10 = "UIKeyInputF10"
    /// F11.
    public static let f11 = "UIKeyInputF11"
    /// F12.
    public static let f12 = "UIKeyInputF12"
}
