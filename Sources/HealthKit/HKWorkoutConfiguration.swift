import Foundation

/// Where a workout takes place (`HKWorkoutConfiguration.locationType`).
public enum HKWorkoutSessionLocationType: Int, Sendable {
    /// Not known.
    case unknown = 1
    /// Indoors.
    case indoor = 2
    /// Outdoors.
    case outdoor = 3
}

/// Where a swim takes place (`HKWorkoutConfiguration.swimmingLocationType`).
public enum HKWorkoutSwimmingLocationType: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// A pool.
    case pool = 1
    /// Open water.
    case openWater = 2
}

/// What a workout is: its activity, location and, for pool swims, the pool's length. A plain
/// value the app fills in; nothing in a render reads it back from a store.
open class HKWorkoutConfiguration: NSObject, NSCopying, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable; apps set it up before handing it over.
    /// The activity (`.other` until set).
    open var activityType: HKWorkoutActivityType = .other
    /// Indoors or outdoors (`.unknown` until set).
    open var locationType: HKWorkoutSessionLocationType = .unknown
    /// Pool or open water, for swims (`.unknown` until set).
    open var swimmingLocationType: HKWorkoutSwimmingLocationType = .unknown
    /// The pool's length, for pool swims (`nil` until set).
    open var lapLength: HKQuantity?

    /// A configuration of `.other`, location unknown.
    public override init() { super.init() }

    /// A copy with the same values.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = HKWorkoutConfiguration()
        copy.activityType = activityType
        copy.locationType = locationType
        copy.swimmingLocationType = swimmingLocationType
        copy.lapLength = lapLength
        return copy
    }

    /// Configurations are equal when all their values are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKWorkoutConfiguration else { return false }
        return other.activityType == activityType && other.locationType == locationType
            && other.swimmingLocationType == swimmingLocationType && other.lapLength == lapLength
    }

    /// A hash of the activity and location.
    open override var hash: Int { Int(activityType.rawValue) &* 31 &+ locationType.rawValue }
}

/// What happened at a moment of a workout (a pause, a lap, a segment).
public enum HKWorkoutEventType: Int, Sendable {
    /// The workout paused.
    case pause = 1
    /// The workout resumed.
    case resume = 2
    /// A lap (pool swims).
    case lap = 3
    /// A marker the person set.
    case marker = 4
    /// Motion stopped (auto-pause).
    case motionPaused = 5
    /// Motion started again.
    case motionResumed = 6
    /// A segment of the workout.
    case segment = 7
    /// The person asked to pause or resume.
    case pauseOrResumeRequest = 8
}

/// A moment or interval of a workout: a pause, a lap, a segment, with its metadata.
open class HKWorkoutEvent: NSObject, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable; immutable.
    /// What happened.
    public let type: HKWorkoutEventType
    /// When, as an interval (a moment's interval has no duration).
    public let dateInterval: DateInterval
    /// The event's metadata (a swimming stroke style, say).
    public let metadata: [String: Any]?

    /// An event of `type` over `dateInterval`.
    public init(type: HKWorkoutEventType, dateInterval: DateInterval, metadata: [String: Any]?) {
        self.type = type
        self.dateInterval = dateInterval
        self.metadata = metadata
        super.init()
    }
}

/// One activity of a workout (a leg of a swim-bike-run, an interval): its configuration, dates,
/// events and statistics. A render's store holds no workouts, so none are ever read back.
open class HKWorkoutActivity: NSObject, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable; immutable.
    /// The activity's identifier.
    public let uuid = UUID()
    /// What the activity was.
    public let workoutConfiguration: HKWorkoutConfiguration
    /// When it started.
    public let startDate: Date
    /// When it ended (`nil` while it runs).
    public let endDate: Date?
    /// Its metadata.
    public let metadata: [String: Any]?
    /// Its events (none: nothing was recorded).
    public let workoutEvents: [HKWorkoutEvent] = []

    /// An activity of `workoutConfiguration` from `startDate` to `endDate`.
    public init(workoutConfiguration: HKWorkoutConfiguration, start startDate: Date, end endDate: Date?, metadata: [String: Any]?) {
        self.workoutConfiguration = workoutConfiguration
        self.startDate = startDate
        self.endDate = endDate
        self.metadata = metadata
        super.init()
    }

    /// How long it lasted in seconds (0 while it runs).
    open var duration: TimeInterval { endDate.map { $0.timeIntervalSince(startDate) } ?? 0 }
    /// The statistics of each type recorded during it: none.
    open var allStatistics: [HKQuantityType: HKStatistics] { [:] }
    /// The statistics of `quantityType` during it: `nil`, as nothing was recorded.
    open func statistics(for quantityType: HKQuantityType) -> HKStatistics? { nil }
}

extension HKWorkout {
    /// The workout's activities: none for a workout made with an initializer, as on iOS.
    public var workoutActivities: [HKWorkoutActivity] { [] }
    /// The workout's events (pauses, laps): none.
    public var workoutEvents: [HKWorkoutEvent]? { nil }
    /// The statistics of each type recorded during it: none.
    public var allStatistics: [HKQuantityType: HKStatistics] { [:] }
    /// The statistics of `quantityType` during it: `nil`, as nothing was recorded.
    public func statistics(for quantityType: HKQuantityType) -> HKStatistics? { nil }
}
