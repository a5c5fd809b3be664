import Foundation

/// A gesture that recognises a rotation motion (iOS 17). Never recognised in a still render.
nonisolated public struct RotateGesture: Gesture {
    /// The minimum rotation before the gesture succeeds.
    public var minimumAngleDelta: Angle
    /// Creates a rotate gesture.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    /// The attributes of a rotation.
    public struct Value: Equatable, Sendable {
        /// The time of the current event.
        public var time: Date
        /// The current rotation relative to the start.
        public var rotation: Angle
        /// The current angular velocity.
        public var velocity: Angle
        /// The initial anchor point, in the unit space of the view.
        public var startAnchor: UnitPoint
        /// The initial centre of the gesture.
        public var startLocation: CGPoint
    }

    /// A primitive gesture has no body.
    public var body: Never { primitiveGestureBody(Self.self) }
}

/// A gesture that recognises a rotation motion and reports the angle (deprecated in SwiftUI:
/// use `RotateGesture`). Never recognised in a still render.
nonisolated public struct RotationGesture: Gesture {
    /// The minimum rotation before the gesture succeeds.
    public var minimumAngleDelta: Angle
    /// Creates a rotation gesture.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    /// The current rotation relative to the start.
    public typealias Value = Angle
    /// A primitive gesture has no body.
    public var body: Never { primitiveGestureBody(Self.self) }
}
