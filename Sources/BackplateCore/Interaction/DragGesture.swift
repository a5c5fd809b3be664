import Foundation

/// A dragging motion that invokes an action as the drag event sequence changes. Never
/// recognised in a still render.
nonisolated public struct DragGesture: Gesture {
    /// The minimum distance before the gesture succeeds, in points.
    public var minimumDistance: CGFloat
    /// The coordinate space of the locations.
    public var coordinateSpace: CoordinateSpace

    /// Creates a drag gesture.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// The attributes of a drag.
    public struct Value: Equatable, Sendable {
        /// The time of the current event.
        public var time: Date
        /// The location of the current event.
        public var location: CGPoint
        /// The location where the drag started.
        public var startLocation: CGPoint
        /// The current velocity, in points per second.
        public var velocity: CGSize
        /// A prediction of where the drag would end if it stopped now.
        public var predictedEndLocation: CGPoint

        /// Creates a drag value.
        public init(time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGSize = .zero,
                    predictedEndLocation: CGPoint? = nil) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            self.velocity = velocity
            self.predictedEndLocation = predictedEndLocation ?? location
        }

        /// The total translation from the start to the current event.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// A prediction of the final translation if the drag stopped now.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    /// A primitive gesture has no body.
    public var body: Never { primitiveGestureBody(Self.self) }
}
