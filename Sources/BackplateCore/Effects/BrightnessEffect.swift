import Foundation

/// `brightness(_:)`: adds to each colour component. Maps to `DisplayList.Effect.colorMatrix`.
nonisolated public struct _BrightnessEffect: ViewModifier, EnvironmentRenderEffectModifier, Equatable {
    /// The amount added to red, green and blue: 0 no effect, 1 white, negative darkens.
    public var amount: Double
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "brightness" }
    func displayEffect(in environment: EnvironmentValues) -> DisplayList.Effect? {
        amount == 0 ? nil : .colorMatrix(ColorMatrix.brightness(amount))
    }
}

nonisolated extension View {
    /// Brightens this view by adding `amount` to each colour component (0: no effect, 1:
    /// full white; negative values darken), as Core Image's `CIColorControls` brightness.
    public func brightness(_ amount: Double) -> some View {
        modifier(_BrightnessEffect(amount: amount.isFinite ? amount : 0))
    }
}
