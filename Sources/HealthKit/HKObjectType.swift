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

/// The identifiers of quantity types.
public struct HKQuantityTypeIdentifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's string.
    public let rawValue: String
    /// An identifier of that string.
    public init(rawValue: String) { self.rawValue = rawValue }
    init(_ name: String) { rawValue = "HKQuantityTypeIdentifier" + name }

    /// Steps.
    public static let stepCount = Self("StepCount")
    /// Walking and running distance.
    public static let distanceWalkingRunning = Self("DistanceWalkingRunning")
    /// Cycling distance.
    public static let distanceCycling = Self("DistanceCycling")
    /// Swimming distance.
    public static let distanceSwimming = Self("DistanceSwimming")
    /// Active energy.
    public static let activeEnergyBurned = Self("ActiveEnergyBurned")
    /// Resting energy.
    public static let basalEnergyBurned = Self("BasalEnergyBurned")
    /// Flights of stairs climbed.
    public static let flightsClimbed = Self("FlightsClimbed")
    /// Exercise minutes.
    public static let appleExerciseTime = Self("AppleExerciseTime")
    /// Stand minutes.
    public static let appleStandTime = Self("AppleStandTime")
    /// Heart rate.
    public static let heartRate = Self("HeartRate")
    /// Resting heart rate.
    public static let restingHeartRate = Self("RestingHeartRate")
    /// Walking heart rate average.
    public static let walkingHeartRateAverage = Self("WalkingHeartRateAverage")
    /// Heart rate variability (SDNN).
    public static let heartRateVariabilitySDNN = Self("HeartRateVariabilitySDNN")
    /// Blood oxygen.
    public static let oxygenSaturation = Self("OxygenSaturation")
    /// Respiratory rate.
    public static let respiratoryRate = Self("RespiratoryRate")
    /// Body mass.
    public static let bodyMass = Self("BodyMass")
    /// Height.
    public static let height = Self("Height")
    /// Body mass index.
    public static let bodyMassIndex = Self("BodyMassIndex")
    /// Body fat percentage.
    public static let bodyFatPercentage = Self("BodyFatPercentage")
    /// Dietary energy.
    public static let dietaryEnergyConsumed = Self("DietaryEnergyConsumed")
    /// Water.
    public static let dietaryWater = Self("DietaryWater")
    /// Caffeine.
    public static let dietaryCaffeine = Self("DietaryCaffeine")
    /// Body temperature.
    public static let bodyTemperature = Self("BodyTemperature")
    /// VO₂ max.
    public static let vo2Max = Self("VO2Max")
    /// Blood glucose (a mass or moles per volume: mg/dL, mmol/L).
    public static let bloodGlucose = Self("BloodGlucose")
    /// Systolic blood pressure (mmHg).
    public static let bloodPressureSystolic = Self("BloodPressureSystolic")
    /// Diastolic blood pressure (mmHg).
    public static let bloodPressureDiastolic = Self("BloodPressureDiastolic")
    /// Insulin delivered (international units).
    public static let insulinDelivery = Self("InsulinDelivery")
    /// Dietary carbohydrates.
    public static let dietaryCarbohydrates = Self("DietaryCarbohydrates")
    /// Dietary protein.
    public static let dietaryProtein = Self("DietaryProtein")
    /// Total dietary fat.
    public static let dietaryFatTotal = Self("DietaryFatTotal")
    /// Dietary sugar.
    public static let dietarySugar = Self("DietarySugar")
    /// Dietary fibre.
    public static let dietaryFiber = Self("DietaryFiber")
    /// Dietary sodium.
    public static let dietarySodium = Self("DietarySodium")
    /// Lean body mass.
    public static let leanBodyMass = Self("LeanBodyMass")
    /// Waist circumference.
    public static let waistCircumference = Self("WaistCircumference")
    /// Walking speed.
    public static let walkingSpeed = Self("WalkingSpeed")
    /// Running speed.
    @available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
    public static let runningSpeed = Self("RunningSpeed")
    /// Move minutes.
    public static let appleMoveTime = Self("AppleMoveTime")
    /// Time spent in daylight.
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    public static let timeInDaylight = Self("TimeInDaylight")
    /// Wheelchair pushes.
    public static let pushCount = Self("PushCount")
    /// Wheelchair distance.
    public static let distanceWheelchair = Self("DistanceWheelchair")
    /// Environmental sound levels (dBASPL).
    public static let environmentalAudioExposure = Self("EnvironmentalAudioExposure")
    /// Headphone audio levels (dBASPL).
    public static let headphoneAudioExposure = Self("HeadphoneAudioExposure")

    var aggregationStyle: HKQuantityAggregationStyle {
        switch self {
        case .stepCount, .distanceWalkingRunning, .distanceCycling, .distanceSwimming, .activeEnergyBurned, .basalEnergyBurned,
             .flightsClimbed, .appleExerciseTime, .appleStandTime, .dietaryEnergyConsumed, .dietaryWater, .dietaryCaffeine,
             .insulinDelivery, .dietaryCarbohydrates, .dietaryProtein, .dietaryFatTotal, .dietarySugar, .dietaryFiber, .dietarySodium,
             .appleMoveTime, Self("TimeInDaylight"), .pushCount, .distanceWheelchair:
            .cumulative
        case .environmentalAudioExposure, .headphoneAudioExposure: .discreteEquivalentContinuousLevel
        default: .discreteArithmetic
        }
    }

    var dimension: HKUnit.Dimension {
        switch self {
        case .stepCount, .flightsClimbed, .pushCount: .count
        case .distanceWalkingRunning, .distanceCycling, .distanceSwimming, .height, .waistCircumference, .distanceWheelchair: .length
        case .activeEnergyBurned, .basalEnergyBurned, .dietaryEnergyConsumed: .energy
        case .appleExerciseTime, .appleStandTime, .appleMoveTime, Self("TimeInDaylight"): .time
        case .heartRate, .restingHeartRate, .walkingHeartRateAverage, .respiratoryRate: .frequency
        case .heartRateVariabilitySDNN: .time
        case .oxygenSaturation, .bodyFatPercentage: .scalar
        case .bodyMass, .dietaryCaffeine, .leanBodyMass, .dietaryCarbohydrates, .dietaryProtein, .dietaryFatTotal, .dietarySugar,
             .dietaryFiber, .dietarySodium: .mass
        case .bloodGlucose: .massPerVolume
        case .bloodPressureSystolic, .bloodPressureDiastolic: .pressure
        case .walkingSpeed, Self("RunningSpeed"): .speed
        case .insulinDelivery: .internationalUnit
        case .environmentalAudioExposure, .headphoneAudioExposure: .soundLevel
        case .bodyMassIndex: .count
        case .dietaryWater: .volume
        case .bodyTemperature: .temperature
        default: .other
        }
    }
}

/// The identifiers of category types.
public struct HKCategoryTypeIdentifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's string.
    public let rawValue: String
    /// An identifier of that string.
    public init(rawValue: String) { self.rawValue = rawValue }
    init(_ name: String) { rawValue = "HKCategoryTypeIdentifier" + name }

    /// Sleep.
    public static let sleepAnalysis = Self("SleepAnalysis")
    /// Mindful minutes.
    public static let mindfulSession = Self("MindfulSession")
    /// Stand hours.
    public static let appleStandHour = Self("AppleStandHour")
    /// High heart rate events.
    public static let highHeartRateEvent = Self("HighHeartRateEvent")
}

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
