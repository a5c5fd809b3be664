import Foundation

/// The Draw On animation of SF Symbols 7 (iOS 26): the symbol's strokes drawn in along their
/// paths. As an indefinite effect the symbol stays hidden while the effect is active (it is
/// drawn on when the effect ends), so a still render leaves it out; inactive, it is drawn.
public struct DrawOnSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, _SymbolHidingEffect {
    let parts: [String]
    /// The effect, drawing each motion group in turn.
    public var byLayer: DrawOnSymbolEffect { DrawOnSymbolEffect(parts: parts + ["byLayer"]) }
    /// The effect, drawing one motion group at a time.
    public var individually: DrawOnSymbolEffect { DrawOnSymbolEffect(parts: parts + ["individually"]) }
    /// The effect, drawing every motion group at once.
    public var wholeSymbol: DrawOnSymbolEffect { DrawOnSymbolEffect(parts: parts + ["wholeSymbol"]) }
}

extension SymbolEffect where Self == DrawOnSymbolEffect {
    /// The Draw On animation (iOS 26): the symbol hidden while active, as in a still render.
    public static var drawOn: DrawOnSymbolEffect { DrawOnSymbolEffect(parts: []) }
}

/// The Draw Off animation of SF Symbols 7 (iOS 26): the symbol's strokes erased along their
/// paths. As an indefinite effect the symbol stays hidden while the effect is active, so a
/// still render leaves it out; inactive, it is drawn.
public struct DrawOffSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, _SymbolHidingEffect {
    let parts: [String]
    /// The effect, erasing each motion group in turn.
    public var byLayer: DrawOffSymbolEffect { DrawOffSymbolEffect(parts: parts + ["byLayer"]) }
    /// The effect, erasing one motion group at a time.
    public var individually: DrawOffSymbolEffect { DrawOffSymbolEffect(parts: parts + ["individually"]) }
    /// The effect, erasing every motion group at once.
    public var wholeSymbol: DrawOffSymbolEffect { DrawOffSymbolEffect(parts: parts + ["wholeSymbol"]) }
    /// The effect, erasing along the paths in the direction they were drawn.
    public var nonReversed: DrawOffSymbolEffect { DrawOffSymbolEffect(parts: parts + ["nonReversed"]) }
    /// The effect, erasing along the paths in reverse.
    public var reversed: DrawOffSymbolEffect { DrawOffSymbolEffect(parts: parts + ["reversed"]) }
}

extension SymbolEffect where Self == DrawOffSymbolEffect {
    /// The Draw Off animation (iOS 26): the symbol hidden while active, as in a still render.
    public static var drawOff: DrawOffSymbolEffect { DrawOffSymbolEffect(parts: []) }
}

/// An indefinite effect that keeps symbols hidden while active (Disappear, Draw On, Draw Off).
protocol _SymbolHidingEffect {}

private struct SymbolsHiddenByEffectKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether an active hiding symbol effect around this view leaves its symbol images out.
    var symbolsHiddenByEffect: Bool {
        get { self[SymbolsHiddenByEffectKey.self] }
        set { self[SymbolsHiddenByEffectKey.self] = newValue }
    }
}
