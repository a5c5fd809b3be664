import Foundation

/// `hidden()`: the view keeps its place in the layout but draws nothing. It maps to no
/// display-list effect: the node's items are left out of the display list.
nonisolated public struct _HiddenModifier: ViewModifier, GeometryRenderEffectModifier, Equatable {
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "hidden" }
    package func displayEffect(in context: EffectContext) -> DisplayList.Effect? { nil }
    package var drawsContent: Bool { false }
}

nonisolated extension View {
    /// Hides the view: it keeps its place in the layout but draws nothing.
    public func hidden() -> some View {
        modifier(_HiddenModifier())
    }
}
