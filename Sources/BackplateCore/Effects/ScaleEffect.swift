import Foundation

/// `scaleEffect(_:anchor:)`: scales the view's drawing about a point of its frame, without
/// changing layout. Maps to `DisplayList.Effect.transform`.
nonisolated public struct _ScaleEffect: ViewModifier, GeometryRenderEffectModifier, GeometricRenderEffect, Equatable {
    /// The horizontal and vertical scale factors.
    public var scale: CGSize
    /// The point of the frame the view scales about.
    public var anchor: UnitPoint
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "scaleEffect" }
    package var localTransform: CGAffineTransform { CGAffineTransform(scaleX: scale.width, y: scale.height) }
}

nonisolated extension View {
    /// Scales the drawing of the view around `anchor`, without changing layout.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_ScaleEffect(scale: scale, anchor: anchor))
    }

    /// Scales the drawing of the view uniformly around `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales the drawing of the view by x and y around `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
}
