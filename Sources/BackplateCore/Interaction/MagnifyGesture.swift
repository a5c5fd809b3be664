import Foundation

/// A gesture that recognises a magnification (pinch) motion (iOS 17). Never recognised in a
/// still render.
nonisolated public struct MagnifyGesture: Gesture {
    /// The minimum scale change before the gesture succeeds.
    public var minimumScaleDelta: CGFloat
    /// Creates a magnify gesture.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    /// The attributes of a magnification.
    public struct Value: Equatable, Sendable {
        /// The time of the current event.
        public var time: Date
        /// The current magnification relative to the start (1 is unchanged).
        public var magnification: CGFloat
        /// The current velocity of the magnification.
        public var velocity: CGFloat
        /// The initial anchor point, in the unit space of the view.
        public var startAnchor: UnitPoint
        /// The initial centre of the gesture.
        public var startLocation: CGPoint
    }

    /// A primitive gesture has no body.
    public var body: Never { primitiveGestureBody(Self.self) }
}

/// A gesture that recognises a magnification motion and reports the scale (deprecated in
/// SwiftUI: use `MagnifyGesture`). Never recognised in a still render.
nonisolated public struct MagnificationGesture: Gesture {
    /// The minimum scale change before the gesture succeeds.
    public var minimumScaleDelta: CGFloat
    /// Creates a magnification gesture.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    /// The current magnification relative to the start.
    public typealias Value = CGFloat
    /// A primitive gesture has no body.
    public var body: Never { primitiveGestureBody(Self.self) }
}
