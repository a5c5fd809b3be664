import Foundation

// Hardware keyboard presses (iPad keyboards, the simulator's Mac keyboard). A still render has
// no keyboard: Backplate makes no press and calls no `pressesBegan`.

/// A physical button or key pressed (UIKit's class).
@MainActor @preconcurrency
open class UIPress: NSObject {
    /// Where a press is in its life.
    public enum Phase: Int, Sendable {
        /// The button went down.
        case began
        /// Its force changed.
        case changed
        /// It is held still.
        case stationary
        /// It came up.
        case ended
        /// The system cancelled it.
        case cancelled
    }

    /// Which button (Apple TV remotes; a keyboard key is `key`).
    public enum PressType: Int, Sendable {
        /// The remote's up arrow.
        case upArrow
        /// The remote's down arrow.
        case downArrow
        /// The remote's left arrow.
        case leftArrow
        /// The remote's right arrow.
        case rightArrow
        /// Select.
        case select
        /// Menu.
        case menu
        /// Play/pause.
        case playPause
    }

    /// The press's phase (`.began`).
    open var phase: Phase { .began }
    /// The remote button pressed (`.select`).
    open var type: PressType { .select }
    /// The keyboard key pressed: `nil`, as a render presses none.
    open var key: UIKey? { nil }
    /// When the press happened, in seconds since the system started (0).
    open var timestamp: TimeInterval { 0 }
    /// How hard the button is pressed, 0 to 1 (0).
    open var force: CGFloat { 0 }
}

/// A key of a hardware keyboard (UIKit's class).
@MainActor @preconcurrency
open class UIKey: NSObject {
    /// The characters the key typed, modifiers applied (`""`).
    open var characters: String { "" }
    /// The characters the key types without modifiers (`""`).
    open var charactersIgnoringModifiers: String { "" }
    /// The modifier keys held with it (none).
    open var modifierFlags: UIKeyModifierFlags { [] }
    /// The key's HID usage code (`.keyboardErrorUndefined`).
    open var keyCode: UIKeyboardHIDUsage { .keyboardErrorUndefined }
}

/// An event of button or key presses (UIKit's class).
open class UIPressesEvent: UIEvent {
    /// The event's kind: presses.
    open override var type: EventType { .presses }
    /// The presses of the event: none in a render.
    @MainActor open var allPresses: Set<UIPress> { [] }
    /// The presses of the event handled by `gesture`: none in a render.
    @MainActor open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}

/// The USB HID usage codes of keyboard keys (`UIKey.keyCode`), with their HID values.
public enum UIKeyboardHIDUsage: Int, Sendable {
    /// Too many keys held to tell which (HID usage 0x01).
    case keyboardErrorRollOver = 0x01
    /// The keyboard's self-test failed (HID usage 0x02).
    case keyboardPOSTFail = 0x02
    /// An undefined key (HID usage 0x03).
    case keyboardErrorUndefined = 0x03
    /// The A key (HID usage 0x04).
    case keyboardA = 0x04
    /// The B key (HID usage 0x05).
    case keyboardB = 0x05
    /// The C key (HID usage 0x06).
    case keyboardC = 0x06
    /// The D key (HID usage 0x07).
    case keyboardD = 0x07
    /// The E key (HID usage 0x08).
    case keyboardE = 0x08
    /// The F key (HID usage 0x09).
    case keyboardF = 0x09
    /// The G key (HID usage 0x0A).
    case keyboardG = 0x0A
    /// The H key (HID usage 0x0B).
    case keyboardH = 0x0B
    /// The I key (HID usage 0x0C).
    case keyboardI = 0x0C
    /// The J key (HID usage 0x0D).
    case keyboardJ = 0x0D
    /// The K key (HID usage 0x0E).
    case keyboardK = 0x0E
    /// The L key (HID usage 0x0F).
    case keyboardL = 0x0F
    /// The M key (HID usage 0x10).
    case keyboardM = 0x10
    /// The N key (HID usage 0x11).
    case keyboardN = 0x11
    /// The O key (HID usage 0x12).
    case keyboardO = 0x12
    /// The P key (HID usage 0x13).
    case keyboardP = 0x13
    /// The Q key (HID usage 0x14).
    case keyboardQ = 0x14
    /// The R key (HID usage 0x15).
    case keyboardR = 0x15
    /// The S key (HID usage 0x16).
    case keyboardS = 0x16
    /// The T key (HID usage 0x17).
    case keyboardT = 0x17
    /// The U key (HID usage 0x18).
    case keyboardU = 0x18
    /// The V key (HID usage 0x19).
    case keyboardV = 0x19
    /// The W key (HID usage 0x1A).
    case keyboardW = 0x1A
    /// The X key (HID usage 0x1B).
    case keyboardX = 0x1B
    /// The Y key (HID usage 0x1C).
    case keyboardY = 0x1C
    /// The Z key (HID usage 0x1D).
    case keyboardZ = 0x1D
    /// The 1 key (HID usage 0x1E).
    case keyboard1 = 0x1E
    /// The 2 key (HID usage 0x1F).
    case keyboard2 = 0x1F
    /// The 3 key (HID usage 0x20).
    case keyboard3 = 0x20
    /// The 4 key (HID usage 0x21).
    case keyboard4 = 0x21
    /// The 5 key (HID usage 0x22).
    case keyboard5 = 0x22
    /// The 6 key (HID usage 0x23).
    case keyboard6 = 0x23
    /// The 7 key (HID usage 0x24).
    case keyboard7 = 0x24
    /// The 8 key (HID usage 0x25).
    case keyboard8 = 0x25
    /// The 9 key (HID usage 0x26).
    case keyboard9 = 0x26
    /// The 0 key (HID usage 0x27).
    case keyboard0 = 0x27
    /// The ReturnOrEnter key (HID usage 0x28).
    case keyboardReturnOrEnter = 0x28
    /// The Escape key (HID usage 0x29).
    case keyboardEscape = 0x29
    /// The DeleteOrBackspace key (HID usage 0x2A).
    case keyboardDeleteOrBackspace = 0x2A
    /// The Tab key (HID usage 0x2B).
    case keyboardTab = 0x2B
    /// The Spacebar key (HID usage 0x2C).
    case keyboardSpacebar = 0x2C
    /// The Hyphen key (HID usage 0x2D).
    case keyboardHyphen = 0x2D
    /// The EqualSign key (HID usage 0x2E).
    case keyboardEqualSign = 0x2E
    /// The OpenBracket key (HID usage 0x2F).
    case keyboardOpenBracket = 0x2F
    /// The CloseBracket key (HID usage 0x30).
    case keyboardCloseBracket = 0x30
    /// The Backslash key (HID usage 0x31).
    case keyboardBackslash = 0x31
    /// The NonUSPound key (HID usage 0x32).
    case keyboardNonUSPound = 0x32
    /// The Semicolon key (HID usage 0x33).
    case keyboardSemicolon = 0x33
    /// The Quote key (HID usage 0x34).
    case keyboardQuote = 0x34
    /// The GraveAccentAndTilde key (HID usage 0x35).
    case keyboardGraveAccentAndTilde = 0x35
    /// The Comma key (HID usage 0x36).
    case keyboardComma = 0x36
    /// The Period key (HID usage 0x37).
    case keyboardPeriod = 0x37
    /// The Slash key (HID usage 0x38).
    case keyboardSlash = 0x38
    /// The CapsLock key (HID usage 0x39).
    case keyboardCapsLock = 0x39
    /// The F1 key (HID usage 0x3A).
    case keyboardF1 = 0x3A
    /// The F2 key (HID usage 0x3B).
    case keyboardF2 = 0x3B
    /// The F3 key (HID usage 0x3C).
    case keyboardF3 = 0x3C
    /// The F4 key (HID usage 0x3D).
    case keyboardF4 = 0x3D
    /// The F5 key (HID usage 0x3E).
    case keyboardF5 = 0x3E
    /// The F6 key (HID usage 0x3F).
    case keyboardF6 = 0x3F
    /// The F7 key (HID usage 0x40).
    case keyboardF7 = 0x40
    /// The F8 key (HID usage 0x41).
    case keyboardF8 = 0x41
    /// The F9 key (HID usage 0x42).
    case keyboardF9 = 0x42
    /// The F10 key (HID usage 0x43).
    case keyboardF10 = 0x43
    /// The F11 key (HID usage 0x44).
    case keyboardF11 = 0x44
    /// The F12 key (HID usage 0x45).
    case keyboardF12 = 0x45
    /// The PrintScreen key (HID usage 0x46).
    case keyboardPrintScreen = 0x46
    /// The ScrollLock key (HID usage 0x47).
    case keyboardScrollLock = 0x47
    /// The Pause key (HID usage 0x48).
    case keyboardPause = 0x48
    /// The Insert key (HID usage 0x49).
    case keyboardInsert = 0x49
    /// The Home key (HID usage 0x4A).
    case keyboardHome = 0x4A
    /// The PageUp key (HID usage 0x4B).
    case keyboardPageUp = 0x4B
    /// The DeleteForward key (HID usage 0x4C).
    case keyboardDeleteForward = 0x4C
    /// The End key (HID usage 0x4D).
    case keyboardEnd = 0x4D
    /// The PageDown key (HID usage 0x4E).
    case keyboardPageDown = 0x4E
    /// The RightArrow key (HID usage 0x4F).
    case keyboardRightArrow = 0x4F
    /// The LeftArrow key (HID usage 0x50).
    case keyboardLeftArrow = 0x50
    /// The DownArrow key (HID usage 0x51).
    case keyboardDownArrow = 0x51
    /// The UpArrow key (HID usage 0x52).
    case keyboardUpArrow = 0x52
    /// The keypad NumLock key (HID usage 0x53).
    case keypadNumLock = 0x53
    /// The keypad Slash key (HID usage 0x54).
    case keypadSlash = 0x54
    /// The keypad Asterisk key (HID usage 0x55).
    case keypadAsterisk = 0x55
    /// The keypad Hyphen key (HID usage 0x56).
    case keypadHyphen = 0x56
    /// The keypad Plus key (HID usage 0x57).
    case keypadPlus = 0x57
    /// The keypad Enter key (HID usage 0x58).
    case keypadEnter = 0x58
    /// The keypad 1 key (HID usage 0x59).
    case keypad1 = 0x59
    /// The keypad 2 key (HID usage 0x5A).
    case keypad2 = 0x5A
    /// The keypad 3 key (HID usage 0x5B).
    case keypad3 = 0x5B
    /// The keypad 4 key (HID usage 0x5C).
    case keypad4 = 0x5C
    /// The keypad 5 key (HID usage 0x5D).
    case keypad5 = 0x5D
    /// The keypad 6 key (HID usage 0x5E).
    case keypad6 = 0x5E
    /// The keypad 7 key (HID usage 0x5F).
    case keypad7 = 0x5F
    /// The keypad 8 key (HID usage 0x60).
    case keypad8 = 0x60
    /// The keypad 9 key (HID usage 0x61).
    case keypad9 = 0x61
    /// The keypad 0 key (HID usage 0x62).
    case keypad0 = 0x62
    /// The keypad Period key (HID usage 0x63).
    case keypadPeriod = 0x63
    /// The LeftControl key (HID usage 0xE0).
    case keyboardLeftControl = 0xE0
    /// The LeftShift key (HID usage 0xE1).
    case keyboardLeftShift = 0xE1
    /// The LeftAlt key (HID usage 0xE2).
    case keyboardLeftAlt = 0xE2
    /// The LeftGUI key (HID usage 0xE3).
    case keyboardLeftGUI = 0xE3
    /// The RightControl key (HID usage 0xE4).
    case keyboardRightControl = 0xE4
    /// The RightShift key (HID usage 0xE5).
    case keyboardRightShift = 0xE5
    /// The RightAlt key (HID usage 0xE6).
    case keyboardRightAlt = 0xE6
    /// The RightGUI key (HID usage 0xE7).
    case keyboardRightGUI = 0xE7
}
