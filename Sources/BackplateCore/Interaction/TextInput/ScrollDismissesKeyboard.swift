import Foundation

/// How scrolling dismisses the software keyboard.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let name: String
    /// The system chooses.
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// Dismissed as soon as scrolling starts.
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// Follows the drag.
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// Never dismissed by scrolling.
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

nonisolated extension View {
    /// Sets how scrolling dismisses the keyboard. A still render shows no keyboard: no
    /// visible effect.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        environment(\.scrollDismissesKeyboardMode, mode)
    }
}
