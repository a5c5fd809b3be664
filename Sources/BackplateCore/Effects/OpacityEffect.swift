import Foundation

/// `opacity(_:)`: draws the view's content as one group at an opacity. Maps to
/// `DisplayList.Effect.opacity`.
nonisolated public struct _OpacityEffect: ViewModifier, EnvironmentRenderEffectModifier, Equatable {
    /// The opacity, clamped to 0...1 (NaN: 1).
    public var opacity: Double
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "opacity" }
    func displayEffect(in environment: EnvironmentValues) -> DisplayList.Effect? {
        opacity >= 1 ? nil : .opacity(opacity)
    }
}

nonisolated extension View {
    /// Sets the transparency of the view (clamped to 0...1): its content is composited as one
    /// group, so overlapping parts do not show through each other.
    public func opacity(_ opacity: Double) -> some View {
        modifier(_OpacityEffect(opacity: opacity.isNaN ? 1 : min(max(opacity, 0), 1)))
    }
}
