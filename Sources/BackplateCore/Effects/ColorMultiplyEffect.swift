import Foundation

/// `colorMultiply(_:)`: multiplies each component by a colour's. Maps to
/// `DisplayList.Effect.colorMatrix`.
nonisolated public struct _ColorMultiplyEffect: ViewModifier, EnvironmentRenderEffectModifier, Equatable {
    /// The colour to multiply with, resolved in the view's environment.
    public var color: Color
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "colorMultiply" }
    func displayEffect(in environment: EnvironmentValues) -> DisplayList.Effect? {
        .colorMatrix(ColorMatrix.multiply(color.resolve(in: environment).rgba))
    }
}

nonisolated extension View {
    /// Multiplies the colours of this view by `color`, component by component (alpha too):
    /// white leaves the view unchanged, `.red` keeps only its red.
    public func colorMultiply(_ color: Color) -> some View {
        modifier(_ColorMultiplyEffect(color: color))
    }
}
