import Foundation

/// Offsets the drawing of a view without changing its layout.
/// Maps to `DisplayList.Effect.transform` (a translation), which `frame(of:)` also applies.
nonisolated public struct _OffsetEffect: ViewModifier, GeometryRenderEffectModifier, GeometricRenderEffect {
    let offset: CGSize
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "offset" }
    package var localTransform: CGAffineTransform {
        CGAffineTransform(translationX: offset.width.isFinite ? offset.width : 0, y: offset.height.isFinite ? offset.height : 0)
    }
    package var anchor: UnitPoint { .topLeading }
}

nonisolated extension View {
    /// Draws the view offset by `offset`; its layout (and its siblings') is unchanged.
    public func offset(_ offset: CGSize) -> some View {
        modifier(_OffsetEffect(offset: offset))
    }
    /// Draws the view offset by (x, y); its layout is unchanged.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }
}
