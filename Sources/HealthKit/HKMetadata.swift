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
