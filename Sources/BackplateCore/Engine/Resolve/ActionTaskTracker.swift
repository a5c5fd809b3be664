import Foundation

/// Tells a hosted render when the tasks its actions started have finished: the unstructured
/// `Task { }` that an `onAppear` or `onChange` action starts (`Task { await model.load() }`),
/// including the work it awaits off the main actor (a `nonisolated async` repository call).
///
/// While the actions run, a task-local mark is bound; every task they start inherits it (as
/// unstructured tasks inherit task-local values) and releases it when it ends, so the render
/// waits for exactly those tasks, not for a timing guess. `.task` actions are not tracked: their
/// work after a real suspension runs when the render ends (`HostedTaskExecutor`).
final class ActionTaskTracker {
    /// The value the started tasks hold: the last to let it go (the last task to end) marks it
    /// ended under a lock, so the render that sees it ended also sees what the tasks wrote
    /// (a weak reference turning nil orders nothing the thread sanitizer can see).
    final class Mark: Sendable {
        let ended = LockedState(false)
        deinit { ended.withLock { $0 = true } }
    }

    /// The mark of the actions running now (nil outside them, and inside `.task` starts).
    @TaskLocal static var mark: Mark?

    /// The `ended` flags of the marks not yet seen ended.
    private var pending: [LockedState<Bool>] = []

    /// Runs `actions` with a new mark bound, which the tasks they start inherit.
    func tracking(_ actions: () -> Void) {
        let mark = Mark()
        pending.append(mark.ended)
        Self.$mark.withValue(mark, operation: actions)
    }

    /// Runs `start` with no mark bound, so the task it starts is not waited for.
    static func untracked<T>(_ start: () -> T) -> T {
        $mark.withValue(nil, operation: start)
    }

    /// Whether every task started by the tracked actions has ended (true when they started
    /// none).
    var allFinished: Bool {
        pending.removeAll { $0.withLock { $0 } }
        return pending.isEmpty
    }

    /// Stops waiting for the tasks still running (the render gave up on them).
    func forgetRunning() {
        pending = []
    }
}

private struct HostedTaskPatienceKey: EnvironmentKey {
    static let defaultValue = Duration.milliseconds(200)
}

extension EnvironmentValues {
    /// How long a hosted render waits for the tasks its actions started before it draws without
    /// them (`MainQueueTurn.take(waitingFor:patience:)`); 200 ms unless a test sets it.
    package var hostedTaskPatience: Duration {
        get { self[HostedTaskPatienceKey.self] }
        set { self[HostedTaskPatienceKey.self] = newValue }
    }
}
