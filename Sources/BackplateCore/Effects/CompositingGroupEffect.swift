import Foundation

/// `compositingGroup()`: composites the view's content offscreen before later effects
/// (opacity, blend modes) apply to it as a whole. Maps to `DisplayList.Effect.compositingGroup`.
nonisolated public struct _CompositingGroupEffect: ViewModifier, EnvironmentRenderEffectModifier, Equatable {
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "compositingGroup" }
    func displayEffect(in environment: EnvironmentValues) -> DisplayList.Effect? { .compositingGroup }
}

nonisolated extension View {
    /// Composites the view's content offscreen before applying later effects.
    public func compositingGroup() -> some View {
        modifier(_CompositingGroupEffect())
    }
}
