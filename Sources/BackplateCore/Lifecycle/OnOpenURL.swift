import Foundation

nonisolated extension View {
    /// Registers a handler for URLs the app is asked to open. A still render opens none: no
    /// visible effect.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        modifier(_InertModifier())
    }

    /// Sets the `openURL` action of the views inside to leave URLs to the system, opened in an
    /// in-app browser when `prefersInApp`. A still render opens none: no visible effect.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public func onOpenURL(prefersInApp: Bool) -> some View {
        environment(\.openURL, OpenURLAction { _ in .systemAction(prefersInApp: prefersInApp) })
    }
}
