import Foundation

/// A key for keyboard shortcuts. No effect in a still render (no keyboard is attached).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key produces.
    public var character: Character
    /// Creates a key from a character.
    public init(_ character: Character) { self.character = character }
    /// Creates a key from a character literal.
    public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }
    /// Return.
    public static let `return` = KeyEquivalent("\r")
    /// Escape.
    public static let escape = KeyEquivalent("\u{1B}")
    /// Delete (backspace).
    public static let delete = KeyEquivalent("\u{8}")
    /// Tab.
    public static let tab = KeyEquivalent("\t")
    /// Space.
    public static let space = KeyEquivalent(" ")
    /// Up arrow.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down arrow.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left arrow.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right arrow.
    public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// Modifier keys of a keyboard shortcut.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates modifiers from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Option.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Command.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// Any key on the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// Every modifier.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// Keyboard shortcuts. No effect in a still render.
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key.
    public var key: KeyEquivalent
    /// The modifier keys.
    public var modifiers: EventModifiers
    /// Creates a shortcut (Command plus the key by default).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }
    /// The default action (Return).
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// The cancel action (Escape).
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

extension View {
    /// Assigns a keyboard shortcut to a control (no effect in a still render).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        modifier(_InertModifier())
    }

    /// Assigns a keyboard shortcut to a control (no effect in a still render).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        modifier(_InertModifier())
    }

    /// Assigns an optional keyboard shortcut to a control (no effect in a still render).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        modifier(_InertModifier())
    }
}
