import Foundation

nonisolated extension View {
    /// Assigns a keyboard shortcut, or none when `shortcut` is `nil` (iOS 15.4). A still render
    /// receives no keys: no visible effect.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { modifier(_InertModifier()) }
}
