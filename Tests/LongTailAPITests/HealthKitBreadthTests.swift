import Testing
import Foundation
import UIKit
@testable import HealthKit

// HealthKit's breadth as fitness apps use it (unseen40's Nutrivance): every activity type, the
// running and cycling metrics, symptoms and their values, live workout sessions and builders,
// routes, heartbeat series and Activity rings, answering as a fresh iPhone simulator does.

private final class SessionRecorder: NSObject, HKWorkoutSessionDelegate, @unchecked Sendable {
    var changes: [(HKWorkoutSessionState, HKWorkoutSessionState)] = []
    func workoutSession(_ workoutSession: HKWorkoutSession, didChangeTo toState: HKWorkoutSessionState,
                        from fromState: HKWorkoutSessionState, date: Date) { changes.append((fromState, toState)) }
    func workoutSession(_ workoutSession: HKWorkoutSession, didFailWithError error: any Error) {}
}

private final class Box<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

@Suite struct HealthKitBreadthTests {
    /// Raw values are HealthKit's, so an activity stored as a number reads back the same.
    @Test func workoutActivityTypesKeepHealthKitsRawValues() {
        #expect(HKWorkoutActivityType.americanFootball.rawValue == 1 && HKWorkoutActivityType.archery.rawValue == 2)
        #expect(HKWorkoutActivityType.crossTraining.rawValue == 11 && HKWorkoutActivityType.yoga.rawValue == 57)
        #expect(HKWorkoutActivityType.mixedCardio.rawValue == 73 && HKWorkoutActivityType.pickleball.rawValue == 79)
        #expect(HKWorkoutActivityType.swimBikeRun.rawValue == 82 && HKWorkoutActivityType.transition.rawValue == 83)
        #expect(HKWorkoutActivityType.underwaterDiving.rawValue == 84 && HKWorkoutActivityType(rawValue: 3000) == .other)
        #expect(HKWorkoutActivityType(rawValue: 81) == nil)
    }

    @Test func sessionStatesAndLocationTypesKeepHealthKitsRawValues() {
        #expect(HKWorkoutSessionState.notStarted.rawValue == 1 && HKWorkoutSessionState.running.rawValue == 2)
        #expect(HKWorkoutSessionState.ended.rawValue == 3 && HKWorkoutSessionState.paused.rawValue == 4)
        #expect(HKWorkoutSessionState.prepared.rawValue == 5 && HKWorkoutSessionState.stopped.rawValue == 6)
        #expect(HKWorkoutSessionLocationType.unknown.rawValue == 1 && HKWorkoutSessionLocationType.outdoor.rawValue == 3)
        #expect(HKWorkoutSwimmingLocationType.pool.rawValue == 1 && HKWorkoutSwimmingLocationType.openWater.rawValue == 2)
    }

    @Test func metricsHaveTheirAggregationStyleAndUnits() {
        #expect(HKQuantityType(.cyclingPower).is(compatibleWith: .watt()))
        #expect(!HKQuantityType(.cyclingPower).is(compatibleWith: .kilocalorie()))
        #expect(HKQuantityType(.cyclingPower).aggregationStyle == .discreteArithmetic)
        #expect(HKQuantityType(.dietaryVitaminC).aggregationStyle == .cumulative)
        #expect(HKQuantityType(.dietaryVitaminC).is(compatibleWith: .gramUnit(with: .milli)))
        #expect(HKQuantityType(.swimmingStrokeCount).aggregationStyle == .cumulative)
        #expect(HKQuantityType(.cyclingCadence).is(compatibleWith: HKUnit.count().unitDivided(by: .minute())))
        #expect(HKQuantityType(.runningGroundContactTime).is(compatibleWith: .secondUnit(with: .milli)))
        #expect(HKQuantityType(.environmentalSoundReduction).aggregationStyle == .discreteEquivalentContinuousLevel)
        #expect(HKQuantityType(.workoutEffortScore).is(compatibleWith: .appleEffortScore()))
    }

    @Test func identifiersKeepHealthKitsStrings() {
        #expect(HKQuantityTypeIdentifier.appleSleepingWristTemperature.rawValue == "HKQuantityTypeIdentifierAppleSleepingWristTemperature")
        #expect(HKQuantityTypeIdentifier.vo2Max.rawValue == "HKQuantityTypeIdentifierVO2Max")
        #expect(HKCategoryTypeIdentifier.moodChanges.rawValue == "HKCategoryTypeIdentifierMoodChanges")
        // HealthKit stores environmental audio events under the older identifier's string.
        #expect(HKCategoryTypeIdentifier.environmentalAudioExposureEvent.rawValue == "HKCategoryTypeIdentifierAudioExposureEvent")
        #expect(HKMetadataKeyAverageMETs == "HKAverageMETs" && HKMetadataKeyElevationAscended == "HKElevationAscended")
        #expect(HKMetadataKeyIndoorWorkout == "HKIndoorWorkout")
    }

    @Test func categoryValuesKeepHealthKitsRawValues() {
        #expect(HKCategoryValue.notApplicable.rawValue == 0)
        #expect(HKCategoryValueSeverity.unspecified.rawValue == 0 && HKCategoryValueSeverity.severe.rawValue == 4)
        #expect(HKCategoryValuePresence.present.rawValue == 0 && HKCategoryValuePresence.notPresent.rawValue == 1)
        #expect(HKCategoryValueAppetiteChanges.increased.rawValue == 3)
        #expect(HKCategoryValueMenstrualFlow.unspecified.rawValue == 1 && HKCategoryValueMenstrualFlow.none.rawValue == 5)
        #expect(HKCategoryValueSleepAnalysis.allAsleepValues.count == 4)
    }

    @Test func unitsConvertWithinTheirKind() {
        #expect(HKQuantity(unit: .wattUnit(with: .kilo), doubleValue: 0.25).doubleValue(for: .watt()) == 250)
        #expect(abs(HKQuantity(unit: .degreeAngle(), doubleValue: 180).doubleValue(for: .radianAngle()) - .pi) < 1e-12)
        #expect(HKUnit.watt().unitString == "W" && HKUnit.hertz().unitString == "Hz" && HKUnit.lux().unitString == "lx")
        #expect(HKQuantity(unit: .hertz(), doubleValue: 2).doubleValue(for: HKUnit.count().unitDivided(by: .second())) == 2)
    }

    /// A fresh simulator's session is made and prepared but never runs; ending it ends it.
    @Test func aWorkoutSessionPreparesAndEndsButNeverRuns() throws {
        let configuration = HKWorkoutConfiguration()
        configuration.activityType = .cycling
        configuration.locationType = .outdoor
        let session = try HKWorkoutSession(healthStore: HKHealthStore(), configuration: configuration)
        let recorder = SessionRecorder()
        session.delegate = recorder
        #expect(session.state == .notStarted)
        session.prepare()
        session.startActivity(with: Date())
        #expect(session.state == .prepared && session.startDate == nil)
        session.pause()
        session.end()
        #expect(session.state == .ended && session.endDate != nil)
        #expect(recorder.changes.map(\.1) == [.prepared, .ended])
        #expect(session.workoutConfiguration.activityType == .cycling)
        #expect(session.associatedWorkoutBuilder() === session.associatedWorkoutBuilder())
    }

    @Test func aBuilderCollectsNothingAndCannotSave() async throws {
        let builder = HKWorkoutBuilder(healthStore: HKHealthStore(), configuration: HKWorkoutConfiguration(), device: .local())
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        try await builder.beginCollection(at: start)
        try await builder.addMetadata([HKMetadataKeyIndoorWorkout: true])
        try await builder.endCollection(at: start.addingTimeInterval(600))
        #expect(builder.metadata.isEmpty && builder.elapsedTime(at: start.addingTimeInterval(900)) == 600)
        await #expect(throws: HKError(.errorAuthorizationNotDetermined)) { try await builder.finishWorkout() }
    }

    @Test func anActivitySummaryQueryGetsAnEmptyArray() {
        let got = Box<[HKActivitySummary]?>(nil)
        let predicate = HKQuery.predicateForActivitySummary(with: DateComponents(year: 2026, month: 3, day: 1))
        HKHealthStore().execute(HKActivitySummaryQuery(predicate: predicate) { _, summaries, _ in got.value = summaries })
        #expect(got.value?.isEmpty == true)
        #expect(HKActivitySummary().activityMoveMode == .activeEnergy && HKActivitySummary().exerciseTimeGoal == nil)
    }

    @Test func routeAndHeartbeatQueriesFinishWithNoData() {
        let route = Box<(Int?, Bool)>((nil, false))
        let routeSample = HKWorkoutRoute(type: .workoutRoute(), start: Date(), end: Date(), count: 0, metadata: nil)
        HKHealthStore().execute(HKWorkoutRouteQuery(route: routeSample) { _, locations, done, _ in route.value = (locations?.count, done) })
        #expect(route.value.0 == 0 && route.value.1)
        let beats = Box(false)
        let series = HKHeartbeatSeriesSample(type: .heartbeat(), start: Date(), end: Date(), count: 0, metadata: nil)
        HKHealthStore().execute(HKHeartbeatSeriesQuery(heartbeatSeries: series) { _, _, _, done, _ in beats.value = done })
        #expect(beats.value)
        #expect(HKSeriesType.workoutRoute().identifier == "HKWorkoutRouteTypeIdentifier")
    }

    @Test func aWorkoutHasNoActivitiesOrStatistics() {
        let workout = HKWorkout(activityType: .swimBikeRun, start: Date(), end: Date().addingTimeInterval(3_600))
        #expect(workout.workoutActivities.isEmpty && workout.allStatistics.isEmpty)
        #expect(workout.statistics(for: HKQuantityType(.heartRate)) == nil && workout.device == nil)
    }

    @Test func recoveringASessionFindsNone() async throws {
        let store = HKHealthStore()
        #expect(try await store.recoverActiveWorkoutSession() == nil)
        store.workoutSessionMirroringStartHandler = { _ in }
        #expect(store.workoutSessionMirroringStartHandler != nil)
    }

    @Test func sampleDataSavedAsAnArrayIsRefusedAsAlone() async {
        // A step tracker's debug helper saves a month of samples at once (unseen45's Step Tracker).
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let samples = (0..<3).map { day in
            HKQuantitySample(type: HKQuantityType(.stepCount), quantity: HKQuantity(unit: .count(), doubleValue: 4_000),
                             start: start.addingTimeInterval(Double(day) * 86_400), end: start.addingTimeInterval(Double(day) * 86_400 + 60))
        }
        await #expect(throws: HKError(.errorAuthorizationNotDetermined)) { try await HKHealthStore().save(samples) }
        #expect(URL(string: UIApplication.openNotificationSettingsURLString)?.scheme == "app-settings")
    }
}
