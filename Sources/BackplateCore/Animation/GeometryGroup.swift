import Foundation

nonisolated extension View {
    /// Makes the view resolve its position and size as one group before its children read
    /// them (iOS 17), so children animate from the group's animated geometry. A still render
    /// has no animation in flight, so the view lays out and draws exactly as without it.
    public func geometryGroup() -> some View { modifier(_InertModifier()) }
}
