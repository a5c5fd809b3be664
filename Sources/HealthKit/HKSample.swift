import Foundation

/// A health record: its identifier and metadata.
open class HKObject: NSObject, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable; a sample is immutable.
    /// The record's identifier.
    public let uuid = UUID()
    /// The record's metadata.
    public let metadata: [String: Any]?
    /// The device that recorded it (`nil`: none given).
    public let device: HKDevice?

    init(metadata: [String: Any]?, device: HKDevice? = nil) {
        self.metadata = metadata
        self.device = device
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

    init(type: HKSampleType, start: Date, end: Date, device: HKDevice? = nil, metadata: [String: Any]?) {
        sampleType = type
        startDate = start
        endDate = end
        super.init(metadata: metadata, device: device)
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
    public convenience init(type quantityType: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date,
                            metadata: [String: Any]?) {
        self.init(type: quantityType, quantity: quantity, start: startDate, end: endDate, device: nil, metadata: metadata)
    }

    /// A sample recorded by `device`, with metadata.
    public init(type quantityType: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date,
                device: HKDevice?, metadata: [String: Any]?) {
        self.quantity = quantity
        super.init(type: quantityType, start: startDate, end: endDate, device: device, metadata: metadata)
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
    public convenience init(type: HKCategoryType, value: Int, start startDate: Date, end endDate: Date, metadata: [String: Any]? = nil) {
        self.init(type: type, value: value, start: startDate, end: endDate, device: nil, metadata: metadata)
    }

    /// A sample of `value` recorded by `device`.
    public init(type: HKCategoryType, value: Int, start startDate: Date, end endDate: Date, device: HKDevice?, metadata: [String: Any]?) {
        self.value = value
        super.init(type: type, start: startDate, end: endDate, device: device, metadata: metadata)
    }
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
