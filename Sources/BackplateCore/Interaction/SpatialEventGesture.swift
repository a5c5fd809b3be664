import Foundation

/// The touches, pencil and pointer events a `SpatialEventGesture` reports at one moment
/// (iOS 18). A still render receives no events: a render never makes one with members.
public struct SpatialEventCollection: Collection, Sendable {
    /// One spatial event: a touch, a pencil or a pointer at a location.
    public struct Event: Identifiable, Hashable, Sendable {
        /// The identity of an event, the same for one touch through its phases.
        public struct ID: Hashable, Sendable {
            let value: Int
        }
        /// What made the event.
        public enum Kind: Hashable, Sendable {
            /// A finger on the screen.
            case touch
            /// An Apple Pencil.
            case pencil
            /// A pointer (trackpad or mouse).
            case pointer
        }
        /// Where in its life the event is.
        public enum Phase: Hashable, Sendable {
            /// The event is under way.
            case active
            /// The event ended normally.
            case ended
            /// The system cancelled the event.
            case cancelled
        }
        /// How a pencil was held for the event.
        public struct InputDevicePose: Hashable, Sendable {
            /// The pencil's angle with the screen's plane.
            public var altitude: Angle
            /// The direction the pencil points along the screen.
            public var azimuth: Angle
        }
        /// The event's identity.
        public var id: ID
        /// When the event happened, in seconds since system start.
        public var timestamp: TimeInterval
        /// What made the event.
        public var kind: Kind
        /// Where the event is, in the gesture's coordinate space.
        public var location: CGPoint
        /// Where in its life the event is.
        public var phase: Phase
        /// The modifier keys held during the event.
        public var modifierKeys: EventModifiers
        /// How a pencil was held, for a pencil's events; else `nil`.
        public var inputDevicePose: InputDevicePose?
    }

    let events: [Event]

    /// The event with identity `index`, or `nil` when the collection has none.
    public subscript(index: Event.ID) -> Event? { events.first { $0.id == index } }

    /// Iterates the collection's events in order.
    public struct Iterator: IteratorProtocol, Sendable {
        var rest: ArraySlice<Event>
        /// The next event, or `nil` at the end.
        public mutating func next() -> Event? { rest.popFirst() }
    }
    /// An iterator over the events.
    public func makeIterator() -> Iterator { Iterator(rest: events[...]) }

    /// A position in the collection.
    public struct Index: Comparable, Hashable, Sendable {
        let offset: Int
        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Index, rhs: Index) -> Bool { lhs.offset < rhs.offset }
    }
    /// The first event's position.
    public var startIndex: Index { Index(offset: 0) }
    /// The position past the last event.
    public var endIndex: Index { Index(offset: events.count) }
    /// The event at `position`.
    public subscript(position: Index) -> Event { events[position.offset] }
    /// The position after `i`.
    public func index(after i: Index) -> Index { Index(offset: i.offset + 1) }
}

/// A gesture that reports every touch, pencil and pointer event over a view (iOS 18). A
/// still render receives no events: never recognised.
nonisolated public struct SpatialEventGesture: Gesture {
    /// The coordinate space the events' locations are in.
    public let coordinateSpace: CoordinateSpace
    /// Creates the gesture, reporting locations in `coordinateSpace`.
    public init(coordinateSpace: any CoordinateSpaceProtocol = LocalCoordinateSpace()) {
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }
    /// The events at one moment.
    public typealias Value = SpatialEventCollection
    /// A primitive gesture has no body.
    public var body: Never { primitiveGestureBody(Self.self) }
}
