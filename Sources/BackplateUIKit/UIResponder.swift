import BackplateDarwin
import BackplateCore
import Foundation

/// UIKit's responder, the superclass of `UIView` and `UIViewController`, with
/// the keyboard's notification names and user-info keys. A still render shows no keyboard: no
/// keyboard notification is ever posted, and nothing becomes first responder. Main-actor
/// isolated, as UIKit's, so views and controllers (its subclasses) are too: an app's subclass in
/// a file compiled with `-default-isolation MainActor` overrides them; `@preconcurrency`, as
/// UIKit's Objective-C classes are, for Swift 5 code.
@MainActor @preconcurrency
open class UIResponder: NSObject {
    /// Posted before the keyboard shows (never, in a render).
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard showed (never, in a render).
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard hides (never, in a render).
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard hid (never, in a render).
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (never, in a render).
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed (never, in a render).
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// User-info key of the keyboard's frame (a `CGRect`) before a change.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// User-info key of the keyboard's frame (a `CGRect`) after a change.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// User-info key of the keyboard animation's duration in seconds.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// User-info key of the keyboard animation's curve.
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// User-info key saying whether the keyboard belongs to this app.
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

    /// Creates a responder.
    public override init() { super.init() }

    /// The next responder in the chain: `nil` (Backplate keeps no responder chain).
    open var next: UIResponder? { nil }
    /// Whether this object is first responder: never, in a render.
    open var isFirstResponder: Bool { false }
    /// Whether this object can become first responder: `false`.
    open var canBecomeFirstResponder: Bool { false }
    /// Asks to become first responder: refused (`false`), as nothing takes focus in a render.
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    /// Gives up first-responder status: `true` (there was none to give up).
    @discardableResult open func resignFirstResponder() -> Bool { true }
    /// The undo manager up the responder chain: `nil`, as no window hosts a render.
    open var undoManager: UndoManager? { nil }
    /// The responder that handles `action`: `nil`, as Backplate keeps no responder chain.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? { nil }
    /// Called after the object was loaded from a nib: never, as Linux has no nibs.
    open func awakeFromNib() {}
    /// The keyboard this responder asks for while it is first responder: nil, the person's
    /// current one (a render shows no keyboard).
    open var textInputMode: UITextInputMode? { nil }
    /// The identifier under which the keyboard last used by this responder is remembered.
    open var textInputContextIdentifier: String? { nil }
    /// Adds the responder's commands to the main or context menu: never called, as a render
    /// builds no menu bar.
    open func buildMenu(with builder: any UIMenuBuilder) {}
    /// Updates a command's title or state before a menu shows it: never called in a render.
    open func validate(_ command: UICommand) {}
    /// Whether the responder handles `action`: `false`, as Backplate keeps no responder chain.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }

    // The touch handlers views, controllers and SpriteKit's nodes override. A still render has
    // no fingers on the screen: Backplate never calls them (an app may, as any method).
    /// One or more fingers touched down: never called in a render.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// One or more fingers moved: never called in a render.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// One or more fingers lifted: never called in a render.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// The system cancelled the touches (an incoming call): never called in a render.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    // The hardware keyboard's and remote's press handlers: a render presses nothing, so
    // Backplate never calls them.
    /// Keys or buttons went down: never called in a render.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    /// Pressed keys changed: never called in a render.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    /// Keys or buttons came up: never called in a render.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    /// The system cancelled the presses: never called in a render.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

    /// The view shown above the keyboard while this responder is first responder (`nil`; text
    /// fields and views keep one that is set). A render shows no keyboard.
    open var inputAccessoryView: UIView? { nil }
    /// The view shown instead of the keyboard (`nil`; text fields and views keep one that is set).
    open var inputView: UIView? { nil }

    // The standard edit actions (UIResponderStandardEditActions) a menu or keyboard shortcut
    // sends: a render has no pasteboard or selection to act on, so each does nothing.
    /// Cuts the selection: nothing, in a render.
    open func cut(_ sender: Any?) {}
    /// Copies the selection: nothing, in a render.
    open func copy(_ sender: Any?) {}
    /// Pastes: nothing, in a render.
    open func paste(_ sender: Any?) {}
    /// Selects the word at the caret: nothing, in a render.
    open func select(_ sender: Any?) {}
    /// Selects all the text: nothing, in a render (no text is selected in a still image).
    open func selectAll(_ sender: Any?) {}
    /// Deletes the selection: nothing, in a render.
    open func delete(_ sender: Any?) {}
}

/// A keyboard (input mode) the person has enabled. A simulator set to US English has one,
/// the English keyboard; a render shows none.
@MainActor @preconcurrency
open class UITextInputMode: NSObject {
    /// The keyboard's language as a BCP 47 tag ("en-US"; "emoji" for the emoji keyboard).
    open var primaryLanguage: String? { "en-US" }
    /// The keyboards the person has enabled: a US-English simulator's one.
    open class var activeInputModes: [UITextInputMode] { [UITextInputMode()] }
    /// Posted when the person switches keyboards (never, in a render).
    public static let currentInputModeDidChangeNotification = Notification.Name("UITextInputCurrentInputModeDidChangeNotification")
}
