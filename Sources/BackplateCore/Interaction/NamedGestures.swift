import Foundation

nonisolated extension View {
    /// Attaches a gesture with a name (for accessibility and debugging) that can be turned off
    /// (iOS 18). A still render receives no events: no visible effect.
    public func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        modifier(_InertModifier())
    }

    /// Attaches a named gesture with precedence over the view's other gestures (iOS 18). No
    /// visible effect in a still render.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        modifier(_InertModifier())
    }

    /// Attaches a named gesture recognised alongside the view's other gestures (iOS 18). No
    /// visible effect in a still render.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        modifier(_InertModifier())
    }
}
