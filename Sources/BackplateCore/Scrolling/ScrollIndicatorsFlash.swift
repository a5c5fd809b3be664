import Foundation

nonisolated extension View {
    /// Flashes the scroll indicators of scroll views in this view when they appear. A still
    /// render shows no indicators (a scroll view at rest hides them), so nothing is drawn.
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View {
        modifier(_InertModifier())
    }

    /// Flashes the scroll indicators of scroll views in this view when `value` changes. A
    /// still render has no changes, so nothing is drawn.
    public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View {
        modifier(_InertModifier())
    }
}
