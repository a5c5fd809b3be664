import Foundation

// iOS 17's forms of the location-reporting gestures that take any `CoordinateSpaceProtocol`
// (`.local`, `.global`, `.named(_:)`), beside the older `CoordinateSpace` forms.

extension DragGesture {
    /// Creates a drag gesture reporting locations in `coordinateSpace`. Never recognised in a
    /// still render.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}

extension SpatialTapGesture {
    /// Creates a spatial tap gesture reporting its location in `coordinateSpace`. Never
    /// recognised in a still render.
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}

nonisolated extension View {
    /// Adds an action, given the tap's location in `coordinateSpace`, to perform when the view
    /// recognises a tap. A still render receives no taps: no visible effect.
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        modifier(_InertModifier())
    }
}
