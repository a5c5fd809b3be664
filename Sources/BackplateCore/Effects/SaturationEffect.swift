import Foundation

/// `saturation(_:)`: scales colour intensity about the Rec. 709 luma grey. Maps to
/// `DisplayList.Effect.colorMatrix`.
nonisolated public struct _SaturationEffect: ViewModifier, EnvironmentRenderEffectModifier, Equatable {
    /// The saturation: 0 grey, 1 unchanged, above 1 more intense.
    public var amount: Double
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "saturation" }
    func displayEffect(in environment: EnvironmentValues) -> DisplayList.Effect? {
        amount == 1 ? nil : .colorMatrix(ColorMatrix.saturation(amount))
    }
}

nonisolated extension View {
    /// Adjusts the colour saturation of this view: 0 draws the Rec. 709 luma grey, 1 the
    /// original colours, larger values oversaturate (clamped to 0...1 per component).
    public func saturation(_ amount: Double) -> some View {
        modifier(_SaturationEffect(amount: amount.isFinite ? amount : 1))
    }
}
