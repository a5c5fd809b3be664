import Foundation

/// An indication of a scene's operational state. A rendered view is always `.active`.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// The scene is not visible.
    case background
    /// The scene is visible but does not receive events.
    case inactive
    /// The scene is in the foreground and interactive.
    case active
}

private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }

extension EnvironmentValues {
    /// The current phase of the scene (`.active` in a render).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
