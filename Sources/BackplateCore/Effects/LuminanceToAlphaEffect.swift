import Foundation

/// `luminanceToAlpha()`: turns the view into a mask: black whose opacity is the colour's
/// luminance. Maps to `DisplayList.Effect.colorMatrix`.
nonisolated public struct _LuminanceToAlphaEffect: ViewModifier, EnvironmentRenderEffectModifier, Equatable {
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "luminanceToAlpha" }
    func displayEffect(in environment: EnvironmentValues) -> DisplayList.Effect? {
        .colorMatrix(ColorMatrix.luminanceToAlpha)
    }
}

nonisolated extension View {
    /// Makes dark parts of this view transparent and light parts opaque: each pixel becomes
    /// black with alpha 0.2125 R + 0.7154 G + 0.0721 B (the W3C `luminanceToAlpha` matrix).
    public func luminanceToAlpha() -> some View {
        modifier(_LuminanceToAlphaEffect())
    }
}
