import Foundation

/// `rotationEffect(_:anchor:)`: rotates the view's drawing about a point of its frame,
/// without changing layout. Maps to `DisplayList.Effect.transform`.
nonisolated public struct _RotationEffect: ViewModifier, GeometryRenderEffectModifier, GeometricRenderEffect, Equatable {
    /// The rotation (positive: clockwise on screen).
    public var angle: Angle
    /// The point of the frame the view rotates about.
    public var anchor: UnitPoint
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "rotationEffect" }
    package var localTransform: CGAffineTransform { CGAffineTransform(rotationAngle: angle.radians) }
}

nonisolated extension View {
    /// Rotates the drawing of the view around `anchor`, without changing layout.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_RotationEffect(angle: angle, anchor: anchor))
    }
}
