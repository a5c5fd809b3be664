import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import HealthKit

/// `CadenceHealthFile.swift`: HealthKit answers as a fresh iPhone simulator does (Health
/// available, nothing authorized, no samples); units convert as HealthKit's do.
@MainActor @Suite(.tags(.appFiles)) struct CadenceHealthTests {
    @Test func askingForAccessGrantsNothing() async {
        let model = CadenceModel()
        await model.connect()
        #expect(model.status == "Waiting for access")
        let store = HKHealthStore()
        #expect(HKHealthStore.isHealthDataAvailable() && store.authorizationStatus(for: HKQuantityType(.heartRate)) == .notDetermined)
        do {
            try await store.save(HKQuantitySample(type: HKQuantityType(.stepCount), quantity: HKQuantity(unit: .count(), doubleValue: 10),
                                                  start: Date(), end: Date()))
            Issue.record("saving should throw")
        } catch HKError.errorAuthorizationNotDetermined {
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func queriesFindNoSamples() {
        let today = LockedBox<Int?>(-1)
        CadenceModel().loadToday { today.value = $0 }
        #expect(today.value == nil)
        let samples = LockedBox<Int>(-1)
        let query = HKSampleQuery(sampleType: HKQuantityType(.heartRate), predicate: nil, limit: HKObjectQueryNoLimit,
                                  sortDescriptors: nil) { _, results, error in samples.value = error == nil ? results?.count ?? -2 : -3 }
        HKHealthStore().execute(query)
        #expect(samples.value == 0)
        let noData = LockedBox<Int>(0)
        HKHealthStore().execute(HKStatisticsQuery(quantityType: HKQuantityType(.stepCount), quantitySamplePredicate: nil) { _, stats, error in
            noData.value = stats == nil ? (error as? HKError)?.code.rawValue ?? -1 : -2
        })
        #expect(noData.value == 11)
    }

    @Test func aWeekHasSevenEmptyDays() throws {
        // HealthKit enumerates every interval of the range, those without samples included.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let end = try #require(calendar.date(from: DateComponents(year: 2026, month: 11, day: 30, hour: 15)))
        var days: [(day: Date, steps: Int)] = []
        CadenceModel().loadWeek(endingAt: end) { days = $0 }
        #expect(days.count == 7 && days.allSatisfy { $0.steps == 0 })
        #expect(days.first?.day == calendar.date(from: DateComponents(year: 2026, month: 11, day: 24)))
    }

    @Test func unitsConvertAsHealthKitsDo() {
        let run = HKQuantity(unit: .meterUnit(with: .kilo), doubleValue: 5)
        #expect(abs(run.doubleValue(for: .mile()) - 3.106856) < 1e-6)
        #expect(abs(HKQuantity(unit: .kilocalorie(), doubleValue: 1).doubleValue(for: .jouleUnit(with: .kilo)) - 4.184) < 1e-9)
        #expect(abs(HKQuantity(unit: .degreeFahrenheit(), doubleValue: 98.6).doubleValue(for: .degreeCelsius()) - 37) < 1e-9)
        let perMinute = HKUnit.count().unitDivided(by: .minute())
        #expect(perMinute.unitString == "count/min" && HKQuantityType(.heartRate).is(compatibleWith: perMinute))
        #expect(HKQuantityType(.stepCount).aggregationStyle == .cumulative && HKQuantityType(.heartRate).aggregationStyle == .discreteArithmetic)
        let (value, warnings) = RuntimeWarning.collecting { HKQuantity(unit: .count(), doubleValue: 3).doubleValue(for: .kilocalorie()) }
        #expect(value.isNaN && warnings.contains { $0.hasPrefix("HKQuantity: cannot convert count to kcal") }, "\(warnings)")
    }

    @Test func theDashboardShowsADashUntilStepsArrive() throws {
        let model = CadenceModel()
        _ = try renderPhoneLightAndDark(CadenceDashboard(model: model), name: "CadenceDashboard")
        let texts = phoneTexts(CadenceDashboard(model: model))
        for label in ["Cadence", "Today", "—", "Goal: 8,000 steps", "No steps recorded", "Not connected"] {
            #expect(frame(texts, label) != nil, "\(label): \(texts.map(\.0))")
        }
        model.todaySteps = 6_240
        let filled = phoneTexts(CadenceDashboard(model: model))
        #expect(frame(filled, "6,240 steps") != nil, "\(filled.map(\.0))")
    }
}

/// A value a `@Sendable` handler sets and the test reads (handlers run on the calling thread).
private final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
