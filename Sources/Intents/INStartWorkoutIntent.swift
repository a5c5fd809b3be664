import Foundation
import BackplateCore

/// A request to start a workout ("Start an outdoor run in MyApp"): its name, goal and place.
/// A render delivers no intent; apps make them for tests and donations.
open class INStartWorkoutIntent: INIntent {
    /// The workout's name, as said or from the app's vocabulary.
    public let workoutName: INSpeakableString?
    /// The goal's amount, in `workoutGoalUnitType`'s unit.
    public let goalValue: Double?
    /// The goal's unit.
    public let workoutGoalUnitType: INWorkoutGoalUnitType
    /// Indoors or outdoors.
    public let workoutLocationType: INWorkoutLocationType
    /// Whether the workout has no goal.
    public let isOpenEnded: Bool?

    /// An intent with these values (each optional, as in SiriKit's Swift initializer).
    public init(workoutName: INSpeakableString? = nil, goalValue: Double? = nil, workoutGoalUnitType: INWorkoutGoalUnitType = .unknown,
                workoutLocationType: INWorkoutLocationType = .unknown, isOpenEnded: Bool? = nil) {
        self.workoutName = workoutName
        self.goalValue = goalValue
        self.workoutGoalUnitType = workoutGoalUnitType
        self.workoutLocationType = workoutLocationType
        self.isOpenEnded = isOpenEnded
        super.init()
    }
}

/// How a handler answered a start-workout intent, with Apple's raw values.
public enum INStartWorkoutIntentResponseCode: Int, Sendable {
    /// No answer given.
    case unspecified = 0
    /// Confirmation: the app can start the workout.
    case ready = 1
    /// SiriKit should open the app in the foreground to start it.
    case continueInApp = 2
    /// The workout could not be started.
    case failure = 3
    /// The person must open the app to start it.
    case failureRequiringAppLaunch = 4
    /// A workout is already in progress.
    case failureOngoingWorkout = 5
    /// The app knows no workout of that name.
    case failureNoMatchingWorkout = 6
    /// SiriKit should open the app in the background to handle it (iOS 11).
    case handleInApp = 7
    /// The workout started (iOS 11; only the app, not an extension, may answer it).
    case success = 8
}

/// A handler's answer to a start-workout intent.
open class INStartWorkoutIntentResponse: INIntentResponse {
    /// The answer.
    public let code: INStartWorkoutIntentResponseCode

    /// An answer of `code`, with the activity SiriKit would hand the app (`nil`: it makes one).
    public init(code: INStartWorkoutIntentResponseCode, userActivity: NSUserActivity?) {
        self.code = code
        super.init()
        self.userActivity = userActivity
    }
}

/// What handles start-workout intents: `handle` (required), `confirm` and the resolution of the
/// name (optional). Each comes in a completion-handler and an async form, as Swift imports
/// SiriKit's, and a conformer writes either: the async defaults await the other form. A render
/// delivers no intent, so only app code calls them.
public protocol INStartWorkoutIntentHandling: NSObjectProtocol {
    /// Starts the workout and answers (SiriKit's entry point).
    func handle(intent: INStartWorkoutIntent, completion: @escaping @Sendable (INStartWorkoutIntentResponse) -> Void)
    /// Starts the workout and answers (async form).
    func handle(intent: INStartWorkoutIntent) async -> INStartWorkoutIntentResponse
    /// Says whether the app can start the workout now.
    func confirm(intent: INStartWorkoutIntent, completion: @escaping @Sendable (INStartWorkoutIntentResponse) -> Void)
    /// Says whether the app can start the workout now (async form).
    func confirm(intent: INStartWorkoutIntent) async -> INStartWorkoutIntentResponse
    /// Resolves the workout's name.
    func resolveWorkoutName(for intent: INStartWorkoutIntent, with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void)
    /// Resolves the workout's name (async form).
    func resolveWorkoutName(for intent: INStartWorkoutIntent) async -> INSpeakableStringResolutionResult
}

extension INStartWorkoutIntentHandling {
    /// For a conformer that writes only the async form: answers `.unspecified` (SiriKit, which
    /// calls this form, delivers nothing in a render).
    public func handle(intent: INStartWorkoutIntent, completion: @escaping @Sendable (INStartWorkoutIntentResponse) -> Void) {
        completion(INStartWorkoutIntentResponse(code: .unspecified, userActivity: nil))
    }
    /// The completion-handler form's answer.
    public func handle(intent: INStartWorkoutIntent) async -> INStartWorkoutIntentResponse {
        await awaitAnswer { handle(intent: intent, completion: $0) }
    }
    /// Optional: `.ready`, as SiriKit goes on when a handler does not confirm.
    public func confirm(intent: INStartWorkoutIntent, completion: @escaping @Sendable (INStartWorkoutIntentResponse) -> Void) {
        completion(INStartWorkoutIntentResponse(code: .ready, userActivity: nil))
    }
    /// The completion-handler form's answer.
    public func confirm(intent: INStartWorkoutIntent) async -> INStartWorkoutIntentResponse {
        await awaitAnswer { confirm(intent: intent, completion: $0) }
    }
    /// Optional: the name as given (`.notRequired()` when there is none).
    public func resolveWorkoutName(for intent: INStartWorkoutIntent,
                                   with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void) {
        completion(intent.workoutName.map { .success(with: $0) } ?? .notRequired())
    }
    /// The completion-handler form's answer.
    public func resolveWorkoutName(for intent: INStartWorkoutIntent) async -> INSpeakableStringResolutionResult {
        await awaitAnswer { resolveWorkoutName(for: intent, with: $0) }
    }
}
