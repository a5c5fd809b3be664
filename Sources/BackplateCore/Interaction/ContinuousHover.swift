import Foundation

/// Where a pointer hovering over a view is, as `onContinuousHover(coordinateSpace:perform:)`
/// reports it.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at this location in the chosen coordinate space.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

nonisolated extension View {
    /// Calls `action` as a pointer moves over the view and when it leaves (iPadOS). A render has
    /// no pointer: the action never runs and the view draws as without it.
    public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View {
        modifier(_InertModifier())
    }

    /// Applies a pointer hover effect (iOS 13.4's form, always enabled). A render has no
    /// pointer, so the view draws as without it.
    public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View {
        modifier(_InertModifier())
    }

    /// Sets the hover effect of the views inside this one that use `.automatic` (`nil`: the
    /// system's). A render has no pointer.
    public func defaultHoverEffect(_ effect: HoverEffect?) -> some View {
        modifier(_InertModifier())
    }
}
