import Foundation

/// `grayscale(_:)`: removes colour: the saturation matrix at `1 − amount` (Rec. 709 luma grey
/// at 1). Maps to `DisplayList.Effect.colorMatrix`.
nonisolated public struct _GrayscaleEffect: ViewModifier, EnvironmentRenderEffectModifier, Equatable {
    /// The intensity of grayscale, 0 (none) to 1 (fully grey).
    public var amount: Double
    /// A primitive modifier has no body.
    public func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    var label: String { "grayscale" }
    func displayEffect(in environment: EnvironmentValues) -> DisplayList.Effect? {
        amount == 0 ? nil : .colorMatrix(ColorMatrix.saturation(1 - amount))
    }
}

nonisolated extension View {
    /// Adds a grayscale effect to this view: `amount` 0 keeps the colours, 1 draws each in
    /// the grey of its Rec. 709 luma (0.2126 R + 0.7152 G + 0.0722 B); values between
    /// interpolate, as SwiftUI's saturation matrix at `1 − amount`.
    public func grayscale(_ amount: Double) -> some View {
        modifier(_GrayscaleEffect(amount: amount.isFinite ? amount : 0))
    }
}
