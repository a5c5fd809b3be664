import Foundation

/// Builds a workout from samples, events and metadata, then saves it. In a render it collects
/// nothing (added samples, events and metadata are dropped) and saving fails as the store's
/// `save` does, with `errorAuthorizationNotDetermined`; the dates it is given are kept.
open class HKWorkoutBuilder: NSObject, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable; a render drives a builder from one thread.
    /// The device recording the workout.
    public let device: HKDevice?
    /// What the workout is.
    public let workoutConfiguration: HKWorkoutConfiguration
    /// When collection began (`nil` until `beginCollection`).
    public private(set) var startDate: Date?
    /// When collection ended (`nil` until `endCollection`).
    public private(set) var endDate: Date?
    /// The metadata added: none is kept.
    open var metadata: [String: Any] { [:] }
    /// The events added: none is kept.
    open var workoutEvents: [HKWorkoutEvent] { [] }
    /// The activities added: none is kept.
    open var workoutActivities: [HKWorkoutActivity] { [] }
    /// The statistics of the samples added: none.
    open var allStatistics: [HKQuantityType: HKStatistics] { [:] }

    /// A builder of a workout of `configuration` recorded by `device`.
    public init(healthStore: HKHealthStore, configuration: HKWorkoutConfiguration, device: HKDevice?) {
        self.device = device
        workoutConfiguration = configuration
        super.init()
    }

    /// Begins collecting at `startDate`: `completion` gets `true`.
    open func beginCollection(withStart startDate: Date, completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        self.startDate = startDate
        completion(true, nil)
    }
    /// Begins collecting at `startDate` (async form).
    open func beginCollection(at startDate: Date) async throws { self.startDate = startDate }

    /// Adds samples: `completion` gets `true`; none is kept.
    open func add(_ samples: [HKSample], completion: @escaping @Sendable (Bool, (any Error)?) -> Void) { completion(true, nil) }
    /// Adds samples (async form); none is kept.
    open func addSamples(_ samples: [HKSample]) async throws {}
    /// Adds events: `completion` gets `true`; none is kept.
    open func addWorkoutEvents(_ workoutEvents: [HKWorkoutEvent], completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(true, nil)
    }
    /// Adds events (async form); none is kept.
    open func addWorkoutEvents(_ workoutEvents: [HKWorkoutEvent]) async throws {}
    /// Adds metadata: `completion` gets `true`; none is kept.
    open func addMetadata(_ metadata: [String: Any], completion: @escaping @Sendable (Bool, (any Error)?) -> Void) { completion(true, nil) }
    /// Adds metadata (async form); none is kept.
    open func addMetadata(_ metadata: [String: Any]) async throws {}
    /// Adds an activity: `completion` gets `true`; none is kept.
    open func addWorkoutActivity(_ workoutActivity: HKWorkoutActivity, completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(true, nil)
    }
    /// Adds an activity (async form); none is kept.
    open func addWorkoutActivity(_ workoutActivity: HKWorkoutActivity) async throws {}

    /// Ends collecting at `endDate`: `completion` gets `true`.
    open func endCollection(withEnd endDate: Date, completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        self.endDate = endDate
        completion(true, nil)
    }
    /// Ends collecting at `endDate` (async form).
    open func endCollection(at endDate: Date) async throws { self.endDate = endDate }

    /// Saves the workout: `completion` gets no workout and `errorAuthorizationNotDetermined`.
    open func finishWorkout(completion: @escaping @Sendable (HKWorkout?, (any Error)?) -> Void) {
        completion(nil, HKError(.errorAuthorizationNotDetermined))
    }
    /// Saves the workout (async form): throws `errorAuthorizationNotDetermined`.
    open func finishWorkout() async throws -> HKWorkout? { throw HKError(.errorAuthorizationNotDetermined) }
    /// Drops the workout: nothing was kept.
    open func discardWorkout() {}

    /// Seconds between the start and `date` (0 before the start or without one).
    open func elapsedTime(at date: Date) -> TimeInterval {
        guard let startDate else { return 0 }
        return max(0, min(date, endDate ?? date).timeIntervalSince(startDate))
    }
    /// The statistics of `quantityType`: `nil`, as nothing was collected.
    open func statistics(for quantityType: HKQuantityType) -> HKStatistics? { nil }
}

/// The builder of a live session's workout (`HKWorkoutSession.associatedWorkoutBuilder()`): as a
/// render's session never runs, no data arrives and its delegate is never called.
open class HKLiveWorkoutBuilder: HKWorkoutBuilder, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable, as its superclass's.
    /// Told of collected data (never, in a render).
    open weak var delegate: (any HKLiveWorkoutBuilderDelegate)?
    /// Where samples come from.
    open var dataSource: HKLiveWorkoutDataSource?
    /// Whether pauses and resumes become events: `true` by default.
    open var shouldCollectWorkoutEvents = true
    /// Seconds the workout has run: 0, as it never runs.
    open var elapsedTime: TimeInterval { 0 }
    /// The activity in progress: none.
    open var currentWorkoutActivity: HKWorkoutActivity? { nil }
}

extension HKHealthStore {
    /// Recovers a session that was running when the app quit: `completion` gets none, as no
    /// session ran.
    public func recoverActiveWorkoutSession(completion: @escaping @Sendable (HKWorkoutSession?, (any Error)?) -> Void) {
        completion(nil, nil)
    }
    /// Recovers a session that was running when the app quit (async form): none.
    public func recoverActiveWorkoutSession() async throws -> HKWorkoutSession? { nil }
}
