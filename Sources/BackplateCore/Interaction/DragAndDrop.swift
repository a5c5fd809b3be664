import Foundation

// Drag and drop needs a person's finger: a still render draws the view as it is at rest.

nonisolated extension View {
    /// Lets people drag `payload` out of this view. No visible effect at rest; the payload
    /// closure is not called.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        modifier(_InertModifier())
    }

    /// Lets people drag `payload` out of this view, shown while dragging as `preview`. No
    /// visible effect at rest.
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T,
                                                    @ViewBuilder preview: () -> V) -> some View {
        modifier(_InertModifier())
    }

    /// Accepts dropped items of `payloadType`. No visible effect: at rest nothing is being
    /// dragged over the view, so `isTargeted` is never called with `true`.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View {
        modifier(_InertModifier())
    }
}
