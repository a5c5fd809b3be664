import Foundation

/// A transition that plays a symbol effect (`.appear`, `.disappear`, `.scale`...) on the
/// symbol images of a view as it is inserted or removed (iOS 17). A still render shows the
/// view present, its symbols at rest: in the `.identity` phase the content is unchanged; in
/// the inserted or removed phases the symbols are hidden, the end state of an appear or
/// disappear effect.
nonisolated public struct SymbolEffectTransition: Transition {
    let effect: AnyHashable
    let options: SymbolEffectOptions

    /// A transition playing `effect` with `options` on the view's symbol images.
    public init<T: TransitionSymbolEffect & SymbolEffect>(effect: T, options: SymbolEffectOptions) {
        self.effect = AnyHashable(effect)
        self.options = options
    }

    /// The content unchanged at rest, hidden while inserted or removed.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }

    /// A symbol effect changes the symbols where they are: no motion.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

nonisolated extension Transition where Self == SymbolEffectTransition {
    /// The appear and disappear symbol effects on the symbols of an inserted or removed view.
    public static var symbolEffect: SymbolEffectTransition {
        SymbolEffectTransition(effect: AppearSymbolEffect.appear, options: .default)
    }

    /// A symbol effect on the symbols of an inserted or removed view.
    public static func symbolEffect<T: TransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default) -> SymbolEffectTransition {
        SymbolEffectTransition(effect: effect, options: options)
    }
}
