import Foundation

// The system's own overlays on an iPhone screen (the status bar, the home indicator) are not
// part of a rendered view, so hiding them changes nothing in a still render. Declared with
// SwiftUI's names so full-screen camera, video and paywall code compiles.

nonisolated extension View {
    /// Hides or shows the status bar. A render draws no status bar (the top safe area is
    /// empty space), so the image is the same either way.
    public func statusBarHidden(_ hidden: Bool = true) -> some View {
        modifier(_InertModifier())
    }

    /// Hides or shows the status bar (deprecated in SwiftUI for `statusBarHidden(_:)`): the
    /// same image either way.
    public func statusBar(hidden: Bool) -> some View {
        modifier(_InertModifier())
    }

    /// Sets the visibility of the system overlays that float over the app (the home indicator
    /// on an iPhone). A render draws none, so the image is the same whatever the visibility.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        modifier(_InertModifier())
    }

    /// Gives the app's own gestures precedence over the system's on `edges`. A render has no
    /// gestures.
    public func defersSystemGestures(on edges: Edge.Set) -> some View {
        modifier(_InertModifier())
    }
}
