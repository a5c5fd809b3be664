import Foundation

/// How a text chooses among its variants (a date's long and short forms) (iOS 18).
public protocol TextVariantPreference {}

/// The text's one fixed variant: its full form.
public struct FixedTextVariant: TextVariantPreference, Sendable {}

/// The longest variant that fits the space the text is given.
public struct SizeDependentTextVariant: TextVariantPreference, Sendable {}

extension TextVariantPreference where Self == FixedTextVariant {
    /// The text's one fixed variant.
    public static var fixed: FixedTextVariant { FixedTextVariant() }
}

extension TextVariantPreference where Self == SizeDependentTextVariant {
    /// The longest variant that fits.
    public static var sizeDependent: SizeDependentTextVariant { SizeDependentTextVariant() }
}

extension Text {
    /// Sets how the text chooses its variant. Backplate draws the full variant: with
    /// `.sizeDependent`, a shorter one iOS picks when the full one does not fit is not drawn (warned).
    public func textVariant(_ preference: some TextVariantPreference) -> some View {
        if preference is SizeDependentTextVariant {
            RuntimeWarning.emit("Text.textVariant(.sizeDependent): Backplate draws the text's full variant; a shorter variant iOS picks when it does not fit is not drawn")
        }
        return self
    }
}
