import Foundation

/// The render effect of a bar that flips between its light and dark appearance with the
/// brightness of what lies under it: its single overlay is its appearance in the other colour
/// scheme. Maps to `DisplayList.Effect.backdropAdaptive`.
struct BackdropAdaptiveRenderEffect: RenderEffect {
    let isDark: Bool
    func displayEffect(in context: EffectContext) -> DisplayList.Effect? {
        .backdropAdaptive(isDark: isDark, other: DisplayList(items: context.maskItems))
    }
    var masksWithOverlays: Bool { true }
}

/// Draws `copy` (the modified view itself) in the other colour scheme beside the view, for the
/// backend to choose between them by the backdrop's brightness, as iOS 26's small Liquid Glass
/// elements (the floating tab bar) turn dark over dark content and light over light content.
nonisolated struct _BackdropAdaptiveAppearance<Copy: View>: ViewModifier, PrimitiveModifier {
    let copy: Copy
    /// A primitive modifier has no body.
    func body(content: Content) -> Never { primitiveModifierBody(Self.self) }
    func apply(to content: (ResolveContext) -> [ViewNode], in context: ResolveContext) -> [ViewNode] {
        let isDark = context.environment.colorScheme == .dark
        let other = copy.environment(\.colorScheme, isDark ? .light : .dark)
        return SecondaryLayer.attach(other, alignment: .center, isBackground: false, to: content(context), in: context).map {
            $0.effect = BackdropAdaptiveRenderEffect(isDark: isDark)
            return $0
        }
    }
}

nonisolated extension View {
    /// This view, drawn in the colour scheme that reads over what lies under it (a Liquid
    /// Glass bar's legibility flip); in vector output, in the environment's scheme.
    func _adaptingToBackdrop() -> some View {
        modifier(_BackdropAdaptiveAppearance(copy: self))
    }
}
