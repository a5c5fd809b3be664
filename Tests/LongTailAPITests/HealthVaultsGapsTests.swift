import Testing
import Foundation
import HealthKit
import SwiftData
import SwiftUI
import UIKit

/// A calorie-budget app's units, correlations, settings and widgets (unseen41): the unit a locale
/// prefers per usage, food correlations, a text field's positions, iOS 18's repeat behaviours, a
/// model identifier kept in `@AppStorage`, and `ModelContainer.erase()`.
@MainActor @Suite struct HealthVaultsGapsTests {
    @Test func unitsForALocaleFollowItsMeasurementSystemAndUsage() {
        let us = Locale(identifier: "en_US"), japan = Locale(identifier: "ja_JP")
        // As Apple's examples give them: en_US feet and road miles, ja_JP metres and road
        // kilometres, focal lengths in millimetres in both.
        #expect(UnitLength(forLocale: us) == .feet)
        #expect(UnitLength(forLocale: japan) == .meters)
        #expect(UnitLength(forLocale: us, usage: .road) == .miles)
        #expect(UnitLength(forLocale: japan, usage: .road) == .kilometers)
        #expect(UnitLength(forLocale: us, usage: .focalLength) == .millimeters)
        #expect(UnitMass(forLocale: us, usage: .personWeight) == .pounds)
        #expect(UnitMass(forLocale: japan, usage: .personWeight) == .kilograms)
        #expect(UnitTemperature(forLocale: us) == .fahrenheit)
        #expect(UnitSpeed(forLocale: japan, usage: .wind) == .kilometersPerHour)
        #expect(UnitEnergy(forLocale: us, usage: .food) == .kilocalories)
        #expect(UnitDuration(forLocale: us) == .seconds)
        let usage: MeasurementFormatUnitUsage<UnitEnergy> = .workout
        #expect(Measurement(value: 350, unit: UnitEnergy.kilocalories).formatted(.measurement(width: .abbreviated, usage: usage)) == "350 kcal")
    }

    @Test func aFoodCorrelationGroupsItsSamplesAndAnEmptyStoreFindsNone() async throws {
        let food = try #require(HKObjectType.correlationType(forIdentifier: .food))
        #expect(food.identifier == "HKCorrelationTypeIdentifierFood")
        let energy = HKQuantityType(.dietaryEnergyConsumed), protein = HKQuantityType(.dietaryProtein)
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let kcal = HKQuantitySample(type: energy, quantity: HKQuantity(unit: .kilocalorie(), doubleValue: 420), start: start, end: start)
        let grams = HKQuantitySample(type: protein, quantity: HKQuantity(unit: .gram(), doubleValue: 31), start: start, end: start)
        let meal = HKCorrelation(type: food, start: start, end: start, objects: [kcal, grams], metadata: ["HKFoodType": "Ramen"])
        #expect(meal.objects.count == 2)
        #expect(meal.objects(for: energy) == [kcal])
        #expect(meal.correlationType == food)

        let store = HKHealthStore()
        let found = Found()
        store.execute(HKCorrelationQuery(type: food, predicate: nil, samplePredicates: nil) { _, correlations, error in
            found.set(correlations?.count, error == nil)
        })
        #expect(found.value?.0 == 0 && found.value?.1 == true)
        await #expect(throws: HKError.self) { _ = try await store.preferredUnits(for: [energy]) }
        #expect(Notification.Name.HKUserPreferencesDidChange.rawValue == "HKUserPreferencesDidChangeNotification")
    }

    @Test func aTextFieldsPositionsCountUTF16AndItsSelectionIsClamped() throws {
        let field = UITextField(frame: .zero)
        field.text = "250 kcal"
        // An empty selection at the end of the text until one is set, as UIKit puts the caret.
        let caret = try #require(field.selectedTextRange)
        #expect(caret.isEmpty && field.offset(from: field.beginningOfDocument, to: caret.start) == 8)
        let third = try #require(field.position(from: field.beginningOfDocument, offset: 3))
        let number = try #require(field.textRange(from: field.beginningOfDocument, to: third))
        field.selectedTextRange = number
        let selected = try #require(field.selectedTextRange)
        #expect(field.offset(from: selected.start, to: selected.end) == 3)
        #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
        #expect(field.markedTextRange == nil)
        #expect(UITextField.textDidBeginEditingNotification.rawValue == "UITextFieldTextDidBeginEditingNotification")
    }

    @Test func repeatBehavioursAreTheirOwnOptions() {
        let periodic = SymbolEffectOptions.repeat(.periodic(delay: 5))
        #expect(periodic != .repeat(.continuous))
        #expect(periodic != .repeat(.periodic))
        #expect(SymbolEffectOptions.repeat(.periodic(2, delay: 1)) == .repeat(.periodic(2, delay: 1)))
        #expect(SymbolEffectOptions.speed(2).repeat(.continuous) != .repeat(.continuous))
        // A widget's timeline provider that keeps a setting is Sendable, as with SwiftUI's.
        requireSendable(AppStorage<UUID>.self)
    }

    @Test func aModelIdentifierKeptInAppStorageDecodesFromItsData() throws {
        let container = try ModelContainer(for: CalorieGoal.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let goal = CalorieGoal(kcal: 2_100)
        container.mainContext.insert(goal)
        let suite = "HealthVaultsGapsTests.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        defaults.set(try JSONEncoder().encode(goal.persistentModelID), forKey: "Goals")
        let stored = AppStorage<PersistentIdentifier?>("Goals", store: defaults)
        #expect(stored.wrappedValue == goal.persistentModelID)
        #expect(AppStorage<PersistentIdentifier?>("Missing", store: defaults).wrappedValue == nil)
        let fallback = goal.persistentModelID
        #expect(AppStorage(wrappedValue: fallback, "Missing", store: defaults).wrappedValue == fallback)

        try container.erase()
        #expect(try container.mainContext.fetchCount(FetchDescriptor<CalorieGoal>()) == 0)
    }

    private func requireSendable<T: Sendable>(_ type: T.Type) {}
}

@Model final class CalorieGoal {
    var kcal: Double
    init(kcal: Double) { self.kcal = kcal }
}

/// A correlation query's answer, read after `execute` delivered it.
private final class Found: @unchecked Sendable {
    // Unchecked Sendable: written once by the query's handler before it is read.
    private(set) var value: (Int?, Bool)?
    func set(_ count: Int?, _ noError: Bool) { value = (count, noError) }
}
