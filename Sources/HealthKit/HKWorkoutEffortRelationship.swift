import Foundation

/// A workout (or one of its activities) with the effort samples rated for it.
open class HKWorkoutEffortRelationship: NSObject, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable; immutable.
    /// The workout rated.
    public let workout: HKWorkout
    /// The activity rated; nil when the rating is for the whole workout.
    public let activity: HKWorkoutActivity?
    /// The effort samples (`workoutEffortScore`, `estimatedWorkoutEffortScore`).
    public let samples: [HKSample]?

    init(workout: HKWorkout, activity: HKWorkoutActivity?, samples: [HKSample]?) {
        self.workout = workout
        self.activity = activity
        self.samples = samples
        super.init()
    }
}

/// Which effort samples a relationship query returns.
public struct HKWorkoutEffortRelationshipQueryOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: Int
    /// Options from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Every effort sample.
    public static let `default` = HKWorkoutEffortRelationshipQueryOptions([])
    /// Only the most relevant sample of each workout: the person's rating over an estimate.
    public static let mostRelevant = HKWorkoutEffortRelationshipQueryOptions(rawValue: 1 << 0)
}

/// Reads the workouts whose effort ratings changed after an anchor. A render's store has no
/// workouts, so the result lists none, with an anchor at the one given (else the store's start).
public struct HKWorkoutEffortRelationshipQueryDescriptor: Sendable {
    private final class Filter: @unchecked Sendable {
        // Unchecked Sendable: HealthKit's is Sendable (the descriptor holding it); immutable.
        let predicate: NSPredicate?
        init(_ predicate: NSPredicate?) { self.predicate = predicate }
    }
    private var filter: Filter

    /// Which workouts are read (nil: all).
    public var predicate: NSPredicate? {
        get { filter.predicate }
        set { filter = Filter(newValue) }
    }
    /// Where the last query stopped; nil for everything.
    public var anchor: HKQueryAnchor?
    /// Which effort samples are returned.
    public var option: HKWorkoutEffortRelationshipQueryOptions

    /// A descriptor for the relationships of the workouts matching `predicate` after `anchor`.
    public init(predicate: NSPredicate?, anchor: HKQueryAnchor?, option: HKWorkoutEffortRelationshipQueryOptions) {
        filter = Filter(predicate)
        self.anchor = anchor
        self.option = option
    }

    /// What one run of the query found.
    public struct Result: Sendable {
        /// The relationships added after the anchor.
        public let relationships: [HKWorkoutEffortRelationship]
        /// The anchor to pass next time.
        public let newAnchor: HKQueryAnchor
    }

    /// The relationships after the anchor: none in a render.
    public func result(for healthStore: HKHealthStore) async throws -> Result {
        Result(relationships: [], newAnchor: .unchanged(after: anchor))
    }
}

/// The query form of `HKWorkoutEffortRelationshipQueryDescriptor`: executed in a render, its
/// handler gets no relationships and the anchor given (else the store's start), with no error.
open class HKWorkoutEffortRelationshipQuery: HKQuery, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable, as its superclass's.
    private let resultsHandler: @Sendable (HKWorkoutEffortRelationshipQuery, [HKWorkoutEffortRelationship]?, HKQueryAnchor?, (any Error)?) -> Void
    private let anchor: HKQueryAnchor?

    /// A query of the relationships of the workouts matching `predicate` after `anchor`.
    public init(predicate: NSPredicate?, anchor: HKQueryAnchor?, options: HKWorkoutEffortRelationshipQueryOptions,
                resultsHandler: @escaping @Sendable (HKWorkoutEffortRelationshipQuery, [HKWorkoutEffortRelationship]?, HKQueryAnchor?, (any Error)?) -> Void) {
        self.resultsHandler = resultsHandler
        self.anchor = anchor
        super.init(objectType: HKObjectType.workoutType(), predicate: predicate)
    }

    override func deliverEmptyResults() { resultsHandler(self, [], .unchanged(after: anchor), nil) }
}
