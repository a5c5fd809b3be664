import Foundation

/// How a palette-style picker shows its selected option (iOS 17).
public struct PaletteSelectionEffect: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, custom, variant(SymbolVariants) }
    let kind: Kind
    /// The system's effect.
    public static let automatic = PaletteSelectionEffect(kind: .automatic)
    /// No system effect: the options' own labels show the selection.
    public static let custom = PaletteSelectionEffect(kind: .custom)
    /// The selected option's symbol is drawn with `variant` (`.fill`, for instance).
    public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect {
        PaletteSelectionEffect(kind: .variant(variant))
    }
}

nonisolated extension View {
    /// Sets how palette pickers inside this view show their selection. Backplate draws palette
    /// pickers with the system's look whatever this says, and warns when it asks for more.
    public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View {
        if effect != .automatic {
            RuntimeWarning.emit("paletteSelectionEffect(\(effect.kind)): Backplate draws palette pickers' selection with the system's effect")
        }
        return modifier(_InertModifier())
    }
}
