import Foundation

/// A hand gesture that triggers a control (watchOS' double tap, iOS 18's declaration). An
/// iPhone has no hand-gesture input.
public struct HandGestureShortcut: Equatable, Sendable {
    let name: String
    /// The app's primary action.
    public static var primaryAction: HandGestureShortcut { HandGestureShortcut(name: "primaryAction") }
}

nonisolated extension View {
    /// Assigns a hand gesture shortcut to the view's control. An iPhone has no hand-gesture
    /// input: the view draws as without it.
    public func handGestureShortcut(_ shortcut: HandGestureShortcut, isEnabled: Bool = true) -> some View {
        modifier(_InertModifier())
    }
    /// Marks the view as one element for UI automation (iOS 18.1), without changing its
    /// accessibility. No visible effect.
    public func automationElement() -> some View {
        modifier(_InertModifier())
    }
}
