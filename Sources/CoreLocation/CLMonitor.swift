import Foundation

/// A condition a `CLMonitor` watches: a circular region or a beacon identity.
@available(iOS 17.0, macOS 14.0, *)
public protocol CLCondition: Decodable, Encodable, Sendable {}

/// The state of a monitored condition (CoreLocation's `CLMonitoringState`).
@available(iOS 17.0, macOS 14.0, *)
public enum CLMonitoringState: UInt, Sendable, Codable {
    /// Not yet determined: every condition's state in a render.
    case unknown = 0
    /// The device is inside the region or near the beacon.
    case satisfied = 1
    /// The device is outside the region or away from the beacon.
    case unsatisfied = 2
    /// The condition is no longer monitored.
    case unmonitored = 3
}

/// Watches conditions (regions, beacons) and reports their changes. A render has no location:
/// conditions are kept with the state they were added with (`.unknown` unless assumed), and
/// `events` never yields.
@available(iOS 17.0, macOS 14.0, *)
public actor CLMonitor {
    /// The monitor's name, as given to `init(_:)`.
    let name: String
    private var records: [String: Record] = [:]
    private var order: [String] = []

    /// Opens (or creates) the monitor of this name.
    public init(_ name: String) async {
        self.name = name
    }

    /// The identifiers of the monitored conditions, in the order they were added.
    public var identifiers: [String] { order }

    /// The monitor's state changes: none arrive in a render; the sequence finishes when its
    /// task is cancelled.
    public var events: CLMonitor.Events { Events() }

    /// Starts monitoring `condition` under `identifier` (replacing one of the same identifier),
    /// in the state `.unknown`.
    public func add(_ condition: any CLCondition, identifier: String) {
        add(condition, identifier: identifier, assuming: .unknown)
    }

    /// Starts monitoring `condition` under `identifier`, taking its state to be `state` until
    /// an event says otherwise (none does in a render).
    public func add(_ condition: any CLCondition, identifier: String, assuming state: CLMonitor.Event.State) {
        if records[identifier] == nil { order.append(identifier) }
        let event = Event(identifier: identifier, state: state, date: Date(), refinement: nil)
        records[identifier] = Record(condition: condition, lastEvent: event)
    }

    /// Stops monitoring the condition of `identifier` (nothing happens if there is none).
    public func remove(_ identifier: String) {
        records[identifier] = nil
        order.removeAll { $0 == identifier }
    }

    /// The condition of `identifier` and its last event, or nil if it is not monitored.
    public func record(for identifier: String) -> CLMonitor.Record? { records[identifier] }

    /// A monitored condition and its latest event.
    public struct Record: Sendable {
        /// The condition.
        public var condition: any CLCondition
        /// The condition's latest event (its state when added, in a render).
        public var lastEvent: CLMonitor.Event
    }

    /// A change of a monitored condition's state.
    public struct Event: Sendable {
        /// The state of a condition: `.unknown`, `.satisfied`, `.unsatisfied` or `.unmonitored`.
        public typealias State = CLMonitoringState
        /// The identifier of the condition.
        public var identifier: String
        /// The condition's state.
        public var state: CLMonitor.Event.State
        /// When the state was determined.
        public var date: Date
        /// The beacon that satisfied a wider beacon condition, if any (nil in a render).
        public var refinement: (any CLCondition)?
    }

    /// The asynchronous sequence of the monitor's events; it never yields in a render.
    public struct Events: AsyncSequence, Sendable {
        /// The events' element.
        public typealias Element = CLMonitor.Event
        /// The events' iterator.
        public typealias AsyncIterator = CLMonitor.Events.Iterator

        /// Reads the events: waits for one that never comes and returns nil when cancelled.
        public struct Iterator: AsyncIteratorProtocol {
            /// Suspends until the task is cancelled, then ends the sequence (no event arrives).
            public mutating func next() async throws -> CLMonitor.Events.Element? {
                await waitUntilCancelled()
                return nil
            }
        }

        /// An iterator over the events.
        public func makeAsyncIterator() -> CLMonitor.Events.Iterator { Iterator() }
    }

    /// A circle on the Earth's surface: satisfied while the device is inside it.
    public struct CircularGeographicCondition: CLCondition {
        /// The circle's centre.
        public var center: CLLocationCoordinate2D
        /// The circle's radius in metres.
        public var radius: CLLocationDistance

        /// A circle of `radius` metres around `center`.
        public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
            self.center = center
            self.radius = radius
        }

        private enum CodingKeys: String, CodingKey { case latitude, longitude, radius }

        /// Decodes the centre's degrees and the radius.
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            center = CLLocationCoordinate2D(latitude: try c.decode(Double.self, forKey: .latitude),
                                            longitude: try c.decode(Double.self, forKey: .longitude))
            radius = try c.decode(Double.self, forKey: .radius)
        }

        /// Encodes the centre's degrees and the radius.
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(center.latitude, forKey: .latitude)
            try c.encode(center.longitude, forKey: .longitude)
            try c.encode(radius, forKey: .radius)
        }
    }

    /// Beacons of a UUID (and optionally a major and minor value): satisfied while one is near.
    public struct BeaconIdentityCondition: CLCondition {
        /// The beacons' UUID.
        public var uuid: UUID
        /// The beacons' major value, or nil for any.
        public var major: UInt16?
        /// The beacons' minor value, or nil for any.
        public var minor: UInt16?

        /// Every beacon of `uuid`.
        public init(uuid: UUID) { self.uuid = uuid }
        /// The beacons of `uuid` with the major value `major`.
        public init(uuid: UUID, major: UInt16) { self.uuid = uuid; self.major = major }
        /// The beacon of `uuid`, `major` and `minor`.
        public init(uuid: UUID, major: UInt16, minor: UInt16) {
            self.uuid = uuid; self.major = major; self.minor = minor
        }
    }
}
