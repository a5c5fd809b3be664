import Foundation
import CoreLocation

// Series samples: workout routes (GPS locations) and heartbeat series (beat-to-beat timing).
// A render's store holds none, so their queries finish at once with no data.

/// The type of a series sample: workout routes or heartbeat series.
open class HKSeriesType: HKSampleType, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable, as its superclass's.
    /// The workout route type.
    open class func workoutRoute() -> HKSeriesType { HKSeriesType(identifier: HKWorkoutRouteTypeIdentifier) }
    /// The heartbeat series type.
    open class func heartbeat() -> HKSeriesType { HKSeriesType(identifier: HKDataTypeIdentifierHeartbeatSeries) }
}

/// The workout route type's identifier.
public let HKWorkoutRouteTypeIdentifier = "HKWorkoutRouteTypeIdentifier"
/// The heartbeat series type's identifier.
public let HKDataTypeIdentifierHeartbeatSeries = "HKDataTypeIdentifierHeartbeatSeries"

/// A sample holding a series of values read with a query of its own.
open class HKSeriesSample: HKSample, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable, as its superclass's.
    /// How many values the series holds.
    public let count: Int

    init(type: HKSeriesType, start: Date, end: Date, count: Int, metadata: [String: Any]?) {
        self.count = count
        super.init(type: type, start: start, end: end, metadata: metadata)
    }
}

/// The locations of a workout, read with `HKWorkoutRouteQuery`; a render's store holds none.
open class HKWorkoutRoute: HKSeriesSample, @unchecked Sendable {}  // Unchecked Sendable: HealthKit's is Sendable, as its superclass's.

/// A heartbeat series: each beat's time since the series began, read with `HKHeartbeatSeriesQuery`.
open class HKHeartbeatSeriesSample: HKSeriesSample, @unchecked Sendable {}  // Unchecked Sendable: HealthKit's is Sendable, as its superclass's.

/// Reads a route's locations in batches. In a render its handler is called once, on the
/// calling thread, with no locations and `done` true: the route holds none.
open class HKWorkoutRouteQuery: HKQuery, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable, as its superclass's.
    private let dataHandler: (HKWorkoutRouteQuery, [CLLocation]?, Bool, (any Error)?) -> Void

    /// A query of all of `workoutRoute`'s locations.
    public init(route workoutRoute: HKWorkoutRoute,
                dataHandler: @escaping (HKWorkoutRouteQuery, [CLLocation]?, Bool, (any Error)?) -> Void) {
        self.dataHandler = dataHandler
        super.init(objectType: HKSeriesType.workoutRoute(), predicate: nil)
    }

    /// A query of `workoutRoute`'s locations within `dateInterval`.
    public convenience init(route workoutRoute: HKWorkoutRoute, dateInterval: DateInterval,
                            dataHandler: @escaping (HKWorkoutRouteQuery, [CLLocation]?, Bool, (any Error)?) -> Void) {
        self.init(route: workoutRoute, dataHandler: dataHandler)
    }

    override func deliverEmptyResults() { dataHandler(self, [], true, nil) }
}

/// Reads a heartbeat series beat by beat. In a render its handler is called once, on the
/// calling thread, with `done` true (time 0, no gap): the series holds no beats.
open class HKHeartbeatSeriesQuery: HKQuery, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable, as its superclass's.
    private let dataHandler: (HKHeartbeatSeriesQuery, TimeInterval, Bool, Bool, (any Error)?) -> Void

    /// A query of `heartbeatSeries`' beats: the handler gets each beat's time since the series
    /// began, whether a gap preceded it, and whether it was the last.
    public init(heartbeatSeries: HKHeartbeatSeriesSample,
                dataHandler: @escaping (HKHeartbeatSeriesQuery, TimeInterval, Bool, Bool, (any Error)?) -> Void) {
        self.dataHandler = dataHandler
        super.init(objectType: HKSeriesType.heartbeat(), predicate: nil)
    }

    override func deliverEmptyResults() { dataHandler(self, 0, false, true, nil) }
}

/// Builds a workout's route from locations. In a render it keeps none, and finishing fails as
/// the store's `save` does, with `errorAuthorizationNotDetermined`.
open class HKWorkoutRouteBuilder: NSObject, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable; it keeps nothing.
    /// A route builder for `device`'s locations.
    public init(healthStore: HKHealthStore, device: HKDevice?) { super.init() }

    /// Adds locations: `completion` gets `true`; none is kept.
    open func insertRouteData(_ routeData: [CLLocation], completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(true, nil)
    }
    /// Adds locations (async form); none is kept.
    open func insertRouteData(_ routeData: [CLLocation]) async throws {}
    /// Saves the route with `workout`: `completion` gets no route and `errorAuthorizationNotDetermined`.
    open func finishRoute(with workout: HKWorkout, metadata: [String: Any]?,
                          completion: @escaping @Sendable (HKWorkoutRoute?, (any Error)?) -> Void) {
        completion(nil, HKError(.errorAuthorizationNotDetermined))
    }
    /// Saves the route with `workout` (async form): throws `errorAuthorizationNotDetermined`.
    open func finishRoute(with workout: HKWorkout, metadata: [String: Any]?) async throws -> HKWorkoutRoute {
        throw HKError(.errorAuthorizationNotDetermined)
    }
    /// Drops the route: nothing was kept.
    open func discard() {}
}
