import Foundation

/// The effect a pointer hovering over a view applies (iPadOS, visionOS), as SwiftUI's
/// `HoverEffect`.
public struct HoverEffect: Sendable {
    let name: String
    /// The system's choice for the view.
    public static let automatic = HoverEffect(name: "automatic")
    /// A platter behind the view that follows the pointer.
    public static let highlight = HoverEffect(name: "highlight")
    /// The view lifts and the pointer becomes a shadowed platter.
    public static let lift = HoverEffect(name: "lift")
}

nonisolated extension View {
    /// Applies a pointer hover effect. A render has no pointer, so the view draws as without it.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        modifier(_InertModifier())
    }

    /// Calls `action` when the pointer enters (`true`) or leaves (`false`) the view (iPadOS,
    /// macOS). A render has no pointer: the action never runs.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        modifier(_InertModifier())
    }

    /// Turns hover effects in this view off (or back on). A render has no pointer.
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View {
        modifier(_InertModifier())
    }
}
