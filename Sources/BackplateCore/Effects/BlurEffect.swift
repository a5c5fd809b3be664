import Foundation

/// `blur(radius:opaque:)`: a Gaussian blur of the view's drawing. Maps to
/// `DisplayList.Effect.blur`.
nonisolated public struct _BlurEffect: ViewModifier, EnvironmentRenderEffectModifier, Equatable {
    /// The Gaussian's standard deviation, in points.
    public var radius: CGFloat
    /// Whether the blur keeps the view opaque: edges extend their pixels instead of fading.
    public var isOpaque: Bool
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "blur" }
    func displayEffect(in environment: EnvironmentValues) -> DisplayList.Effect? {
        radius <= 0 ? nil : .blur(radius: radius, opaque: isOpaque)
    }
}

nonisolated extension View {
    /// Applies a Gaussian blur of σ = `radius` points to the view's drawing.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(_BlurEffect(radius: radius.isFinite ? max(radius, 0) : 0, isOpaque: opaque))
    }
}
