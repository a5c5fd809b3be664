import Foundation

/// `shadow(color:radius:x:y:)`: the view's drawn content, blurred, in a colour, offset,
/// behind the view. Maps to `DisplayList.Effect.shadow`.
nonisolated public struct _ShadowEffect: ViewModifier, EnvironmentRenderEffectModifier, Equatable {
    /// The shadow's colour, resolved in the view's environment.
    public var color: Color
    /// The Gaussian's standard deviation, in points.
    public var radius: CGFloat
    /// The shadow's offset, in points.
    public var offset: CGSize
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "shadow" }
    func displayEffect(in environment: EnvironmentValues) -> DisplayList.Effect? {
        .shadow(color: color.resolve(in: environment).rgba, radius: radius, offset: offset)
    }
}

nonisolated extension View {
    /// Adds a shadow: the view's drawn content, blurred with a Gaussian of σ = `radius`, in
    /// `color`, offset by (x, y), behind the view. The default colour is black at 33% opacity.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_ShadowEffect(color: color, radius: max(finiteOr(radius, 0), 0),
                               offset: CGSize(width: finiteOr(x, 0), height: finiteOr(y, 0))))
    }
}
