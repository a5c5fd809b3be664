import Testing
import Foundation
import HealthKitUI
import UIKit
@testable import Intents

// SiriKit's workout intents and HealthKitUI as Apple's "Building a workout app for iPhone and
// iPad" sample (unseen41's Goer) uses them: an `INExtension` handling intents with async
// methods, crash recovery from the app delegate, and the Activity rings view.

/// A handler written as the sample writes it: async forms only.
private final class AsyncHandler: INExtension, INStartWorkoutIntentHandling, INPauseWorkoutIntentHandling {
    func handle(intent: INStartWorkoutIntent) async -> INStartWorkoutIntentResponse {
        INStartWorkoutIntentResponse(code: intent.workoutName == nil ? .failureNoMatchingWorkout : .success, userActivity: nil)
    }
    func handle(intent: INPauseWorkoutIntent) async -> INPauseWorkoutIntentResponse {
        INPauseWorkoutIntentResponse(code: .failureNoMatchingWorkout, userActivity: nil)
    }
}

/// A handler written before Swift concurrency: completion-handler forms only.
private final class CompletionHandler: NSObject, INEndWorkoutIntentHandling {
    func handle(intent: INEndWorkoutIntent, completion: @escaping (INEndWorkoutIntentResponse) -> Void) {
        completion(INEndWorkoutIntentResponse(code: .handleInApp, userActivity: NSUserActivity(activityType: "com.example.end")))
    }
}

/// A value a `@Sendable` completion sets and the test reads (completions run on the calling thread).
private final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

@Suite struct WorkoutIntentsTests {
    /// Codes keep SiriKit's numbering, so a code stored or logged as a number reads back the same.
    @Test func responseCodesKeepSiriKitsRawValues() {
        #expect(INStartWorkoutIntentResponseCode.failureOngoingWorkout.rawValue == 5)
        #expect(INStartWorkoutIntentResponseCode.handleInApp.rawValue == 7 && INStartWorkoutIntentResponseCode.success.rawValue == 8)
        #expect(INPauseWorkoutIntentResponseCode.failureNoMatchingWorkout.rawValue == 5 && INPauseWorkoutIntentResponseCode.success.rawValue == 7)
        #expect(INResumeWorkoutIntentResponseCode.handleInApp.rawValue == 6 && INEndWorkoutIntentResponseCode.success.rawValue == 7)
        #expect(INCancelWorkoutIntentResponseCode(rawValue: 2) == .continueInApp && INCancelWorkoutIntentResponseCode(rawValue: 8) == nil)
        #expect(INWorkoutGoalUnitType.kiloCalorie.rawValue == 10 && INWorkoutLocationType.indoor.rawValue == 2)
    }

    @Test func aStartIntentKeepsItsNameAndGoal() {
        let name = INSpeakableString(vocabularyIdentifier: "run", spokenPhrase: "Morning Run", pronunciationHint: nil)
        let intent = INStartWorkoutIntent(workoutName: name, goalValue: 5, workoutGoalUnitType: .mile, workoutLocationType: .outdoor,
                                          isOpenEnded: false)
        #expect(intent.workoutName?.spokenPhrase == "Morning Run" && intent.workoutName?.vocabularyIdentifier == "run")
        #expect(intent.goalValue == 5 && intent.workoutGoalUnitType == .mile && intent.workoutLocationType == .outdoor)
        #expect(intent.isOpenEnded == false && intent.workoutName?.copy() as? INSpeakableString == name)
        let unnamed = INStartWorkoutIntent()
        #expect(unnamed.workoutName == nil && unnamed.goalValue == nil && unnamed.workoutGoalUnitType == .unknown)
        #expect(INSpeakableString(spokenPhrase: "Swim").vocabularyIdentifier == nil && INPauseWorkoutIntent().workoutName == nil)
    }

    @Test func anAsyncHandlerAnswersAndItsCompletionFormIsUnspecified() async {
        let handler = AsyncHandler()
        let named = INStartWorkoutIntent(workoutName: INSpeakableString(spokenPhrase: "Run"))
        #expect(await handler.handle(intent: named).code == .success)
        #expect(await handler.handle(intent: INStartWorkoutIntent()).code == .failureNoMatchingWorkout)
        #expect(await handler.handle(intent: INPauseWorkoutIntent(workoutName: nil)).code == .failureNoMatchingWorkout)
        // Not written: confirming goes on, the name resolves to itself, SiriKit's form gives no code.
        #expect(await handler.confirm(intent: named).code == .ready)
        let resolution = await handler.resolveWorkoutName(for: named)
        #expect(resolution.outcome == .success && resolution.strings.map(\.spokenPhrase) == ["Run"])
        #expect(await handler.resolveWorkoutName(for: INStartWorkoutIntent()).outcome == .notRequired)
        let code = LockedBox<INStartWorkoutIntentResponseCode?>(nil)
        handler.handle(intent: named) { code.value = $0.code }
        #expect(code.value == .unspecified)
        #expect(handler.handler(for: named) == nil)
    }

    @Test func aCompletionHandlerAnswersTheAsyncForm() async {
        let response = await CompletionHandler().handle(intent: INEndWorkoutIntent(workoutName: nil))
        #expect(response.code == .handleInApp && response.userActivity?.activityType == "com.example.end")
    }

    @Test func noActiveWorkoutIsRecovered() async throws {
        #expect(await UIScene.ConnectionOptions().shouldHandleActiveWorkoutRecovery == false)
        let recovered = LockedBox<(HKWorkoutSession?, (any Error)?)?>(nil)
        HKHealthStore().recoverActiveWorkoutSession { recovered.value = ($0, $1) }
        #expect(recovered.value.map { $0.0 == nil && $0.1 == nil } == true)
        #expect(try await HKHealthStore().recoverActiveWorkoutSession() == nil)
    }

    @MainActor @Test func theRingViewKeepsItsSummary() throws {
        let rings = HKActivityRingView()
        #expect(rings.activitySummary == nil)
        let summary = HKActivitySummary()
        summary.activeEnergyBurned = HKQuantity(unit: .kilocalorie(), doubleValue: 320)
        rings.setActivitySummary(summary, animated: true)
        #expect(rings.activitySummary === summary)
        #expect(rings.activitySummary?.activeEnergyBurned.doubleValue(for: .kilocalorie()) == 320)
        let session = try HKWorkoutSession(healthStore: HKHealthStore(), configuration: {
            let configuration = HKWorkoutConfiguration()
            configuration.activityType = .running
            return configuration
        }())
        #expect(session.activityType == .running)
    }
}
