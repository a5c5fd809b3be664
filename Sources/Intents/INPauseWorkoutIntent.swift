import Foundation
import BackplateCore

/// A request to pause a workout in progress ("Pause my run in MyApp"), with the workout's
/// name if said. A render delivers no intent; apps make them for tests and donations.
open class INPauseWorkoutIntent: INIntent {
    /// The workout's name, as said or from the app's vocabulary.
    public let workoutName: INSpeakableString?

    /// An intent for the workout named `workoutName` (`nil`: the current one).
    public init(workoutName: INSpeakableString?) {
        self.workoutName = workoutName
        super.init()
    }

    /// An intent naming no workout.
    public override convenience init() { self.init(workoutName: nil) }
}

/// How a handler answered a pause-workout intent, with Apple's raw values.
public enum INPauseWorkoutIntentResponseCode: Int, Sendable {
    /// No answer given.
    case unspecified = 0
    /// Confirmation: the app can pause the workout.
    case ready = 1
    /// SiriKit should open the app to pause it (iOS 10's code; `handleInApp` since iOS 11).
    case continueInApp = 2
    /// The workout could not be paused.
    case failure = 3
    /// The person must open the app to pause it.
    case failureRequiringAppLaunch = 4
    /// The app knows no workout of that name.
    case failureNoMatchingWorkout = 5
    /// SiriKit should open the app in the background to handle it (iOS 11).
    case handleInApp = 6
    /// The workout was paused (iOS 11; only the app, not an extension, may answer it).
    case success = 7
}

/// A handler's answer to a pause-workout intent.
open class INPauseWorkoutIntentResponse: INIntentResponse {
    /// The answer.
    public let code: INPauseWorkoutIntentResponseCode

    /// An answer of `code`, with the activity SiriKit would hand the app (`nil`: it makes one).
    public init(code: INPauseWorkoutIntentResponseCode, userActivity: NSUserActivity?) {
        self.code = code
        super.init()
        self.userActivity = userActivity
    }
}

/// What handles pause-workout intents: `handle` (required), `confirm` and the resolution of the
/// name (optional). Each comes in a completion-handler and an async form, as Swift imports
/// SiriKit's, and a conformer writes either: the async defaults await the other form. A render
/// delivers no intent, so only app code calls them.
public protocol INPauseWorkoutIntentHandling: NSObjectProtocol {
    /// Pauses the workout and answers (SiriKit's entry point).
    func handle(intent: INPauseWorkoutIntent, completion: @escaping @Sendable (INPauseWorkoutIntentResponse) -> Void)
    /// Pauses the workout and answers (async form).
    func handle(intent: INPauseWorkoutIntent) async -> INPauseWorkoutIntentResponse
    /// Says whether the app can pause the workout now.
    func confirm(intent: INPauseWorkoutIntent, completion: @escaping @Sendable (INPauseWorkoutIntentResponse) -> Void)
    /// Says whether the app can pause the workout now (async form).
    func confirm(intent: INPauseWorkoutIntent) async -> INPauseWorkoutIntentResponse
    /// Resolves the workout's name.
    func resolveWorkoutName(for intent: INPauseWorkoutIntent, with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void)
    /// Resolves the workout's name (async form).
    func resolveWorkoutName(for intent: INPauseWorkoutIntent) async -> INSpeakableStringResolutionResult
}

extension INPauseWorkoutIntentHandling {
    /// For a conformer that writes only the async form: answers `.unspecified` (SiriKit, which
    /// calls this form, delivers nothing in a render).
    public func handle(intent: INPauseWorkoutIntent, completion: @escaping @Sendable (INPauseWorkoutIntentResponse) -> Void) {
        completion(INPauseWorkoutIntentResponse(code: .unspecified, userActivity: nil))
    }
    /// The completion-handler form's answer.
    public func handle(intent: INPauseWorkoutIntent) async -> INPauseWorkoutIntentResponse {
        await awaitAnswer { handle(intent: intent, completion: $0) }
    }
    /// Optional: `.ready`, as SiriKit goes on when a handler does not confirm.
    public func confirm(intent: INPauseWorkoutIntent, completion: @escaping @Sendable (INPauseWorkoutIntentResponse) -> Void) {
        completion(INPauseWorkoutIntentResponse(code: .ready, userActivity: nil))
    }
    /// The completion-handler form's answer.
    public func confirm(intent: INPauseWorkoutIntent) async -> INPauseWorkoutIntentResponse {
        await awaitAnswer { confirm(intent: intent, completion: $0) }
    }
    /// Optional: the name as given (`.notRequired()` when there is none).
    public func resolveWorkoutName(for intent: INPauseWorkoutIntent,
                                   with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void) {
        completion(intent.workoutName.map { .success(with: $0) } ?? .notRequired())
    }
    /// The completion-handler form's answer.
    public func resolveWorkoutName(for intent: INPauseWorkoutIntent) async -> INSpeakableStringResolutionResult {
        await awaitAnswer { resolveWorkoutName(for: intent, with: $0) }
    }
}
