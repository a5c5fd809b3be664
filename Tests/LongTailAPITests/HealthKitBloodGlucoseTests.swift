import Testing
import Foundation
import Synchronization
import HealthKit

/// HealthKit's blood glucose names as a glucose tracker uses them (GlucoseTracker in the
/// unseen30 batch): the meal-time metadata, the quantity type and its units, and deleting from
/// a store that, as a fresh Simulator's, has authorized nothing.
@Suite struct HealthKitBloodGlucoseTests {
    /// What a completion handler was given: whether it succeeded, and its error's code.
    private final class Completion: Sendable {
        let value = Mutex<(succeeded: Bool, code: HKError.Code?)?>(nil)
        func record(_ succeeded: Bool, _ error: (any Error)?) { value.withLock { $0 = (succeeded, (error as? HKError)?.code) } }
    }

    @Test func mealTimesAndMetadataKeysHaveIOSsValues() {
        let rawValues: [Int] = [HKBloodGlucoseMealTime.preprandial.rawValue, HKBloodGlucoseMealTime.postprandial.rawValue]
        #expect(rawValues == [1, 2])
        let keys: [String] = [HKMetadataKeyBloodGlucoseMealTime, HKMetadataKeyWasUserEntered, HKMetadataKeyExternalUUID,
                              HKMetadataKeySyncIdentifier, HKMetadataKeyTimeZone]
        let expected: [String] = ["HKBloodGlucoseMealTime", "HKWasUserEntered", "HKExternalUUID", "HKMetadataKeySyncIdentifier", "HKTimeZone"]
        #expect(keys == expected)
    }

    @Test func bloodGlucoseIsMeasuredAsAMassOrMolesPerVolume() throws {
        let type = try #require(HKQuantityType.quantityType(forIdentifier: .bloodGlucose))
        #expect(type.identifier == "HKQuantityTypeIdentifierBloodGlucose")
        #expect(type.aggregationStyle == .discreteArithmetic)
        let milligramsPerDeciliter = HKUnit.gramUnit(with: .milli).unitDivided(by: .literUnit(with: .deci))
        #expect(milligramsPerDeciliter.unitString == "mg/dL")
        let millimolesPerLiter = HKUnit.moleUnit(with: .milli, molarMass: HKUnitMolarMassBloodGlucose).unitDivided(by: .liter())
        #expect(millimolesPerLiter.unitString == "mmol<180.15588000005408>/L")
        #expect(type.is(compatibleWith: HKUnit(from: "mg/dL")) && type.is(compatibleWith: millimolesPerLiter))
        #expect(!type.is(compatibleWith: .count()))
    }

    @Test func readingsConvertBetweenMilligramsAndMillimoles() {
        let mmolPerL = HKUnit.moleUnit(with: .milli, molarMass: HKUnitMolarMassBloodGlucose).unitDivided(by: .liter())
        let reading = HKQuantity(unit: HKUnit(from: "mg/dL"), doubleValue: 100)
        // 100 mg/dL of glucose (180.156 g/mol) is 5.551 mmol/L, and 1,000 mg/L (the app's unit).
        #expect(abs(reading.doubleValue(for: mmolPerL) - 5.5507) < 0.0001)
        #expect(abs(reading.doubleValue(for: HKUnit.gramUnit(with: .milli).unitDivided(by: .liter())) - 1_000) < 1e-9)
        let fasting = HKQuantity(unit: mmolPerL, doubleValue: 5.5)
        #expect(abs(fasting.doubleValue(for: HKUnit(from: "mg/dL")) - 99.0857) < 0.0001)
    }

    @Test func otherCommonQuantityTypesTakeTheirUnits() throws {
        let systolic = try #require(HKQuantityType.quantityType(forIdentifier: .bloodPressureSystolic))
        #expect(systolic.is(compatibleWith: .millimeterOfMercury()) && !systolic.is(compatibleWith: .count()))
        let carbohydrates = try #require(HKQuantityType.quantityType(forIdentifier: .dietaryCarbohydrates))
        #expect(carbohydrates.aggregationStyle == .cumulative && carbohydrates.is(compatibleWith: .gram()))
        let insulin = try #require(HKQuantityType.quantityType(forIdentifier: .insulinDelivery))
        #expect(insulin.is(compatibleWith: .internationalUnit()) && insulin.aggregationStyle == .cumulative)
        let walking = try #require(HKQuantityType.quantityType(forIdentifier: .walkingSpeed))
        #expect(walking.is(compatibleWith: HKUnit.meter().unitDivided(by: .second())))
        let pressure = HKQuantity(unit: .millimeterOfMercury(), doubleValue: 120)
        #expect(abs(pressure.doubleValue(for: .pascalUnit(with: .kilo)) - 15.9987) < 0.0001)
    }

    @Test func deletingFromAStoreThatAuthorizedNothingFailsAsSavingDoes() async throws {
        let store = HKHealthStore()
        let type = try #require(HKQuantityType.quantityType(forIdentifier: .bloodGlucose))
        let sample = HKQuantitySample(type: type, quantity: HKQuantity(unit: HKUnit(from: "mg/dL"), doubleValue: 98),
                                      start: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 0),
                                      metadata: [HKMetadataKeyWasUserEntered: true,
                                                 HKMetadataKeyBloodGlucoseMealTime: HKBloodGlucoseMealTime.preprandial.rawValue])
        await #expect(throws: HKError(.errorAuthorizationNotDetermined)) { try await store.delete(sample) }
        await #expect(throws: HKError(.errorInvalidArgument)) { try await store.delete([HKObject]()) }
        let one = Completion(), many = Completion()
        store.delete(sample) { one.record($0, $1) }
        store.delete([sample, sample]) { many.record($0, $1) }
        #expect(one.value.withLock { $0?.succeeded } == false && one.value.withLock { $0?.code } == .errorAuthorizationNotDetermined)
        #expect(many.value.withLock { $0?.succeeded } == false && many.value.withLock { $0?.code } == .errorAuthorizationNotDetermined)
    }
}
