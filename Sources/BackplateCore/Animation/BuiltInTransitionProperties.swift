import Foundation

extension IdentityTransition {
    /// The identity transition moves nothing: `hasMotion` is `false`.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

extension AsymmetricTransition {
    /// Has motion when either the insertion or the removal transition has.
    @MainActor public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion)
    }
}
