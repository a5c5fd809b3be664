import Foundation

// Symbol effects (the Symbols framework, which `import SwiftUI` re-exports). A still render
// shows every symbol at rest: an indefinite effect (pulse, variable colour) is drawn at its
// starting state, a discrete one (bounce) never plays, and a transition shows the symbol
// present. The types exist so SwiftUI code compiles unchanged.

/// A presentation effect applied to a symbol image. No visible effect in a still render.
public protocol SymbolEffect: Hashable, Sendable {}
/// An effect that runs from start to finish when a value changes.
public protocol DiscreteSymbolEffect {}
/// An effect that lasts while it is active.
public protocol IndefiniteSymbolEffect {}
/// An effect that animates a symbol in or out of visibility.
public protocol TransitionSymbolEffect {}
/// An effect that replaces one symbol with another.
public protocol ContentTransitionSymbolEffect {}

/// Options of a symbol effect (repetition, speed).
public struct SymbolEffectOptions: Hashable, Sendable {
    let parts: [String]
    /// The default options.
    public static let `default` = SymbolEffectOptions(parts: [])
    /// Repeats the effect indefinitely.
    public static let repeating = SymbolEffectOptions(parts: ["repeating"])
    /// Plays the effect once.
    public static let nonRepeating = SymbolEffectOptions(parts: ["nonRepeating"])
    /// Repeats the effect `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(parts: ["repeat(\(count))"]) }
    /// Plays the effect at `speed` times its normal speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(parts: ["speed(\(speed))"]) }
    /// These options, repeated `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(parts: parts + ["repeat(\(count))"]) }
    /// These options, at `speed` times the normal speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(parts: parts + ["speed(\(speed))"]) }
    /// These options, repeating indefinitely (`.speed(3).repeating`).
    public var repeating: SymbolEffectOptions { SymbolEffectOptions(parts: parts + ["repeating"]) }
    /// These options, playing once.
    public var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(parts: parts + ["nonRepeating"]) }
    /// Repeats the effect as `behavior` says (iOS 18). A still render shows its first frame.
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions(parts: ["repeat(\(behavior.name))"]) }
    /// These options, repeating as `behavior` says.
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions(parts: parts + ["repeat(\(behavior.name))"]) }

    /// How a repeating effect repeats: continuously, or periodically with a count and a delay.
    public struct RepeatBehavior: Hashable, Sendable {
        let name: String
        /// Repeats indefinitely, with the effect's continuous animation where it has one.
        public static var continuous: RepeatBehavior { RepeatBehavior(name: "continuous") }
        /// Repeats indefinitely, playing the effect at regular intervals.
        public static var periodic: RepeatBehavior { RepeatBehavior(name: "periodic") }
        /// Plays the effect `count` times (`nil`: indefinitely), `delay` seconds apart (`nil`: the default delay).
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            RepeatBehavior(name: "periodic(\(count.map(String.init) ?? "nil"), delay: \(delay.map { "\($0)" } ?? "nil"))")
        }
    }
}

/// A transitory bounce. No visible effect in a still render.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    let parts: [String]
    /// The effect, configured `.up`.
    public var up: BounceSymbolEffect { BounceSymbolEffect(parts: parts + ["up"]) }
    /// The effect, configured `.down`.
    public var down: BounceSymbolEffect { BounceSymbolEffect(parts: parts + ["down"]) }
    /// The effect, configured `.byLayer`.
    public var byLayer: BounceSymbolEffect { BounceSymbolEffect(parts: parts + ["byLayer"]) }
    /// The effect, configured `.wholeSymbol`.
    public var wholeSymbol: BounceSymbolEffect { BounceSymbolEffect(parts: parts + ["wholeSymbol"]) }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A transitory bounce.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect(parts: []) }
}

/// Fading opacity. No visible effect in a still render.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    let parts: [String]
    /// The effect, configured `.byLayer`.
    public var byLayer: PulseSymbolEffect { PulseSymbolEffect(parts: parts + ["byLayer"]) }
    /// The effect, configured `.wholeSymbol`.
    public var wholeSymbol: PulseSymbolEffect { PulseSymbolEffect(parts: parts + ["wholeSymbol"]) }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// Fading opacity.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect(parts: []) }
}

/// Layers coloured in turn. No visible effect in a still render.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    let parts: [String]
    /// The effect, configured `.iterative`.
    public var iterative: VariableColorSymbolEffect { VariableColorSymbolEffect(parts: parts + ["iterative"]) }
    /// The effect, configured `.cumulative`.
    public var cumulative: VariableColorSymbolEffect { VariableColorSymbolEffect(parts: parts + ["cumulative"]) }
    /// The effect, configured `.reversing`.
    public var reversing: VariableColorSymbolEffect { VariableColorSymbolEffect(parts: parts + ["reversing"]) }
    /// The effect, configured `.nonReversing`.
    public var nonReversing: VariableColorSymbolEffect { VariableColorSymbolEffect(parts: parts + ["nonReversing"]) }
    /// The effect, configured `.hideInactiveLayers`.
    public var hideInactiveLayers: VariableColorSymbolEffect { VariableColorSymbolEffect(parts: parts + ["hideInactiveLayers"]) }
    /// The effect, configured `.dimInactiveLayers`.
    public var dimInactiveLayers: VariableColorSymbolEffect { VariableColorSymbolEffect(parts: parts + ["dimInactiveLayers"]) }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Layers coloured in turn.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect(parts: []) }
}

/// A lasting scale. No visible effect in a still render.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    let parts: [String]
    /// The effect, configured `.up`.
    public var up: ScaleSymbolEffect { ScaleSymbolEffect(parts: parts + ["up"]) }
    /// The effect, configured `.down`.
    public var down: ScaleSymbolEffect { ScaleSymbolEffect(parts: parts + ["down"]) }
    /// The effect, configured `.byLayer`.
    public var byLayer: ScaleSymbolEffect { ScaleSymbolEffect(parts: parts + ["byLayer"]) }
    /// The effect, configured `.wholeSymbol`.
    public var wholeSymbol: ScaleSymbolEffect { ScaleSymbolEffect(parts: parts + ["wholeSymbol"]) }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// A lasting scale.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect(parts: []) }
}

/// Layers appearing. No visible effect in a still render.
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    let parts: [String]
    /// The effect, configured `.up`.
    public var up: AppearSymbolEffect { AppearSymbolEffect(parts: parts + ["up"]) }
    /// The effect, configured `.down`.
    public var down: AppearSymbolEffect { AppearSymbolEffect(parts: parts + ["down"]) }
    /// The effect, configured `.byLayer`.
    public var byLayer: AppearSymbolEffect { AppearSymbolEffect(parts: parts + ["byLayer"]) }
    /// The effect, configured `.wholeSymbol`.
    public var wholeSymbol: AppearSymbolEffect { AppearSymbolEffect(parts: parts + ["wholeSymbol"]) }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// Layers appearing.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect(parts: []) }
}

/// Layers disappearing. As an indefinite effect the symbol stays hidden while the effect is
/// active, so a still render leaves it out (its frame kept); inactive, it is drawn.
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, _SymbolHidingEffect {
    let parts: [String]
    /// The effect, configured `.up`.
    public var up: DisappearSymbolEffect { DisappearSymbolEffect(parts: parts + ["up"]) }
    /// The effect, configured `.down`.
    public var down: DisappearSymbolEffect { DisappearSymbolEffect(parts: parts + ["down"]) }
    /// The effect, configured `.byLayer`.
    public var byLayer: DisappearSymbolEffect { DisappearSymbolEffect(parts: parts + ["byLayer"]) }
    /// The effect, configured `.wholeSymbol`.
    public var wholeSymbol: DisappearSymbolEffect { DisappearSymbolEffect(parts: parts + ["wholeSymbol"]) }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// Layers disappearing.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect(parts: []) }
}

/// One symbol replacing another. No visible effect in a still render.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    let parts: [String]
    /// The effect, configured `.downUp`.
    public var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect(parts: parts + ["downUp"]) }
    /// The effect, configured `.upUp`.
    public var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect(parts: parts + ["upUp"]) }
    /// The effect, configured `.offUp`.
    public var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect(parts: parts + ["offUp"]) }
    /// The effect, configured `.byLayer`.
    public var byLayer: ReplaceSymbolEffect { ReplaceSymbolEffect(parts: parts + ["byLayer"]) }
    /// The effect, configured `.wholeSymbol`.
    public var wholeSymbol: ReplaceSymbolEffect { ReplaceSymbolEffect(parts: parts + ["wholeSymbol"]) }

    /// The replace effect configured `.downUp`, as a fallback: `.magic(fallback: .downUp)`.
    public static var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect(parts: ["downUp"]) }
    /// The replace effect configured `.upUp`.
    public static var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect(parts: ["upUp"]) }
    /// The replace effect configured `.offUp`.
    public static var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect(parts: ["offUp"]) }

    /// An effect preferring Magic Replace (iOS 18), which animates the elements two symbols
    /// share, with `fallback` where it is not possible. No visible effect in a still render.
    public func magic(fallback: ReplaceSymbolEffect) -> MagicReplace { MagicReplace(fallback: fallback) }

    /// The Magic Replace effect (iOS 18): common elements of two symbols animate across.
    public struct MagicReplace: SymbolEffect, ContentTransitionSymbolEffect {
        let fallback: ReplaceSymbolEffect
        /// The effect, configured `.byLayer`.
        public var byLayer: MagicReplace { self }
        /// The effect, configured `.wholeSymbol`.
        public var wholeSymbol: MagicReplace { self }
    }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// One symbol replacing another.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect(parts: []) }
}

/// A wiggle (iOS 18). No visible effect in a still render.
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    let parts: [String]
    /// The effect, configured `.left`.
    public var left: WiggleSymbolEffect { WiggleSymbolEffect(parts: parts + ["left"]) }
    /// The effect, configured `.right`.
    public var right: WiggleSymbolEffect { WiggleSymbolEffect(parts: parts + ["right"]) }
    /// The effect, configured `.forward`.
    public var forward: WiggleSymbolEffect { WiggleSymbolEffect(parts: parts + ["forward"]) }
    /// The effect, configured `.backward`.
    public var backward: WiggleSymbolEffect { WiggleSymbolEffect(parts: parts + ["backward"]) }
    /// The effect, configured `.up`.
    public var up: WiggleSymbolEffect { WiggleSymbolEffect(parts: parts + ["up"]) }
    /// The effect, configured `.down`.
    public var down: WiggleSymbolEffect { WiggleSymbolEffect(parts: parts + ["down"]) }
    /// The effect, configured `.clockwise`.
    public var clockwise: WiggleSymbolEffect { WiggleSymbolEffect(parts: parts + ["clockwise"]) }
    /// The effect, configured `.counterClockwise`.
    public var counterClockwise: WiggleSymbolEffect { WiggleSymbolEffect(parts: parts + ["counterClockwise"]) }
    /// The effect, configured `.byLayer`.
    public var byLayer: WiggleSymbolEffect { WiggleSymbolEffect(parts: parts + ["byLayer"]) }
    /// The effect, configured `.wholeSymbol`.
    public var wholeSymbol: WiggleSymbolEffect { WiggleSymbolEffect(parts: parts + ["wholeSymbol"]) }
    /// The effect, wiggling by a custom `angle` (iOS 18).
    public func custom(angle: Angle) -> WiggleSymbolEffect {
        WiggleSymbolEffect(parts: parts + ["custom(\(angle.degrees)°)"])
    }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    /// A wiggle (iOS 18).
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect(parts: []) }
}

/// A breathing scale (iOS 18). No visible effect in a still render.
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    let parts: [String]
    /// The effect, configured `.plain`.
    public var plain: BreatheSymbolEffect { BreatheSymbolEffect(parts: parts + ["plain"]) }
    /// The effect, configured `.pulse`.
    public var pulse: BreatheSymbolEffect { BreatheSymbolEffect(parts: parts + ["pulse"]) }
    /// The effect, configured `.byLayer`.
    public var byLayer: BreatheSymbolEffect { BreatheSymbolEffect(parts: parts + ["byLayer"]) }
    /// The effect, configured `.wholeSymbol`.
    public var wholeSymbol: BreatheSymbolEffect { BreatheSymbolEffect(parts: parts + ["wholeSymbol"]) }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    /// A breathing scale (iOS 18).
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect(parts: []) }
}

/// A rotation (iOS 18). No visible effect in a still render.
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    let parts: [String]
    /// The effect, configured `.clockwise`.
    public var clockwise: RotateSymbolEffect { RotateSymbolEffect(parts: parts + ["clockwise"]) }
    /// The effect, configured `.counterClockwise`.
    public var counterClockwise: RotateSymbolEffect { RotateSymbolEffect(parts: parts + ["counterClockwise"]) }
    /// The effect, configured `.byLayer`.
    public var byLayer: RotateSymbolEffect { RotateSymbolEffect(parts: parts + ["byLayer"]) }
    /// The effect, configured `.wholeSymbol`.
    public var wholeSymbol: RotateSymbolEffect { RotateSymbolEffect(parts: parts + ["wholeSymbol"]) }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    /// A rotation (iOS 18).
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect(parts: []) }
}

nonisolated extension View {
    /// Adds an indefinite symbol effect to the symbol images in this view. A still render shows
    /// the symbols at rest, except that an active `.disappear`, `.drawOn` or `.drawOff` hides
    /// them (their frames kept), as iOS keeps them hidden while the effect is active.
    public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                      isActive: Bool = true) -> some View {
        let hides = isActive && effect is any _SymbolHidingEffect
        return transformEnvironment(\.symbolsHiddenByEffect) { if hides { $0 = true } }
    }

    /// Adds a discrete symbol effect that plays when `value` changes. Never plays in a still render.
    public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                                  value: U) -> some View {
        modifier(_InertModifier())
    }

    /// Removes inherited symbol effects: symbols an enclosing `.disappear`, `.drawOn` or
    /// `.drawOff` hid are drawn again.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        transformEnvironment(\.symbolsHiddenByEffect) { if isEnabled { $0 = false } }
    }
}

extension ContentTransition {
    /// Symbol images change with `effect` (iOS 17). No visible effect in a still render.
    public static func symbolEffect<T: SymbolEffect & ContentTransitionSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(description: "symbolEffect(\(T.self))")
    }
}
