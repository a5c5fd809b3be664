import Foundation

/// `contrast(_:)`: scales each component's distance from mid grey. Maps to
/// `DisplayList.Effect.colorMatrix`.
nonisolated public struct _ContrastEffect: ViewModifier, EnvironmentRenderEffectModifier, Equatable {
    /// The contrast factor: 1 unchanged, 0 mid grey, negative inverts.
    public var amount: Double
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "contrast" }
    func displayEffect(in environment: EnvironmentValues) -> DisplayList.Effect? {
        amount == 1 ? nil : .colorMatrix(ColorMatrix.contrast(amount))
    }
}

nonisolated extension View {
    /// Sets the contrast of this view: each component becomes `(c − 0.5) × amount + 0.5`
    /// (1: no change, 0: mid grey; negative values also invert the colours).
    public func contrast(_ amount: Double) -> some View {
        modifier(_ContrastEffect(amount: amount.isFinite ? amount : 1))
    }
}
