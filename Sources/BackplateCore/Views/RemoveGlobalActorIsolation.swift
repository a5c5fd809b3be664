/// A global actor no code runs on: `_RemoveGlobalActorIsolation` is isolated to it, so a type
/// conforming to both that marker and a main-actor protocol (`View`) infers no isolation.
@globalActor public actor _ImpossibleActor {
    /// The actor's single instance.
    public static let shared = _ImpossibleActor()
}

/// SwiftUI's marker for protocols that refine `View` or `ViewModifier` but whose conformers must
/// not be main-actor isolated (`Shape`, `ShapeView`, `GeometryEffect`): its conflicting global
/// actor cancels the inference, also under `-default-isolation MainActor`, where a shape would
/// otherwise be a main-actor type in a `Sendable` conformance ("crosses into main
/// actor-isolated code"). It has no requirements and nothing conforms to it alone.
@_marker @_ImpossibleActor public protocol _RemoveGlobalActorIsolation {}
