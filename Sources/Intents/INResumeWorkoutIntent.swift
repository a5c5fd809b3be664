import Foundation
import BackplateCore

/// A request to resume a paused workout ("Resume my run in MyApp"), with the workout's
/// name if said. A render delivers no intent; apps make them for tests and donations.
open class INResumeWorkoutIntent: INIntent {
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

/// How a handler answered a resume-workout intent, with Apple's raw values.
public enum INResumeWorkoutIntentResponseCode: Int, Sendable {
    /// No answer given.
    case unspecified = 0
    /// Confirmation: the app can resume the workout.
    case ready = 1
    /// SiriKit should open the app to resume it (iOS 10's code; `handleInApp` since iOS 11).
    case continueInApp = 2
    /// The workout could not be resumed.
    case failure = 3
    /// The person must open the app to resume it.
    case failureRequiringAppLaunch = 4
    /// The app knows no workout of that name.
    case failureNoMatchingWorkout = 5
    /// SiriKit should open the app in the background to handle it (iOS 11).
    case handleInApp = 6
    /// The workout was resumed (iOS 11; only the app, not an extension, may answer it).
    case success = 7
}

/// A handler's answer to a resume-workout intent.
open class INResumeWorkoutIntentResponse: INIntentResponse {
    /// The answer.
    public let code: INResumeWorkoutIntentResponseCode

    /// An answer of `code`, with the activity SiriKit would hand the app (`nil`: it makes one).
    public init(code: INResumeWorkoutIntentResponseCode, userActivity: NSUserActivity?) {
        self.code = code
        super.init()
        self.userActivity = userActivity
    }
}

/// What handles resume-workout intents: `handle` (required), `confirm` and the resolution of the
/// name (optional). Each comes in a completion-handler and an async form, as Swift imports
/// SiriKit's, and a conformer writes either: the async defaults await the other form. A render
/// delivers no intent, so only app code calls them.
public protocol INResumeWorkoutIntentHandling: NSObjectProtocol {
    /// Resumes the workout and answers (SiriKit's entry point).
    func handle(intent: INResumeWorkoutIntent, completion: @escaping @Sendable (INResumeWorkoutIntentResponse) -> Void)
    /// Resumes the workout and answers (async form).
    func handle(intent: INResumeWorkoutIntent) async -> INResumeWorkoutIntentResponse
    /// Says whether the app can resume the workout now.
    func confirm(intent: INResumeWorkoutIntent, completion: @escaping @Sendable (INResumeWorkoutIntentResponse) -> Void)
    /// Says whether the app can resume the workout now (async form).
    func confirm(intent: INResumeWorkoutIntent) async -> INResumeWorkoutIntentResponse
    /// Resolves the workout's name.
    func resolveWorkoutName(for intent: INResumeWorkoutIntent, with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void)
    /// Resolves the workout's name (async form).
    func resolveWorkoutName(for intent: INResumeWorkoutIntent) async -> INSpeakableStringResolutionResult
}

extension INResumeWorkoutIntentHandling {
    /// For a conformer that writes only the async form: answers `.unspecified` (SiriKit, which
    /// calls this form, delivers nothing in a render).
    public func handle(intent: INResumeWorkoutIntent, completion: @escaping @Sendable (INResumeWorkoutIntentResponse) -> Void) {
        completion(INResumeWorkoutIntentResponse(code: .unspecified, userActivity: nil))
    }
    /// The completion-handler form's answer.
    public func handle(intent: INResumeWorkoutIntent) async -> INResumeWorkoutIntentResponse {
        await awaitAnswer { handle(intent: intent, completion: $0) }
    }
    /// Optional: `.ready`, as SiriKit goes on when a handler does not confirm.
    public func confirm(intent: INResumeWorkoutIntent, completion: @escaping @Sendable (INResumeWorkoutIntentResponse) -> Void) {
        completion(INResumeWorkoutIntentResponse(code: .ready, userActivity: nil))
    }
    /// The completion-handler form's answer.
    public func confirm(intent: INResumeWorkoutIntent) async -> INResumeWorkoutIntentResponse {
        await awaitAnswer { confirm(intent: intent, completion: $0) }
    }
    /// Optional: the name as given (`.notRequired()` when there is none).
    public func resolveWorkoutName(for intent: INResumeWorkoutIntent,
                                   with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void) {
        completion(intent.workoutName.map { .success(with: $0) } ?? .notRequired())
    }
    /// The completion-handler form's answer.
    public func resolveWorkoutName(for intent: INResumeWorkoutIntent) async -> INSpeakableStringResolutionResult {
        await awaitAnswer { resolveWorkoutName(for: intent, with: $0) }
    }
}
