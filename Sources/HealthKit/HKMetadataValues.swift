import Foundation

// The values some metadata keys take, numbered as HealthKit's header numbers them (each an
// `NSNumber` holding the raw value in a sample's metadata).

/// The weather during a workout (`HKMetadataKeyWeatherCondition`'s value).
public enum HKWeatherCondition: Int, Sendable {
    case none = 0, clear, fair, partlyCloudy, mostlyCloudy, cloudy, foggy, haze, windy, blustery, smoky, dust, snow
    case hail, sleet, freezingDrizzle, freezingRain, mixedRainAndHail, mixedRainAndSnow, mixedRainAndSleet
    case mixedSnowAndSleet, drizzle, scatteredShowers, showers, thunderstorms, tropicalStorm, hurricane, tornado
}

/// A lap's swimming stroke (`HKMetadataKeySwimmingStrokeStyle`'s value).
public enum HKSwimmingStrokeStyle: Int, Sendable {
    case unknown = 0, mixed, freestyle, backstroke, breaststroke, butterfly, kickboard
}

/// Where a heart rate was taken (`HKMetadataKeyHeartRateSensorLocation`'s value).
public enum HKHeartRateSensorLocation: Int, Sendable {
    case other = 0, chest, wrist, finger, hand, earLobe, foot
}

/// Where a body temperature was taken (`HKMetadataKeyBodyTemperatureSensorLocation`'s value).
public enum HKBodyTemperatureSensorLocation: Int, Sendable {
    case other = 0, armpit, body, ear, finger, gastroIntestinal, mouth, rectum, toe, earDrum, temporalArtery
    case forehead
}

/// How a VO₂ max was measured (`HKMetadataKeyVO2MaxTestType`'s value).
public enum HKVO2MaxTestType: Int, Sendable {
    case maxExercise = 1, predictionSubMaxExercise, predictionNonExercise, predictionStepTest
}

/// How a heart rate recovery was measured (`HKMetadataKeyHeartRateRecoveryTestType`'s value).
public enum HKHeartRateRecoveryTestType: Int, Sendable {
    case maxExercise = 1, predictionSubMaxExercise, predictionNonExercise
}

/// Which side a device was worn on (`HKMetadataKeyDevicePlacementSide`'s value).
public enum HKDevicePlacementSide: Int, Sendable {
    case unknown = 0, left, right, central
}

/// What the person was doing (`HKMetadataKeyUserMotionContext`'s value).
public enum HKUserMotionContext: Int, Sendable {
    case notSet = 0, stationary, active
}

/// Fresh or salt water (`HKMetadataKeyWaterSalinity`'s value).
public enum HKWaterSalinity: Int, Sendable {
    case freshWater = 1, saltWater
}

/// How physical effort was estimated (`HKMetadataKeyPhysicalEffortEstimationType`'s value).
public enum HKPhysicalEffortEstimationType: Int, Sendable {
    case activityLookup = 1, deviceSensed
}

/// How a functional threshold power was measured (its metadata key's value).
public enum HKCyclingFunctionalThresholdPowerTestType: Int, Sendable {
    case maxExercise60Minute = 1, maxExercise20Minute, rampTest, predictionExercise
}
