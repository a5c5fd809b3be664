import Foundation

extension KeyboardShortcut {
    /// How a shortcut adapts to the keyboard layout (iOS 15).
    public struct Localization: Sendable {
        let name: String
        /// Remaps the shortcut for the current keyboard layout when needed.
        public static let automatic = Localization(name: "automatic")
        /// Mirrors left and right arrows in right-to-left layouts, nothing else.
        public static let withoutMirroring = Localization(name: "withoutMirroring")
        /// Keeps the shortcut exactly as declared.
        public static let custom = Localization(name: "custom")
    }

    /// How the shortcut adapts to the keyboard layout: `.automatic`.
    public var localization: Localization { .automatic }

    /// A shortcut of `key` with `modifiers`, adapted to the keyboard layout by `localization`.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization) {
        self.init(key, modifiers: modifiers)
    }
}

extension KeyEquivalent {
    /// Forward delete.
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Home.
    public static let home = KeyEquivalent("\u{F729}")
    /// End.
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page up.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page down.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear.
    public static let clear = KeyEquivalent("\u{F739}")
}

nonisolated extension View {
    /// Assigns a keyboard shortcut adapted to the keyboard layout by `localization`. A still
    /// render receives no keys: no visible effect.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command,
                                 localization: KeyboardShortcut.Localization) -> some View {
        modifier(_InertModifier())
    }
}
