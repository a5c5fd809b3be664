import Foundation

/// `colorInvert()`: replaces each colour component `c` by `1 − c` (alpha kept). Maps to
/// `DisplayList.Effect.colorMatrix`.
nonisolated public struct _ColorInvertEffect: ViewModifier, EnvironmentRenderEffectModifier, Equatable {
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "colorInvert" }
    func displayEffect(in environment: EnvironmentValues) -> DisplayList.Effect? {
        .colorMatrix(ColorMatrix.invert)
    }
}

nonisolated extension View {
    /// Inverts the colours of this view (each component `c` becomes `1 − c`; alpha is kept).
    public func colorInvert() -> some View {
        modifier(_ColorInvertEffect())
    }
}
