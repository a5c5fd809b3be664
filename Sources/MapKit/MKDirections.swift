import BackplateCore
import Foundation

/// The ways of travelling a route.
public struct MKDirectionsTransportType: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Ways from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// By car.
    public static let automobile = MKDirectionsTransportType(rawValue: 1 << 0)
    /// On foot.
    public static let walking = MKDirectionsTransportType(rawValue: 1 << 1)
    /// By public transport.
    public static let transit = MKDirectionsTransportType(rawValue: 1 << 2)
    /// Any way.
    public static let any = MKDirectionsTransportType(rawValue: 0x0FFF_FFFF)
}

/// A route between two places: its line, length, travel time and steps. `MKDirections` finds
/// none in a render (it reaches no map server); `MapPolyline(_:)` draws one code makes.
open class MKRoute: NSObject {
    /// The route's line.
    open var polyline = MKPolyline(mapPoints: [])
    /// The route's name.
    open var name = ""
    /// Notices about the route.
    open var advisoryNotices: [String] = []
    /// The length in metres.
    open var distance: CLLocationDistance = 0
    /// The expected travel time in seconds.
    open var expectedTravelTime: TimeInterval = 0
    /// How the route is travelled.
    open var transportType: MKDirectionsTransportType = .automobile
    /// The route's turn-by-turn steps.
    open var steps: [Step] = []
    /// Whether the route has tolls.
    open var hasTolls = false
    /// Whether the route uses highways.
    open var hasHighways = false
    /// An empty route.
    override public init() { super.init() }

    /// One step of a route: its line and instructions.
    open class Step: NSObject {
        /// The step's line.
        open var polyline = MKPolyline(mapPoints: [])
        /// What to do ("Turn right onto Main St").
        open var instructions = ""
        /// A notice about the step.
        open var notice: String?
        /// The length in metres.
        open var distance: CLLocationDistance = 0
        /// How the step is travelled.
        open var transportType: MKDirectionsTransportType = .automobile
        /// An empty step.
        override public init() { super.init() }
    }
}

/// Asks the map server for directions. A render reaches no server: `calculate()` and
/// `calculateETA()` throw `MKError(.serverFailure)`, as a device with no network does.
public final class MKDirections: NSObject, Sendable {
    /// The request's source, destination and way of travel.
    public let request: Request

    /// Directions for `request`.
    public init(request: Request) {
        self.request = request
        super.init()
    }

    /// Finds routes: throws `MKError(.serverFailure)` in a render.
    public func calculate() async throws -> Response { throw MKError(.serverFailure) }
    /// Finds routes and calls `completionHandler` at once with `MKError(.serverFailure)`.
    public func calculate(completionHandler: @escaping @Sendable (Response?, (any Error)?) -> Void) {
        completionHandler(nil, MKError(.serverFailure))
    }
    /// Estimates the travel time: throws `MKError(.serverFailure)` in a render.
    public func calculateETA() async throws -> ETAResponse { throw MKError(.serverFailure) }
    /// Estimates the travel time and calls `completionHandler` at once with `MKError(.serverFailure)`.
    public func calculateETA(completionHandler: @escaping @Sendable (ETAResponse?, (any Error)?) -> Void) {
        completionHandler(nil, MKError(.serverFailure))
    }
    /// Cancels the request.
    public func cancel() {}
    /// Whether a request is running: never in a render.
    public var isCalculating: Bool { false }

    /// Whether a route may use highways or tolls.
    public enum RoutePreference: Int, Sendable {
        /// Either.
        case any = 0
        /// Avoid them.
        case avoid = 1
    }

    /// Where from, where to and how.
    public final class Request: NSObject, Sendable {
        private struct Fields {
            var source: MKMapItem?
            var destination: MKMapItem?
            var transportType: MKDirectionsTransportType = .any
            var requestsAlternateRoutes = false
            var departureDate: Date?
            var arrivalDate: Date?
            var highwayPreference = RoutePreference.any
            var tollPreference = RoutePreference.any
        }
        private let fields = LockedState(Fields())

        /// An empty request.
        override public init() { super.init() }

        /// Where the route starts.
        public var source: MKMapItem? {
            get { fields.withLock { $0.source } }
            set { fields.withLock { $0.source = newValue } }
        }
        /// Where the route ends.
        public var destination: MKMapItem? {
            get { fields.withLock { $0.destination } }
            set { fields.withLock { $0.destination = newValue } }
        }
        /// How the route is travelled (`.any`).
        public var transportType: MKDirectionsTransportType {
            get { fields.withLock { $0.transportType } }
            set { fields.withLock { $0.transportType = newValue } }
        }
        /// Whether to ask for more than one route.
        public var requestsAlternateRoutes: Bool {
            get { fields.withLock { $0.requestsAlternateRoutes } }
            set { fields.withLock { $0.requestsAlternateRoutes = newValue } }
        }
        /// When the trip starts.
        public var departureDate: Date? {
            get { fields.withLock { $0.departureDate } }
            set { fields.withLock { $0.departureDate = newValue } }
        }
        /// When the trip should end.
        public var arrivalDate: Date? {
            get { fields.withLock { $0.arrivalDate } }
            set { fields.withLock { $0.arrivalDate = newValue } }
        }
        /// Whether routes may use highways.
        public var highwayPreference: RoutePreference {
            get { fields.withLock { $0.highwayPreference } }
            set { fields.withLock { $0.highwayPreference = newValue } }
        }
        /// Whether routes may use toll roads.
        public var tollPreference: RoutePreference {
            get { fields.withLock { $0.tollPreference } }
            set { fields.withLock { $0.tollPreference = newValue } }
        }
    }

    /// The routes the server found (a render gets none: `calculate()` throws).
    public final class Response: NSObject {
        /// Where the routes start.
        public let source: MKMapItem
        /// Where they end.
        public let destination: MKMapItem
        /// The routes, best first.
        public let routes: [MKRoute]

        package init(source: MKMapItem, destination: MKMapItem, routes: [MKRoute]) {
            self.source = source
            self.destination = destination
            self.routes = routes
            super.init()
        }
    }

    /// The server's travel-time estimate (a render gets none: `calculateETA()` throws).
    public final class ETAResponse: NSObject, Sendable {
        /// Where the trip starts.
        public let source: MKMapItem
        /// Where it ends.
        public let destination: MKMapItem
        /// The travel time in seconds.
        public let expectedTravelTime: TimeInterval
        /// The length in metres.
        public let distance: CLLocationDistance
        /// When the trip ends.
        public let expectedArrivalDate: Date
        /// When it starts.
        public let expectedDepartureDate: Date
        /// How it is travelled.
        public let transportType: MKDirectionsTransportType

        package init(source: MKMapItem, destination: MKMapItem, expectedTravelTime: TimeInterval, distance: CLLocationDistance,
                     departure: Date, transportType: MKDirectionsTransportType) {
            self.source = source
            self.destination = destination
            self.expectedTravelTime = expectedTravelTime
            self.distance = distance
            expectedDepartureDate = departure
            expectedArrivalDate = departure.addingTimeInterval(expectedTravelTime)
            self.transportType = transportType
            super.init()
        }
    }
}
