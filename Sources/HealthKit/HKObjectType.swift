// The module a file's `import HealthKit` finds on Linux: HealthKit's types, queries and
// store, answering as a fresh iPhone simulator does (Health available, nothing authorized,
// no samples). A render reads and writes no health data.
@_exported import Foundation

/// A kind of health data: a quantity, category, workout or characteristic type.
open class HKObjectType: NSObject, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable; a type is immutable.
    /// The type's identifier, e.g. `HKQuantityTypeIdentifierStepCount`.
    public let identifier: String

    init(identifier: String) {
        self.identifier = identifier
        super.init()
    }

    /// Types are equal when their identifiers are.
    open override func isEqual(_ object: Any?) -> Bool { (object as? HKObjectType)?.identifier == identifier }
    /// The identifier's hash.
    open override var hash: Int { identifier.hashValue }

    /// The quantity type of `identifier`.
    open class func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier) -> HKQuantityType? { HKQuantityType(identifier) }
    /// The category type of `identifier`.
    open class func categoryType(forIdentifier identifier: HKCategoryTypeIdentifier) -> HKCategoryType? { HKCategoryType(identifier) }
    /// The characteristic type of `identifier` (date of birth, biological sex...).
    open class func characteristicType(forIdentifier identifier: HKCharacteristicTypeIdentifier) -> HKCharacteristicType? {
        HKCharacteristicType(identifier: identifier.rawValue)
    }
    /// The workout type.
    open class func workoutType() -> HKWorkoutType { HKWorkoutType(identifier: "HKWorkoutTypeIdentifier") }
    /// The activity summary type (Activity rings).
    open class func activitySummaryType() -> HKActivitySummaryType { HKActivitySummaryType(identifier: "HKActivitySummaryTypeIdentifier") }
}

/// A kind of health data stored as samples with a start and end date.
open class HKSampleType: HKObjectType, @unchecked Sendable {}  // Unchecked Sendable: HealthKit's is Sendable, as its superclass's.

/// A kind of numeric health data (steps, heart rate, energy...).
open class HKQuantityType: HKSampleType, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable, as its superclass's.
    /// Whether samples add up (steps) or are averaged (heart rate, blood glucose).
    public let aggregationStyle: HKQuantityAggregationStyle

    /// The quantity type of `identifier`.
    public convenience init(_ identifier: HKQuantityTypeIdentifier) {
        self.init(identifier: identifier.rawValue, aggregationStyle: identifier.aggregationStyle)
    }

    init(identifier: String, aggregationStyle: HKQuantityAggregationStyle) {
        self.aggregationStyle = aggregationStyle
        super.init(identifier: identifier)
    }

    /// Whether `unit` measures this type (`count/min` for heart rate, not `kcal`).
    open func `is`(compatibleWith unit: HKUnit) -> Bool {
        HKQuantityTypeIdentifier(rawValue: identifier).dimension == unit.dimension
    }
}

/// How a quantity type's samples combine.
public enum HKQuantityAggregationStyle: Int, Sendable {
    /// Summed (steps, energy).
    case cumulative = 0
    /// Averaged over time (heart rate).
    case discreteArithmetic = 1
    /// Averaged, each sample weighted by how long it lasted.
    case discreteTemporallyWeighted = 2
    /// Averaged as sound energy over time (audio exposure levels).
    case discreteEquivalentContinuousLevel = 3
}

/// A kind of health data with a value from a fixed set (sleep stages, mindful minutes).
open class HKCategoryType: HKSampleType, @unchecked Sendable {
    // Unchecked Sendable: HealthKit's is Sendable, as its superclass's.
    /// The category type of `identifier`.
    public convenience init(_ identifier: HKCategoryTypeIdentifier) { self.init(identifier: identifier.rawValue) }
}

/// The workout type.
open class HKWorkoutType: HKSampleType, @unchecked Sendable {}  // Unchecked Sendable: HealthKit's is Sendable, as its superclass's.
/// The Activity rings' summary type.
open class HKActivitySummaryType: HKObjectType, @unchecked Sendable {}  // Unchecked Sendable: HealthKit's is Sendable, as its superclass's.
/// A kind of data that does not change (date of birth, biological sex, blood type).
open class HKCharacteristicType: HKObjectType, @unchecked Sendable {}  // Unchecked Sendable: HealthKit's is Sendable, as its superclass's.

/// The identifiers of characteristic types.
public struct HKCharacteristicTypeIdentifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's string.
    public let rawValue: String
    /// An identifier of that string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Date of birth.
    public static let dateOfBirth = Self(rawValue: "HKCharacteristicTypeIdentifierDateOfBirth")
    /// Biological sex.
    public static let biologicalSex = Self(rawValue: "HKCharacteristicTypeIdentifierBiologicalSex")
    /// Blood type.
    public static let bloodType = Self(rawValue: "HKCharacteristicTypeIdentifierBloodType")
}
