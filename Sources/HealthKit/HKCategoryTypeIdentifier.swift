import Foundation

// Every category type identifier HealthKit declares (iOS 26). A render's store holds no samples
// of any of them; the values each one's samples take are in HKCategoryValues.swift.

/// The identifiers of category types.
public struct HKCategoryTypeIdentifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's string.
    public let rawValue: String
    /// An identifier of that string.
    public init(rawValue: String) { self.rawValue = rawValue }
    init(_ name: String) { rawValue = "HKCategoryTypeIdentifier" + name }

    /// Abdominal cramps (an `HKCategoryValueSeverity`).
    public static let abdominalCramps = Self("AbdominalCramps")
    /// Acne (an `HKCategoryValueSeverity`).
    public static let acne = Self("Acne")
    /// Appetite changes (an `HKCategoryValueAppetiteChanges`).
    public static let appetiteChanges = Self("AppetiteChanges")
    /// Stand hours (an `HKCategoryValueAppleStandHour`).
    public static let appleStandHour = Self("AppleStandHour")
    /// Walking steadiness notifications (an `HKCategoryValueAppleWalkingSteadinessEvent`).
    public static let appleWalkingSteadinessEvent = Self("AppleWalkingSteadinessEvent")
    /// Bladder incontinence (an `HKCategoryValueSeverity`).
    public static let bladderIncontinence = Self("BladderIncontinence")
    /// Bleeding after pregnancy (an `HKCategoryValueVaginalBleeding`).
    public static let bleedingAfterPregnancy = Self("BleedingAfterPregnancy")
    /// Bleeding during pregnancy (an `HKCategoryValueVaginalBleeding`).
    public static let bleedingDuringPregnancy = Self("BleedingDuringPregnancy")
    /// Bloating (an `HKCategoryValueSeverity`).
    public static let bloating = Self("Bloating")
    /// Breast pain (an `HKCategoryValueSeverity`).
    public static let breastPain = Self("BreastPain")
    /// Cervical mucus quality (an `HKCategoryValueCervicalMucusQuality`).
    public static let cervicalMucusQuality = Self("CervicalMucusQuality")
    /// Chest tightness or pain (an `HKCategoryValueSeverity`).
    public static let chestTightnessOrPain = Self("ChestTightnessOrPain")
    /// Chills (an `HKCategoryValueSeverity`).
    public static let chills = Self("Chills")
    /// Constipation (an `HKCategoryValueSeverity`).
    public static let constipation = Self("Constipation")
    /// Contraceptive use (an `HKCategoryValueContraceptive`).
    public static let contraceptive = Self("Contraceptive")
    /// Coughing (an `HKCategoryValueSeverity`).
    public static let coughing = Self("Coughing")
    /// Diarrhea (an `HKCategoryValueSeverity`).
    public static let diarrhea = Self("Diarrhea")
    /// Dizziness (an `HKCategoryValueSeverity`).
    public static let dizziness = Self("Dizziness")
    /// Dry skin (an `HKCategoryValueSeverity`).
    public static let drySkin = Self("DrySkin")
    /// Loud environment events (an `HKCategoryValueEnvironmentalAudioExposureEvent`).
    public static let environmentalAudioExposureEvent = Self("AudioExposureEvent")
    /// Fainting (an `HKCategoryValueSeverity`).
    public static let fainting = Self("Fainting")
    /// Fatigue (an `HKCategoryValueSeverity`).
    public static let fatigue = Self("Fatigue")
    /// Fever (an `HKCategoryValueSeverity`).
    public static let fever = Self("Fever")
    /// Generalized body ache (an `HKCategoryValueSeverity`).
    public static let generalizedBodyAche = Self("GeneralizedBodyAche")
    /// Hair loss (an `HKCategoryValueSeverity`).
    public static let hairLoss = Self("HairLoss")
    /// Handwashing (`HKCategoryValue.notApplicable`).
    public static let handwashingEvent = Self("HandwashingEvent")
    /// Headache (an `HKCategoryValueSeverity`).
    public static let headache = Self("Headache")
    /// Loud headphone audio events (an `HKCategoryValueHeadphoneAudioExposureEvent`).
    public static let headphoneAudioExposureEvent = Self("HeadphoneAudioExposureEvent")
    /// Heartburn (an `HKCategoryValueSeverity`).
    public static let heartburn = Self("Heartburn")
    /// High heart rate events (`HKCategoryValue.notApplicable`).
    public static let highHeartRateEvent = Self("HighHeartRateEvent")
    /// Hot flashes (an `HKCategoryValueSeverity`).
    public static let hotFlashes = Self("HotFlashes")
    /// Hypertension notifications (`HKCategoryValue.notApplicable`).
    public static let hypertensionEvent = Self("HypertensionEvent")
    /// Infrequent menstrual cycles (`HKCategoryValue.notApplicable`).
    public static let infrequentMenstrualCycles = Self("InfrequentMenstrualCycles")
    /// Spotting (`HKCategoryValue.notApplicable`).
    public static let intermenstrualBleeding = Self("IntermenstrualBleeding")
    /// Irregular heart rhythm events (`HKCategoryValue.notApplicable`).
    public static let irregularHeartRhythmEvent = Self("IrregularHeartRhythmEvent")
    /// Irregular menstrual cycles (`HKCategoryValue.notApplicable`).
    public static let irregularMenstrualCycles = Self("IrregularMenstrualCycles")
    /// Lactation (`HKCategoryValue.notApplicable`).
    public static let lactation = Self("Lactation")
    /// Loss of smell (an `HKCategoryValueSeverity`).
    public static let lossOfSmell = Self("LossOfSmell")
    /// Loss of taste (an `HKCategoryValueSeverity`).
    public static let lossOfTaste = Self("LossOfTaste")
    /// Low cardio fitness events (an `HKCategoryValueLowCardioFitnessEvent`).
    public static let lowCardioFitnessEvent = Self("LowCardioFitnessEvent")
    /// Low heart rate events (`HKCategoryValue.notApplicable`).
    public static let lowHeartRateEvent = Self("LowHeartRateEvent")
    /// Lower back pain (an `HKCategoryValueSeverity`).
    public static let lowerBackPain = Self("LowerBackPain")
    /// Memory lapse (an `HKCategoryValueSeverity`).
    public static let memoryLapse = Self("MemoryLapse")
    /// Menstrual flow (an `HKCategoryValueMenstrualFlow`).
    public static let menstrualFlow = Self("MenstrualFlow")
    /// Mindful minutes (`HKCategoryValue.notApplicable`).
    public static let mindfulSession = Self("MindfulSession")
    /// Mood changes (an `HKCategoryValuePresence`).
    public static let moodChanges = Self("MoodChanges")
    /// Nausea (an `HKCategoryValueSeverity`).
    public static let nausea = Self("Nausea")
    /// Night sweats (an `HKCategoryValueSeverity`).
    public static let nightSweats = Self("NightSweats")
    /// Ovulation test results (an `HKCategoryValueOvulationTestResult`).
    public static let ovulationTestResult = Self("OvulationTestResult")
    /// Pelvic pain (an `HKCategoryValueSeverity`).
    public static let pelvicPain = Self("PelvicPain")
    /// Persistent spotting (`HKCategoryValue.notApplicable`).
    public static let persistentIntermenstrualBleeding = Self("PersistentIntermenstrualBleeding")
    /// Pregnancy (`HKCategoryValue.notApplicable`).
    public static let pregnancy = Self("Pregnancy")
    /// Pregnancy test results (an `HKCategoryValuePregnancyTestResult`).
    public static let pregnancyTestResult = Self("PregnancyTestResult")
    /// Progesterone test results (an `HKCategoryValueProgesteroneTestResult`).
    public static let progesteroneTestResult = Self("ProgesteroneTestResult")
    /// Prolonged menstrual periods (`HKCategoryValue.notApplicable`).
    public static let prolongedMenstrualPeriods = Self("ProlongedMenstrualPeriods")
    /// Rapid, pounding or fluttering heartbeat (an `HKCategoryValueSeverity`).
    public static let rapidPoundingOrFlutteringHeartbeat = Self("RapidPoundingOrFlutteringHeartbeat")
    /// Runny nose (an `HKCategoryValueSeverity`).
    public static let runnyNose = Self("RunnyNose")
    /// Sexual activity (`HKCategoryValue.notApplicable`).
    public static let sexualActivity = Self("SexualActivity")
    /// Shortness of breath (an `HKCategoryValueSeverity`).
    public static let shortnessOfBreath = Self("ShortnessOfBreath")
    /// Sinus congestion (an `HKCategoryValueSeverity`).
    public static let sinusCongestion = Self("SinusCongestion")
    /// Skipped heartbeat (an `HKCategoryValueSeverity`).
    public static let skippedHeartbeat = Self("SkippedHeartbeat")
    /// Sleep (an `HKCategoryValueSleepAnalysis`).
    public static let sleepAnalysis = Self("SleepAnalysis")
    /// Breathing disturbance notifications (`HKCategoryValue.notApplicable`).
    public static let sleepApneaEvent = Self("SleepApneaEvent")
    /// Sleep changes (an `HKCategoryValuePresence`).
    public static let sleepChanges = Self("SleepChanges")
    /// Sore throat (an `HKCategoryValueSeverity`).
    public static let soreThroat = Self("SoreThroat")
    /// Toothbrushing (`HKCategoryValue.notApplicable`).
    public static let toothbrushingEvent = Self("ToothbrushingEvent")
    /// Vaginal dryness (an `HKCategoryValueSeverity`).
    public static let vaginalDryness = Self("VaginalDryness")
    /// Vomiting (an `HKCategoryValueSeverity`).
    public static let vomiting = Self("Vomiting")
    /// Wheezing (an `HKCategoryValueSeverity`).
    public static let wheezing = Self("Wheezing")
    /// Loud environment events (iOS 13; its string is `environmentalAudioExposureEvent`'s).
    @available(iOS, introduced: 13.0, deprecated: 14.0, renamed: "environmentalAudioExposureEvent")
    public static let audioExposureEvent = Self("AudioExposureEvent")
}
