import Foundation

nonisolated extension View {
    /// Registers a handler for URLs the app is asked to open. A still render opens none: no
    /// visible effect.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        modifier(_InertModifier())
    }
}
