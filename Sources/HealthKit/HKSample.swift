import Foundation

/// A health record: its identifier and metadata.
open class HKObject: NSObject, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable; a sample is immutable.
    /// The record's identifier.
    public let uuid = UUID()
    /// The record's metadata.
    public let metadata: [String: Any]?

    init(metadata: [String: Any]?) {
        self.metadata = metadata
        super.init()
    }
}

/// A health record over a time interval.
open class HKSample: HKObject, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable, as its superclass's.
    /// When the sample starts.
    public let startDate: Date
    /// When it ends.
    public let endDate: Date
    /// Its type.
    public let sampleType: HKSampleType

    init(type: HKSampleType, start: Date, end: Date, metadata: [String: Any]?) {
        sampleType = type
        startDate = start
        endDate = end
        super.init(metadata: metadata)
    }
}

/// A numeric sample: an amount over an interval.
open class HKQuantitySample: HKSample, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable, as its superclass's.
    /// The amount.
    public let quantity: HKQuantity
    /// The sample's quantity type.
    public var quantityType: HKQuantityType { sampleType as! HKQuantityType }

    /// A sample of `quantity` of `type` from `start` to `end`.
    public convenience init(type quantityType: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date) {
        self.init(type: quantityType, quantity: quantity, start: startDate, end: endDate, metadata: nil)
    }

    /// A sample with metadata.
    public init(type quantityType: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date, metadata: [String: Any]?) {
        self.quantity = quantity
        super.init(type: quantityType, start: startDate, end: endDate, metadata: metadata)
    }
}

/// A sample with a value from a category's fixed set.
open class HKCategorySample: HKSample, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable, as its superclass's.
    /// The value (an `HKCategoryValue...` raw value).
    public let value: Int
    /// The sample's category type.
    public var categoryType: HKCategoryType { sampleType as! HKCategoryType }

    /// A sample of `value` of `type` from `start` to `end`.
    public init(type: HKCategoryType, value: Int, start startDate: Date, end endDate: Date, metadata: [String: Any]? = nil) {
        self.value = value
        super.init(type: type, start: startDate, end: endDate, metadata: metadata)
    }
}

/// Sleep stages, the values of `.sleepAnalysis` samples.
public enum HKCategoryValueSleepAnalysis: Int, Sendable {
    /// In bed.
    case inBed = 0
    /// Asleep, stage not known.
    case asleepUnspecified = 1
    /// Awake.
    case awake = 2
    /// Core sleep.
    case asleepCore = 3
    /// Deep sleep.
    case asleepDeep = 4
    /// REM sleep.
    case asleepREM = 5
}

/// A workout's activity.
public enum HKWorkoutActivityType: UInt, Sendable {
    /// American football.
    case americanFootball = 1
    /// Basketball.
    case basketball = 6
    /// Cycling.
    case cycling = 13
    /// Dance.
    case dance = 14
    /// Functional strength training.
    case functionalStrengthTraining = 20
    /// Hiking.
    case hiking = 24
    /// Rowing.
    case rowing = 35
    /// Running.
    case running = 37
    /// Soccer.
    case soccer = 41
    /// Stair climbing.
    case stairClimbing = 44
    /// Swimming.
    case swimming = 46
    /// Tennis.
    case tennis = 48
    /// Traditional strength training.
    case traditionalStrengthTraining = 50
    /// Walking.
    case walking = 52
    /// Yoga.
    case yoga = 57
    /// Core training.
    case coreTraining = 59
    /// Elliptical.
    case elliptical = 60
    /// High-intensity interval training.
    case highIntensityIntervalTraining = 63
    /// Pilates.
    case pilates = 66
    /// Cooldown.
    case cooldown = 80
    /// Any other activity.
    case other = 3000
}

/// A workout: its activity, duration and totals.
open class HKWorkout: HKSample, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable, as its superclass's.
    /// The activity.
    public let workoutActivityType: HKWorkoutActivityType
    /// How long it lasted, in seconds.
    public let duration: TimeInterval
    /// The energy burned.
    public let totalEnergyBurned: HKQuantity?
    /// The distance covered.
    public let totalDistance: HKQuantity?

    /// A workout of `workoutActivityType` from `start` to `end`, lasting the whole interval.
    public convenience init(activityType workoutActivityType: HKWorkoutActivityType, start startDate: Date, end endDate: Date) {
        self.init(activityType: workoutActivityType, start: startDate, end: endDate, duration: endDate.timeIntervalSince(startDate),
                  totalEnergyBurned: nil, totalDistance: nil, metadata: nil)
    }

    /// A workout of `workoutActivityType` from `start` to `end` with its totals.
    public init(activityType workoutActivityType: HKWorkoutActivityType, start startDate: Date, end endDate: Date,
                duration: TimeInterval, totalEnergyBurned: HKQuantity?, totalDistance: HKQuantity?, metadata: [String: Any]?) {
        self.workoutActivityType = workoutActivityType
        self.duration = duration
        self.totalEnergyBurned = totalEnergyBurned
        self.totalDistance = totalDistance
        super.init(type: HKObjectType.workoutType(), start: startDate, end: endDate, metadata: metadata)
    }
}
