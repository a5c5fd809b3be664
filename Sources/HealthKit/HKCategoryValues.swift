import Foundation

// The values category samples take (`HKCategorySample.value` holds one's raw value), numbered
// as HealthKit's header numbers them, so a value read or written here matches iOS's.

/// The value of category types that take no value (mindful minutes, high heart rate events).
public enum HKCategoryValue: Int, Sendable {
    /// No value: the sample's interval is what it records.
    case notApplicable = 0
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

    /// Asleep (iOS 15 and earlier's name for `asleepUnspecified`).
    @available(iOS, introduced: 8.0, deprecated: 16.0, renamed: "asleepUnspecified")
    public static var asleep: HKCategoryValueSleepAnalysis { .asleepUnspecified }

    /// Every asleep stage: unspecified, core, deep and REM.
    public static var allAsleepValues: Set<HKCategoryValueSleepAnalysis> { [.asleepUnspecified, .asleepCore, .asleepDeep, .asleepREM] }
}

/// How strong a symptom was (headache, nausea, fatigue and the other symptom types).
public enum HKCategoryValueSeverity: Int, Sendable {
    /// Present, strength not given.
    case unspecified = 0
    /// Not present.
    case notPresent = 1
    /// Mild.
    case mild = 2
    /// Moderate.
    case moderate = 3
    /// Severe.
    case severe = 4
}

/// Whether a symptom was present (mood changes, sleep changes).
public enum HKCategoryValuePresence: Int, Sendable {
    /// Present.
    case present = 0
    /// Not present.
    case notPresent = 1
}

/// How appetite changed (`.appetiteChanges` samples).
public enum HKCategoryValueAppetiteChanges: Int, Sendable {
    /// Changed, direction not given.
    case unspecified = 0
    /// No change.
    case noChange = 1
    /// Decreased.
    case decreased = 2
    /// Increased.
    case increased = 3
}

/// Whether the person stood in an hour (`.appleStandHour` samples).
public enum HKCategoryValueAppleStandHour: Int, Sendable {
    /// Stood.
    case stood = 0
    /// Did not stand.
    case idle = 1
}

/// A walking steadiness notification's kind (`.appleWalkingSteadinessEvent` samples).
public enum HKCategoryValueAppleWalkingSteadinessEvent: Int, Sendable {
    /// First notification of low steadiness.
    case initialLow = 1
    /// First notification of very low steadiness.
    case initialVeryLow = 2
    /// Repeated low steadiness.
    case repeatLow = 3
    /// Repeated very low steadiness.
    case repeatVeryLow = 4
}

/// Menstrual flow (`.menstrualFlow` samples).
public enum HKCategoryValueMenstrualFlow: Int, Sendable {
    /// Flow, amount not given.
    case unspecified = 1
    /// Light.
    case light = 2
    /// Medium.
    case medium = 3
    /// Heavy.
    case heavy = 4
    /// No flow.
    case none = 5
}

/// Bleeding during or after pregnancy (`.bleedingDuringPregnancy`, `.bleedingAfterPregnancy`).
public enum HKCategoryValueVaginalBleeding: Int, Sendable {
    /// Bleeding, amount not given.
    case unspecified = 1
    /// Light.
    case light = 2
    /// Medium.
    case medium = 3
    /// Heavy.
    case heavy = 4
    /// No bleeding.
    case none = 5
}

/// Cervical mucus quality (`.cervicalMucusQuality` samples).
public enum HKCategoryValueCervicalMucusQuality: Int, Sendable {
    /// Dry.
    case dry = 1
    /// Sticky.
    case sticky = 2
    /// Creamy.
    case creamy = 3
    /// Watery.
    case watery = 4
    /// Egg white.
    case eggWhite = 5
}

/// An ovulation test's result (`.ovulationTestResult` samples).
public enum HKCategoryValueOvulationTestResult: Int, Sendable {
    /// Negative.
    case negative = 1
    /// A luteinizing hormone surge.
    case luteinizingHormoneSurge = 2
    /// Indeterminate.
    case indeterminate = 3
    /// An estrogen surge.
    case estrogenSurge = 4

    /// Positive (iOS 13 and earlier's name for `luteinizingHormoneSurge`).
    @available(iOS, introduced: 9.0, deprecated: 14.3, renamed: "luteinizingHormoneSurge")
    public static var positive: HKCategoryValueOvulationTestResult { .luteinizingHormoneSurge }
}

/// A pregnancy test's result (`.pregnancyTestResult` samples).
public enum HKCategoryValuePregnancyTestResult: Int, Sendable {
    /// Negative.
    case negative = 1
    /// Positive.
    case positive = 2
    /// Indeterminate.
    case indeterminate = 3
}

/// A progesterone test's result (`.progesteroneTestResult` samples).
public enum HKCategoryValueProgesteroneTestResult: Int, Sendable {
    /// Negative.
    case negative = 1
    /// Positive.
    case positive = 2
    /// Indeterminate.
    case indeterminate = 3
}

/// The contraceptive used (`.contraceptive` samples).
public enum HKCategoryValueContraceptive: Int, Sendable {
    /// Not given.
    case unspecified = 1
    /// An implant.
    case implant = 2
    /// An injection.
    case injection = 3
    /// An intrauterine device.
    case intrauterineDevice = 4
    /// An intravaginal ring.
    case intravaginalRing = 5
    /// An oral contraceptive.
    case oral = 6
    /// A patch.
    case patch = 7
}

/// A low cardio fitness notification (`.lowCardioFitnessEvent` samples).
public enum HKCategoryValueLowCardioFitnessEvent: Int, Sendable {
    /// Cardio fitness was low.
    case lowFitness = 1
}

/// A loud environment notification (`.environmentalAudioExposureEvent` samples).
public enum HKCategoryValueEnvironmentalAudioExposureEvent: Int, Sendable {
    /// The sound level passed the momentary limit.
    case momentaryLimit = 1
}

/// A loud headphone audio notification (`.headphoneAudioExposureEvent` samples).
public enum HKCategoryValueHeadphoneAudioExposureEvent: Int, Sendable {
    /// The seven-day exposure limit was reached.
    case sevenDayLimit = 1
}

/// A loud environment notification (iOS 13's name for the environmental audio values).
@available(iOS, introduced: 13.0, deprecated: 14.0, renamed: "HKCategoryValueEnvironmentalAudioExposureEvent")
public enum HKCategoryValueAudioExposureEvent: Int, Sendable {
    /// The environment was loud.
    case loudEnvironment = 1
}
