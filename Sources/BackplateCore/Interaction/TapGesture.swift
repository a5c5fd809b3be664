import Foundation

/// A gesture that recognises one or more taps. Never recognised in a still render.
nonisolated public struct TapGesture: Gesture {
    /// The number of taps required.
    public var count: Int
    /// Creates a tap gesture.
    public init(count: Int = 1) { self.count = count }
    /// A tap has no value.
    public typealias Value = Void
    /// A primitive gesture has no body.
    public var body: Never { primitiveGestureBody(Self.self) }
}

/// A gesture that recognises taps and reports their location (iOS 16). Never recognised in a
/// still render.
nonisolated public struct SpatialTapGesture: Gesture {
    /// The number of taps required.
    public var count: Int
    /// The coordinate space of the location.
    public var coordinateSpace: CoordinateSpace
    /// Creates a spatial tap gesture.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
    /// Where the tap happened.
    public struct Value: Equatable, Sendable {
        /// The tap's location.
        public var location: CGPoint
    }
    /// A primitive gesture has no body.
    public var body: Never { primitiveGestureBody(Self.self) }
}

nonisolated extension View {
    /// Adds an action to perform when the view recognises a tap. A still render receives no
    /// taps: no visible effect.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(_InertModifier())
    }

    /// Adds an action, given the tap's location, to perform when the view recognises a tap
    /// (iOS 17). A still render receives no taps: no visible effect.
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        modifier(_InertModifier())
    }
}
