import Foundation

// Every quantity type identifier HealthKit declares (iOS 26), with the aggregation style and the
// kind of unit each one's samples use. A render's store holds no samples of any of them.

/// The identifiers of quantity types.
public struct HKQuantityTypeIdentifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's string.
    public let rawValue: String
    /// An identifier of that string.
    public init(rawValue: String) { self.rawValue = rawValue }
    init(_ name: String) { rawValue = "HKQuantityTypeIdentifier" + name }

    /// Active energy.
    public static let activeEnergyBurned = Self("ActiveEnergyBurned")
    /// Exercise minutes.
    public static let appleExerciseTime = Self("AppleExerciseTime")
    /// Move minutes.
    public static let appleMoveTime = Self("AppleMoveTime")
    /// Breathing disturbances during sleep (a count).
    public static let appleSleepingBreathingDisturbances = Self("AppleSleepingBreathingDisturbances")
    /// Wrist temperature during sleep.
    public static let appleSleepingWristTemperature = Self("AppleSleepingWristTemperature")
    /// Stand minutes.
    public static let appleStandTime = Self("AppleStandTime")
    /// Walking steadiness (a fraction).
    public static let appleWalkingSteadiness = Self("AppleWalkingSteadiness")
    /// Time in atrial fibrillation (a fraction).
    public static let atrialFibrillationBurden = Self("AtrialFibrillationBurden")
    /// Basal body temperature.
    public static let basalBodyTemperature = Self("BasalBodyTemperature")
    /// Resting energy.
    public static let basalEnergyBurned = Self("BasalEnergyBurned")
    /// Blood alcohol content (a fraction).
    public static let bloodAlcoholContent = Self("BloodAlcoholContent")
    /// Blood glucose (a mass or moles per volume: mg/dL, mmol/L).
    public static let bloodGlucose = Self("BloodGlucose")
    /// Diastolic blood pressure (mmHg).
    public static let bloodPressureDiastolic = Self("BloodPressureDiastolic")
    /// Systolic blood pressure (mmHg).
    public static let bloodPressureSystolic = Self("BloodPressureSystolic")
    /// Body fat percentage.
    public static let bodyFatPercentage = Self("BodyFatPercentage")
    /// Body mass.
    public static let bodyMass = Self("BodyMass")
    /// Body mass index.
    public static let bodyMassIndex = Self("BodyMassIndex")
    /// Body temperature.
    public static let bodyTemperature = Self("BodyTemperature")
    /// Cross-country skiing speed.
    public static let crossCountrySkiingSpeed = Self("CrossCountrySkiingSpeed")
    /// Cycling cadence (count/min).
    public static let cyclingCadence = Self("CyclingCadence")
    /// Cycling functional threshold power (W).
    public static let cyclingFunctionalThresholdPower = Self("CyclingFunctionalThresholdPower")
    /// Cycling power (W).
    public static let cyclingPower = Self("CyclingPower")
    /// Cycling speed.
    public static let cyclingSpeed = Self("CyclingSpeed")
    /// Dietary biotin.
    public static let dietaryBiotin = Self("DietaryBiotin")
    /// Caffeine.
    public static let dietaryCaffeine = Self("DietaryCaffeine")
    /// Dietary calcium.
    public static let dietaryCalcium = Self("DietaryCalcium")
    /// Dietary carbohydrates.
    public static let dietaryCarbohydrates = Self("DietaryCarbohydrates")
    /// Dietary chloride.
    public static let dietaryChloride = Self("DietaryChloride")
    /// Dietary cholesterol.
    public static let dietaryCholesterol = Self("DietaryCholesterol")
    /// Dietary chromium.
    public static let dietaryChromium = Self("DietaryChromium")
    /// Dietary copper.
    public static let dietaryCopper = Self("DietaryCopper")
    /// Dietary energy.
    public static let dietaryEnergyConsumed = Self("DietaryEnergyConsumed")
    /// Dietary monounsaturated fat.
    public static let dietaryFatMonounsaturated = Self("DietaryFatMonounsaturated")
    /// Dietary polyunsaturated fat.
    public static let dietaryFatPolyunsaturated = Self("DietaryFatPolyunsaturated")
    /// Dietary saturated fat.
    public static let dietaryFatSaturated = Self("DietaryFatSaturated")
    /// Total dietary fat.
    public static let dietaryFatTotal = Self("DietaryFatTotal")
    /// Dietary fibre.
    public static let dietaryFiber = Self("DietaryFiber")
    /// Dietary folate.
    public static let dietaryFolate = Self("DietaryFolate")
    /// Dietary iodine.
    public static let dietaryIodine = Self("DietaryIodine")
    /// Dietary iron.
    public static let dietaryIron = Self("DietaryIron")
    /// Dietary magnesium.
    public static let dietaryMagnesium = Self("DietaryMagnesium")
    /// Dietary manganese.
    public static let dietaryManganese = Self("DietaryManganese")
    /// Dietary molybdenum.
    public static let dietaryMolybdenum = Self("DietaryMolybdenum")
    /// Dietary niacin.
    public static let dietaryNiacin = Self("DietaryNiacin")
    /// Dietary pantothenic acid.
    public static let dietaryPantothenicAcid = Self("DietaryPantothenicAcid")
    /// Dietary phosphorus.
    public static let dietaryPhosphorus = Self("DietaryPhosphorus")
    /// Dietary potassium.
    public static let dietaryPotassium = Self("DietaryPotassium")
    /// Dietary protein.
    public static let dietaryProtein = Self("DietaryProtein")
    /// Dietary riboflavin.
    public static let dietaryRiboflavin = Self("DietaryRiboflavin")
    /// Dietary selenium.
    public static let dietarySelenium = Self("DietarySelenium")
    /// Dietary sodium.
    public static let dietarySodium = Self("DietarySodium")
    /// Dietary sugar.
    public static let dietarySugar = Self("DietarySugar")
    /// Dietary thiamin.
    public static let dietaryThiamin = Self("DietaryThiamin")
    /// Dietary vitamin A.
    public static let dietaryVitaminA = Self("DietaryVitaminA")
    /// Dietary vitamin B12.
    public static let dietaryVitaminB12 = Self("DietaryVitaminB12")
    /// Dietary vitamin B6.
    public static let dietaryVitaminB6 = Self("DietaryVitaminB6")
    /// Dietary vitamin C.
    public static let dietaryVitaminC = Self("DietaryVitaminC")
    /// Dietary vitamin D.
    public static let dietaryVitaminD = Self("DietaryVitaminD")
    /// Dietary vitamin E.
    public static let dietaryVitaminE = Self("DietaryVitaminE")
    /// Dietary vitamin K.
    public static let dietaryVitaminK = Self("DietaryVitaminK")
    /// Water.
    public static let dietaryWater = Self("DietaryWater")
    /// Dietary zinc.
    public static let dietaryZinc = Self("DietaryZinc")
    /// Cross-country skiing distance.
    public static let distanceCrossCountrySkiing = Self("DistanceCrossCountrySkiing")
    /// Cycling distance.
    public static let distanceCycling = Self("DistanceCycling")
    /// Downhill snow sports distance.
    public static let distanceDownhillSnowSports = Self("DistanceDownhillSnowSports")
    /// Paddle sports distance.
    public static let distancePaddleSports = Self("DistancePaddleSports")
    /// Rowing distance.
    public static let distanceRowing = Self("DistanceRowing")
    /// Skating sports distance.
    public static let distanceSkatingSports = Self("DistanceSkatingSports")
    /// Swimming distance.
    public static let distanceSwimming = Self("DistanceSwimming")
    /// Walking and running distance.
    public static let distanceWalkingRunning = Self("DistanceWalkingRunning")
    /// Wheelchair distance.
    public static let distanceWheelchair = Self("DistanceWheelchair")
    /// Electrodermal activity (siemens).
    public static let electrodermalActivity = Self("ElectrodermalActivity")
    /// Environmental sound levels (dBASPL).
    public static let environmentalAudioExposure = Self("EnvironmentalAudioExposure")
    /// Sound reduction by headphones (dBASPL).
    public static let environmentalSoundReduction = Self("EnvironmentalSoundReduction")
    /// Estimated workout effort (Apple effort score).
    public static let estimatedWorkoutEffortScore = Self("EstimatedWorkoutEffortScore")
    /// Flights of stairs climbed.
    public static let flightsClimbed = Self("FlightsClimbed")
    /// Forced expiratory volume in one second.
    public static let forcedExpiratoryVolume1 = Self("ForcedExpiratoryVolume1")
    /// Forced vital capacity.
    public static let forcedVitalCapacity = Self("ForcedVitalCapacity")
    /// Headphone audio levels (dBASPL).
    public static let headphoneAudioExposure = Self("HeadphoneAudioExposure")
    /// Heart rate.
    public static let heartRate = Self("HeartRate")
    /// Heart rate recovery one minute after exercise.
    public static let heartRateRecoveryOneMinute = Self("HeartRateRecoveryOneMinute")
    /// Heart rate variability (SDNN).
    public static let heartRateVariabilitySDNN = Self("HeartRateVariabilitySDNN")
    /// Height.
    public static let height = Self("Height")
    /// Inhaler puffs.
    public static let inhalerUsage = Self("InhalerUsage")
    /// Insulin delivered (international units).
    public static let insulinDelivery = Self("InsulinDelivery")
    /// Lean body mass.
    public static let leanBodyMass = Self("LeanBodyMass")
    /// NikeFuel points.
    public static let nikeFuel = Self("NikeFuel")
    /// Alcoholic drinks.
    public static let numberOfAlcoholicBeverages = Self("NumberOfAlcoholicBeverages")
    /// Falls.
    public static let numberOfTimesFallen = Self("NumberOfTimesFallen")
    /// Blood oxygen.
    public static let oxygenSaturation = Self("OxygenSaturation")
    /// Paddle sports speed.
    public static let paddleSportsSpeed = Self("PaddleSportsSpeed")
    /// Peak expiratory flow rate (a volume per time).
    public static let peakExpiratoryFlowRate = Self("PeakExpiratoryFlowRate")
    /// Peripheral perfusion index (a fraction).
    public static let peripheralPerfusionIndex = Self("PeripheralPerfusionIndex")
    /// Physical effort (kcal/(kg*hr)).
    public static let physicalEffort = Self("PhysicalEffort")
    /// Wheelchair pushes.
    public static let pushCount = Self("PushCount")
    /// Respiratory rate.
    public static let respiratoryRate = Self("RespiratoryRate")
    /// Resting heart rate.
    public static let restingHeartRate = Self("RestingHeartRate")
    /// Rowing speed.
    public static let rowingSpeed = Self("RowingSpeed")
    /// Running ground contact time.
    public static let runningGroundContactTime = Self("RunningGroundContactTime")
    /// Running power (W).
    public static let runningPower = Self("RunningPower")
    /// Running speed.
    public static let runningSpeed = Self("RunningSpeed")
    /// Running stride length.
    public static let runningStrideLength = Self("RunningStrideLength")
    /// Running vertical oscillation.
    public static let runningVerticalOscillation = Self("RunningVerticalOscillation")
    /// Six-minute walk test distance.
    public static let sixMinuteWalkTestDistance = Self("SixMinuteWalkTestDistance")
    /// Stair ascent speed.
    public static let stairAscentSpeed = Self("StairAscentSpeed")
    /// Stair descent speed.
    public static let stairDescentSpeed = Self("StairDescentSpeed")
    /// Steps.
    public static let stepCount = Self("StepCount")
    /// Swimming strokes.
    public static let swimmingStrokeCount = Self("SwimmingStrokeCount")
    /// Time spent in daylight.
    public static let timeInDaylight = Self("TimeInDaylight")
    /// Underwater depth.
    public static let underwaterDepth = Self("UnderwaterDepth")
    /// UV index exposure (a count).
    public static let uvExposure = Self("UVExposure")
    /// VO₂ max (mL/(kg*min)).
    public static let vo2Max = Self("VO2Max")
    /// Waist circumference.
    public static let waistCircumference = Self("WaistCircumference")
    /// Walking asymmetry (a fraction).
    public static let walkingAsymmetryPercentage = Self("WalkingAsymmetryPercentage")
    /// Walking double support time (a fraction).
    public static let walkingDoubleSupportPercentage = Self("WalkingDoubleSupportPercentage")
    /// Walking heart rate average.
    public static let walkingHeartRateAverage = Self("WalkingHeartRateAverage")
    /// Walking speed.
    public static let walkingSpeed = Self("WalkingSpeed")
    /// Walking step length.
    public static let walkingStepLength = Self("WalkingStepLength")
    /// Water temperature.
    public static let waterTemperature = Self("WaterTemperature")
    /// Workout effort (Apple effort score).
    public static let workoutEffortScore = Self("WorkoutEffortScore")

    /// Whether this type's samples add up or average (Apple's documented style for each).
    var aggregationStyle: HKQuantityAggregationStyle {
        switch self {
        case .activeEnergyBurned, .appleExerciseTime, .appleMoveTime, .appleStandTime, .basalEnergyBurned, .dietaryBiotin,
             .dietaryCaffeine, .dietaryCalcium, .dietaryCarbohydrates, .dietaryChloride, .dietaryCholesterol,
             .dietaryChromium, .dietaryCopper, .dietaryEnergyConsumed, .dietaryFatMonounsaturated,
             .dietaryFatPolyunsaturated, .dietaryFatSaturated, .dietaryFatTotal, .dietaryFiber, .dietaryFolate,
             .dietaryIodine, .dietaryIron, .dietaryMagnesium, .dietaryManganese, .dietaryMolybdenum, .dietaryNiacin,
             .dietaryPantothenicAcid, .dietaryPhosphorus, .dietaryPotassium, .dietaryProtein, .dietaryRiboflavin,
             .dietarySelenium, .dietarySodium, .dietarySugar, .dietaryThiamin, .dietaryVitaminA, .dietaryVitaminB12,
             .dietaryVitaminB6, .dietaryVitaminC, .dietaryVitaminD, .dietaryVitaminE, .dietaryVitaminK, .dietaryWater,
             .dietaryZinc, .distanceCrossCountrySkiing, .distanceCycling, .distanceDownhillSnowSports,
             .distancePaddleSports, .distanceRowing, .distanceSkatingSports, .distanceSwimming, .distanceWalkingRunning,
             .distanceWheelchair, .flightsClimbed, .inhalerUsage, .insulinDelivery, .nikeFuel, .numberOfAlcoholicBeverages,
             .numberOfTimesFallen, .pushCount, .stepCount, .swimmingStrokeCount, .timeInDaylight:
            .cumulative
        case .environmentalAudioExposure, .environmentalSoundReduction, .headphoneAudioExposure: .discreteEquivalentContinuousLevel
        default: .discreteArithmetic
        }
    }

    /// The kind of unit this type's samples are measured in (`is(compatibleWith:)` compares it).
    var dimension: HKUnit.Dimension {
        switch self {
        case .activeEnergyBurned, .basalEnergyBurned, .dietaryEnergyConsumed: .energy
        case .appleExerciseTime, .appleMoveTime, .appleStandTime, .heartRateVariabilitySDNN, .runningGroundContactTime,
             .timeInDaylight: .time
        case .appleSleepingBreathingDisturbances, .bodyMassIndex, .flightsClimbed, .inhalerUsage, .nikeFuel,
             .numberOfAlcoholicBeverages, .numberOfTimesFallen, .pushCount, .stepCount, .swimmingStrokeCount, .uvExposure: .count
        case .appleSleepingWristTemperature, .basalBodyTemperature, .bodyTemperature, .waterTemperature: .temperature
        case .appleWalkingSteadiness, .atrialFibrillationBurden, .bloodAlcoholContent, .bodyFatPercentage,
             .oxygenSaturation, .peripheralPerfusionIndex, .walkingAsymmetryPercentage, .walkingDoubleSupportPercentage: .scalar
        case .bloodGlucose: .massPerVolume
        case .bloodPressureDiastolic, .bloodPressureSystolic: .pressure
        case .bodyMass, .dietaryBiotin, .dietaryCaffeine, .dietaryCalcium, .dietaryCarbohydrates, .dietaryChloride,
             .dietaryCholesterol, .dietaryChromium, .dietaryCopper, .dietaryFatMonounsaturated, .dietaryFatPolyunsaturated,
             .dietaryFatSaturated, .dietaryFatTotal, .dietaryFiber, .dietaryFolate, .dietaryIodine, .dietaryIron,
             .dietaryMagnesium, .dietaryManganese, .dietaryMolybdenum, .dietaryNiacin, .dietaryPantothenicAcid,
             .dietaryPhosphorus, .dietaryPotassium, .dietaryProtein, .dietaryRiboflavin, .dietarySelenium, .dietarySodium,
             .dietarySugar, .dietaryThiamin, .dietaryVitaminA, .dietaryVitaminB12, .dietaryVitaminB6, .dietaryVitaminC,
             .dietaryVitaminD, .dietaryVitaminE, .dietaryVitaminK, .dietaryZinc, .leanBodyMass: .mass
        case .crossCountrySkiingSpeed, .cyclingSpeed, .paddleSportsSpeed, .rowingSpeed, .runningSpeed, .stairAscentSpeed,
             .stairDescentSpeed, .walkingSpeed: .speed
        case .cyclingCadence, .heartRate, .heartRateRecoveryOneMinute, .respiratoryRate, .restingHeartRate,
             .walkingHeartRateAverage: .frequency
        case .cyclingFunctionalThresholdPower, .cyclingPower, .runningPower: .power
        case .dietaryWater, .forcedExpiratoryVolume1, .forcedVitalCapacity: .volume
        case .distanceCrossCountrySkiing, .distanceCycling, .distanceDownhillSnowSports, .distancePaddleSports,
             .distanceRowing, .distanceSkatingSports, .distanceSwimming, .distanceWalkingRunning, .distanceWheelchair,
             .height, .runningStrideLength, .runningVerticalOscillation, .sixMinuteWalkTestDistance, .underwaterDepth,
             .waistCircumference, .walkingStepLength: .length
        case .electrodermalActivity: .conductance
        case .environmentalAudioExposure, .environmentalSoundReduction, .headphoneAudioExposure: .soundLevel
        case .estimatedWorkoutEffortScore, .workoutEffortScore: .effortScore
        case .insulinDelivery: .internationalUnit
        default: .other
        }
    }
}
