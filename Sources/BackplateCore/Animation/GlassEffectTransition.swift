import Foundation

/// How a glass effect changes when its view is added to or removed from the hierarchy
/// (iOS 26). A still render shows the view present, so every transition draws the glass as it
/// rests.
public struct GlassEffectTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case matchedGeometry, materialize, identity }
    let kind: Kind

    /// The glass shape grows out of (or into) a nearby glass shape in the same
    /// `GlassEffectContainer`.
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(kind: .matchedGeometry) }
    /// The content fades and the glass material animates in or out, without matching another
    /// shape's geometry.
    public static var materialize: GlassEffectTransition { GlassEffectTransition(kind: .materialize) }
    /// No change.
    public static var identity: GlassEffectTransition { GlassEffectTransition(kind: .identity) }
}

nonisolated extension View {
    /// Associates a glass effect transition with the glass effects in this view (iOS 26). A
    /// still render draws the view present, at rest: the transition changes nothing drawn.
    ///
    /// - Parameter transition: The transition used when the glass is added or removed.
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
        modifier(_InertModifier())
    }
}
