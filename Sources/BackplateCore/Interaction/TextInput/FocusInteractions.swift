import Foundation

/// The ways a focusable view can be interacted with (iOS 17).
public struct FocusInteractions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates interactions from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The view is focused to be activated, like a button.
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    /// The view is focused to be edited, like a text field.
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    /// Every interaction the platform supports.
    public static let automatic = FocusInteractions(rawValue: 1 << 0 | 1 << 1)
}

nonisolated extension View {
    /// Makes the view focusable for `interactions` (iOS 17). A still render shows nothing
    /// focused, so the view draws as without it.
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        modifier(_InertModifier())
    }

    /// Turns off the system's focus effect on focusable views inside this one. Nothing is
    /// focused in a still render.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        modifier(_InertModifier())
    }
}
