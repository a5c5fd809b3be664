import Foundation

nonisolated extension View {
    /// Configures whether the view takes part in hit testing. No visible effect in a still
    /// render, which receives no touches.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(_InertModifier())
    }
}
