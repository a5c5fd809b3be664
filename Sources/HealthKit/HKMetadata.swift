import Foundation

// HealthKit's metadata keys (the strings iOS stores them under) and the values some of them
// take. A render saves nothing, so the keys only name what an app puts in a sample's metadata.

/// Whether a person typed the sample in: an `NSNumber` holding a `Bool`.
public let HKMetadataKeyWasUserEntered: String = "HKWasUserEntered"
/// The identifier the sample's source gave it.
public let HKMetadataKeyExternalUUID: String = "HKExternalUUID"
/// The time zone the sample was taken in (its identifier).
public let HKMetadataKeyTimeZone: String = "HKTimeZone"
/// The identifier a source uses to replace its earlier copy of a sample.
public let HKMetadataKeySyncIdentifier: String = "HKMetadataKeySyncIdentifier"
/// The version of a sample with a sync identifier: the higher version replaces the lower.
public let HKMetadataKeySyncVersion: String = "HKMetadataKeySyncVersion"
/// The name of the device that took the sample.
public let HKMetadataKeyDeviceName: String = "HKDeviceName"
/// The maker of the device that took the sample.
public let HKMetadataKeyDeviceManufacturerName: String = "HKDeviceManufacturerName"
/// The serial number of the device that took the sample.
public let HKMetadataKeyDeviceSerialNumber: String = "HKDeviceSerialNumber"
/// Whether a lab took the reading: an `NSNumber` holding a `Bool`.
public let HKMetadataKeyWasTakenInLab: String = "HKWasTakenInLab"
/// A blood glucose reading's timing against a meal: an `NSNumber` holding an
/// `HKBloodGlucoseMealTime` raw value.
public let HKMetadataKeyBloodGlucoseMealTime: String = "HKBloodGlucoseMealTime"
/// Why insulin was delivered: an `NSNumber` holding an `HKInsulinDeliveryReason` raw value.
public let HKMetadataKeyInsulinDeliveryReason: String = "HKInsulinDeliveryReason"
/// What a food sample was ("Banana").
public let HKMetadataKeyFoodType: String = "HKFoodType"
/// Whether a workout was indoors: an `NSNumber` holding a `Bool`.
public let HKMetadataKeyIndoorWorkout: String = "HKIndoorWorkout"
/// The brand of a workout ("Spin Class").
public let HKMetadataKeyWorkoutBrandName: String = "HKWorkoutBrandName"
/// What the person was doing while the heart rate was taken: an `NSNumber` holding an
/// `HKHeartRateMotionContext` raw value.
public let HKMetadataKeyHeartRateMotionContext: String = "HKMetadataKeyHeartRateMotionContext"
/// The lower limit of a lab result's reference range.
public let HKMetadataKeyReferenceRangeLowerLimit: String = "HKReferenceRangeLowerLimit"
/// The upper limit of a lab result's reference range.
public let HKMetadataKeyReferenceRangeUpperLimit: String = "HKReferenceRangeUpperLimit"

// The keys below are the rest of HealthKit's (iOS 26), with the strings iOS stores them under.
/// Where a body temperature was taken: an `NSNumber` holding an `HKBodyTemperatureSensorLocation` raw
/// value.
public let HKMetadataKeyBodyTemperatureSensorLocation: String = "HKBodyTemperatureSensorLocation"
/// Where a heart rate was taken: an `NSNumber` holding an `HKHeartRateSensorLocation` raw value.
public let HKMetadataKeyHeartRateSensorLocation: String = "HKHeartRateSensorLocation"
/// A signature of the sample's data by the device that took it.
public let HKMetadataKeyDigitalSignature: String = "HKDigitalSignature"
/// The device's FDA Unique Device Identifier (device part).
public let HKMetadataKeyUDIDeviceIdentifier: String = "HKUDIDeviceIdentifier"
/// The device's FDA Unique Device Identifier (production part).
public let HKMetadataKeyUDIProductionIdentifier: String = "HKUDIProductionIdentifier"
/// Whether a menstrual flow sample starts a cycle: an `NSNumber` holding a `Bool`.
public let HKMetadataKeyMenstrualCycleStart: String = "HKMenstrualCycleStart"
/// Whether protection was used: an `NSNumber` holding a `Bool`.
public let HKMetadataKeySexualActivityProtectionUsed: String = "HKSexualActivityProtectionUsed"
/// Whether a coach led the workout: an `NSNumber` holding a `Bool`.
public let HKMetadataKeyCoachedWorkout: String = "HKCoachedWorkout"
/// Whether the workout was a group class: an `NSNumber` holding a `Bool`.
public let HKMetadataKeyGroupFitness: String = "HKGroupFitness"
/// A pool's length: an `HKQuantity` of length.
public let HKMetadataKeyLapLength: String = "HKLapLength"
/// Pool or open water: an `NSNumber` holding an `HKWorkoutSwimmingLocationType` raw value.
public let HKMetadataKeySwimmingLocationType: String = "HKSwimmingLocationType"
/// A lap's stroke: an `NSNumber` holding an `HKSwimmingStrokeStyle` raw value.
public let HKMetadataKeySwimmingStrokeStyle: String = "HKSwimmingStrokeStyle"
/// The weather during a workout: an `NSNumber` holding an `HKWeatherCondition` raw value.
public let HKMetadataKeyWeatherCondition: String = "HKWeatherCondition"
/// The humidity during a workout: an `HKQuantity` in percent.
public let HKMetadataKeyWeatherHumidity: String = "HKWeatherHumidity"
/// The temperature during a workout: an `HKQuantity` of temperature.
public let HKMetadataKeyWeatherTemperature: String = "HKWeatherTemperature"
/// How a VO₂ max was measured: an `NSNumber` holding an `HKVO2MaxTestType` raw value.
public let HKMetadataKeyVO2MaxTestType: String = "HKVO2MaxTestType"
/// A ski run's slope: an `HKQuantity` in percent.
public let HKMetadataKeyAlpineSlopeGrade: String = "HKAlpineSlopeGrade"
/// A workout's average speed while moving: an `HKQuantity` of speed.
public let HKMetadataKeyAverageSpeed: String = "HKAverageSpeed"
/// A workout's top speed: an `HKQuantity` of speed.
public let HKMetadataKeyMaximumSpeed: String = "HKMaximumSpeed"
/// The elevation a workout climbed: an `HKQuantity` of length.
public let HKMetadataKeyElevationAscended: String = "HKElevationAscended"
/// The elevation a workout descended: an `HKQuantity` of length.
public let HKMetadataKeyElevationDescended: String = "HKElevationDescended"
/// The distance a cross trainer reported: an `HKQuantity` of length.
public let HKMetadataKeyCrossTrainerDistance: String = "HKCrossTrainerDistance"
/// The duration a fitness machine reported: an `HKQuantity` of time.
public let HKMetadataKeyFitnessMachineDuration: String = "HKFitnessMachineDuration"
/// The distance an indoor bike reported: an `HKQuantity` of length.
public let HKMetadataKeyIndoorBikeDistance: String = "HKIndoorBikeDistance"
/// The heart rate that set off a high or low heart rate event: an `HKQuantity`.
public let HKMetadataKeyHeartRateEventThreshold: String = "HKHeartRateEventThreshold"
/// A workout's average METs: an `HKQuantity` in kcal/(kg*hr).
public let HKMetadataKeyAverageMETs: String = "HKAverageMETs"
/// The sound level of an audio exposure event: an `HKQuantity` in dBASPL.
public let HKMetadataKeyAudioExposureLevel: String = "HKMetadataKeyAudioExposureLevel"
/// How long an audio exposure lasted: an `HKQuantity` of time.
public let HKMetadataKeyAudioExposureDuration: String = "HKMetadataKeyAudioExposureDuration"
/// The air pressure when the sample was taken: an `HKQuantity` of pressure.
public let HKMetadataKeyBarometricPressure: String = "HKMetadataKeyBarometricPressure"
/// Whether the Apple device was calibrated: an `NSNumber` holding a `Bool`.
public let HKMetadataKeyAppleDeviceCalibrated: String = "HKMetadataKeyAppleDeviceCalibrated"
/// The ECG algorithm's version: an `NSNumber`.
public let HKMetadataKeyAppleECGAlgorithmVersion: String = "HKMetadataKeyAppleECGAlgorithmVersion"
/// The version of the algorithm that made the sample: an `NSNumber`.
public let HKMetadataKeyAlgorithmVersion: String = "HKAlgorithmVersion"
/// The earliest date an estimate used data from: a `Date`.
public let HKMetadataKeyDateOfEarliestDataUsedForEstimate: String = "HKDateOfEarliestDataUsedForEstimate"
/// Which side the device was worn on: an `NSNumber` holding an `HKDevicePlacementSide` raw value.
public let HKMetadataKeyDevicePlacementSide: String = "HKMetadataKeyDevicePlacementSide"
/// A description of a glasses prescription: a `String`.
public let HKMetadataKeyGlassesPrescriptionDescription: String = "HKMetadataKeyGlassesPrescriptionDescription"
/// How long the activity before a heart rate recovery lasted: an `HKQuantity` of time.
public let HKMetadataKeyHeartRateRecoveryActivityDuration: String = "HKMetadataKeyHeartRateRecoveryActivityDuration"
/// The activity before a heart rate recovery: an `NSNumber` holding an `HKWorkoutActivityType` raw value.
public let HKMetadataKeyHeartRateRecoveryActivityType: String = "HKMetadataKeyHeartRateRecoveryActivityType"
/// The highest heart rate seen during the recovery: an `HKQuantity`.
public let HKMetadataKeyHeartRateRecoveryMaxObservedRecoveryHeartRate: String = "HKMetadataKeyHeartRateRecoveryMaxObservedRecoveryHeartRate"
/// How a heart rate recovery was measured: an `NSNumber` holding an `HKHeartRateRecoveryTestType` raw
/// value.
public let HKMetadataKeyHeartRateRecoveryTestType: String = "HKMetadataKeyHeartRateRecoveryTestType"
/// The VO₂ max below which cardio fitness counts as low: an `HKQuantity`.
public let HKMetadataKeyLowCardioFitnessEventThreshold: String = "HKLowCardioFitnessEventThreshold"
/// The VO₂ max that set off a low cardio fitness event: an `HKQuantity`.
public let HKMetadataKeyVO2MaxValue: String = "HKVO2MaxValue"
/// Whether the value was raised to the lowest the sensor reports: an `NSNumber` holding a `Bool`.
public let HKMetadataKeyQuantityClampedToLowerBound: String = "HKMetadataKeyQuantityClampedToLowerBound"
/// Whether the value was lowered to the highest the sensor reports: an `NSNumber` holding a `Bool`.
public let HKMetadataKeyQuantityClampedToUpperBound: String = "HKMetadataKeyQuantityClampedToUpperBound"
/// A swim's SWOLF score: an `NSNumber`.
public let HKMetadataKeySWOLFScore: String = "HKSWOLFScore"
/// An estimate made over a whole session: an `HKQuantity`.
public let HKMetadataKeySessionEstimate: String = "HKMetadataKeySessionEstimate"
/// What the person was doing: an `NSNumber` holding an `HKUserMotionContext` raw value.
public let HKMetadataKeyUserMotionContext: String = "HKMetadataKeyUserMotionContext"
/// The activity a sample was taken during: an `NSNumber` holding an `HKWorkoutActivityType` raw value.
public let HKMetadataKeyActivityType: String = "HKActivityType"
/// Whether the workout was an Apple Fitness+ session: an `NSNumber` holding a `Bool`.
public let HKMetadataKeyAppleFitnessPlusSession: String = "HKMetadataKeyAppleFitnessPlusSession"
/// The Apple Fitness+ catalog identifier of the workout: a `String`.
public let HKMetadataKeyAppleFitnessPlusCatalogIdentifier: String = "HKMetadataKeyAppleFitnessPlusCatalogIdentifier"
/// How a functional threshold power was measured: an `NSNumber` holding an
/// `HKCyclingFunctionalThresholdPowerTestType` raw value (HealthKit's string repeats "Cycling").
public let HKMetadataKeyCyclingFunctionalThresholdPowerTestType: String = "HKCyclingCyclingFunctionalThresholdPowerTestType"
/// The headphone volume during an audio exposure: an `HKQuantity`.
public let HKMetadataKeyHeadphoneGain: String = "HKMetadataKeyHeadphoneGain"
/// The brightest light during time in daylight: an `HKQuantity` in lux.
public let HKMetadataKeyMaximumLightIntensity: String = "HKMetadataKeyMaximumLightIntensity"
/// How physical effort was estimated: an `NSNumber` holding an `HKPhysicalEffortEstimationType` raw value.
public let HKMetadataKeyPhysicalEffortEstimationType: String = "HKPhysicalEffortEstimationType"
/// Fresh or salt water: an `NSNumber` holding an `HKWaterSalinity` raw value.
public let HKMetadataKeyWaterSalinity: String = "HKMetadataKeyWaterSalinity"

/// When a blood glucose reading was taken relative to a meal (the value of
/// `HKMetadataKeyBloodGlucoseMealTime`).
public enum HKBloodGlucoseMealTime: Int, Sendable {
    /// Just before a meal.
    case preprandial = 1
    /// Just after a meal.
    case postprandial = 2
}

/// Why insulin was delivered (the value of `HKMetadataKeyInsulinDeliveryReason`).
public enum HKInsulinDeliveryReason: Int, Sendable {
    /// A steady background dose.
    case basal = 1
    /// A dose for a meal or a correction.
    case bolus = 2
}

/// What the person was doing while a heart rate was taken (the value of
/// `HKMetadataKeyHeartRateMotionContext`).
public enum HKHeartRateMotionContext: Int, Sendable {
    /// Not known.
    case notSet = 0
    /// Still.
    case sedentary = 1
    /// Moving.
    case active = 2
}
