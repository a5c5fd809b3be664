import Foundation

/// A recognition in progress, returned by `SFSpeechRecognizer.recognitionTask(with:…)`. In a
/// render every such task is already `.completed`, its `error` Apple's "Request is not
/// authorized" (kAFAssistantErrorDomain 1700); `cancel()` and `finish()` then change nothing.
open class SFSpeechRecognitionTask: NSObject {
    private var currentState: SFSpeechRecognitionTaskState
    private var finishing = false
    private var cancelled = false
    private var failure: (any Error)?

    /// A task that has not started (`.starting`, no error). Apps get tasks from a recognizer.
    public override init() {
        currentState = .starting
        super.init()
    }

    /// A task that has already ended with `error`, as every recognizer task does in a render.
    init(completedWith error: any Error) {
        currentState = .completed
        failure = error
        super.init()
    }

    /// The task's state: `.completed` for every task a recognizer returns in a render.
    open var state: SFSpeechRecognitionTaskState { currentState }
    /// Whether audio input has stopped because `finish()` was called (default false).
    open var isFinishing: Bool { finishing }
    /// Whether `cancel()` stopped the task (default false; false for a render's completed tasks).
    open var isCancelled: Bool { cancelled }
    /// Why the task failed: kAFAssistantErrorDomain 1700 for every recognizer task in a render.
    open var error: (any Error)? { failure }

    /// Cancels the task. A completed task (every recognizer task in a render) is unchanged; a task
    /// made with `init()` becomes cancelled and completed at once.
    open func cancel() {
        guard currentState != .completed else { return }
        cancelled = true
        currentState = .completed
    }

    /// Stops accepting audio and finishes. A completed task (every recognizer task in a render)
    /// is unchanged; a task made with `init()` becomes finishing and completed at once.
    open func finish() {
        guard currentState != .completed else { return }
        finishing = true
        currentState = .completed
    }
}
