import Foundation

/// `hueRotation(_:)`: rotates hues about the grey axis. Maps to `DisplayList.Effect.colorMatrix`.
nonisolated public struct _HueRotationEffect: ViewModifier, EnvironmentRenderEffectModifier, Equatable {
    /// The rotation of the colour wheel.
    public var angle: Angle
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "hueRotation" }
    func displayEffect(in environment: EnvironmentValues) -> DisplayList.Effect? {
        angle.radians == 0 ? nil : .colorMatrix(ColorMatrix.hueRotation(angle))
    }
}

nonisolated extension View {
    /// Shifts all the colours of this view by `angle` around the colour wheel (the W3C Filter
    /// Effects `hueRotate` matrix, which keeps luma).
    public func hueRotation(_ angle: Angle) -> some View {
        modifier(_HueRotationEffect(angle: angle.radians.isFinite ? angle : .zero))
    }
}
