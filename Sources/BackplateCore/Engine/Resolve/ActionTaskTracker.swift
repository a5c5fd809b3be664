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
    /// The value the started tasks hold; only its lifetime matters.
    final class Mark: Sendable {}

    /// The mark of the actions running now (nil outside them, and inside `.task` starts).
    @TaskLocal static var mark: Mark?

    private struct WeakMark {
        weak var mark: Mark?
    }
    private var marks: [WeakMark] = []

    /// Runs `actions` with a new mark bound, which the tasks they start inherit.
    func tracking(_ actions: () -> Void) {
        let mark = Mark()
        marks.append(WeakMark(mark: mark))
        Self.$mark.withValue(mark, operation: actions)
    }

    /// Runs `start` with no mark bound, so the task it starts is not waited for.
    static func untracked<T>(_ start: () -> T) -> T {
        $mark.withValue(nil, operation: start)
    }

    /// Whether every task started by the tracked actions has ended (true when they started
    /// none).
    var allFinished: Bool {
        marks.removeAll { $0.mark == nil }
        return marks.isEmpty
    }

    /// Stops waiting for the tasks still running (the render gave up on them).
    func forgetRunning() {
        marks = []
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
