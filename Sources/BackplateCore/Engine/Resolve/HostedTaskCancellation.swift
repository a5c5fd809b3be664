import Foundation

/// Cancels a hosted render's suspended tasks, waiting a bounded time for the cancellations to
/// return. On Linux, Foundation's `URLSession` can deadlock when a request completes while its
/// awaiting task is cancelled (the cancellation handler waits for the session's queue, which
/// waits for the task), and every later call into that session then waits too; the render goes
/// on with a runtime warning instead of hanging, and runs none of its tasks' held work.
enum HostedTaskCancellation {
    /// How long the render waits for its tasks' cancellations.
    static let patience = DispatchTimeInterval.seconds(2)

    /// Cancels `tasks` on another thread and waits for that at most `patience`; returns
    /// whether the cancellations returned in time.
    @discardableResult
    static func cancel(_ tasks: [Task<Void, Never>]) -> Bool {
        guard !tasks.isEmpty else { return true }
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            for task in tasks { task.cancel() }
            done.signal()
        }
        guard done.wait(timeout: .now() + patience) == .timedOut else { return true }
        RuntimeWarning.emit("a task's cancellation did not return within 2 s (Foundation's URLSession can deadlock when a request completes as it is cancelled); the render goes on without its tasks' remaining work")
        return false
    }
}
