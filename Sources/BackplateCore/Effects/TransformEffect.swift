import Foundation

/// `transformEffect(_:)`: applies an affine transform to the view's drawing, in its local
/// coordinates (origin at its top-leading corner). Maps to `DisplayList.Effect.transform`.
nonisolated public struct _TransformEffect: ViewModifier, GeometryRenderEffectModifier, GeometricRenderEffect, Equatable {
    /// The transform.
    public var transform: CGAffineTransform
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "transformEffect" }
    package var localTransform: CGAffineTransform { transform }
    package var anchor: UnitPoint { .topLeading }
}

nonisolated extension View {
    /// Applies an affine transform to the drawing of the view.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_TransformEffect(transform: transform))
    }
}
