import Foundation

/// The lifecycle of a hosted render (a snapshot, as a view in a hosting controller sees it):
/// the actions views schedule when they appear (`onAppear`, `task`) or when a value they watch
/// changes between passes (`onChange`, `onPreferenceChange`), run between the passes of one
/// render.
///
/// One instance belongs to one render's `Resolver`; a plain `ImageRenderer` render has none,
/// so those modifiers schedule nothing there (SwiftUI's `ImageRenderer` draws a single pass).
/// Each action runs at most once per position and kind: a view appears once per render.
final class HostedLifecycle {
    /// Identifies one scheduled action: where it was declared and what kind it is.
    struct Key: Hashable {
        let position: ViewPosition
        let kind: Kind
        let id: AnyHashable?
    }
    enum Kind: Hashable { case appear, task, change, preference }

    private var ran: Set<Key> = []
    private var pending: [() -> Void] = []
    private var watched: [Key: Any] = [:]
    private var tasks: [Key: Task<Void, Never>] = [:]
    /// Where the render's tasks run (created on the render's thread with the lifecycle).
    private let executor = HostedTaskExecutor()
    /// Whether an `onPreferenceChange` action ran since the last `runPendingActions`.
    private var preferenceActionRan = false
    /// The unstructured tasks the actions started, which the render waits for between passes.
    let startedTasks = ActionTaskTracker()

    /// Schedules an appearance action declared at `position`, unless it already ran.
    func appear(at position: ViewPosition, _ action: @escaping () -> Void) {
        guard ran.insert(Key(position: position, kind: .appear, id: nil)).inserted else { return }
        pending.append(action)
    }

    /// Schedules a task declared at `position` with `id`; a task whose id changed since the
    /// last pass is cancelled and started anew, as `task(id:)` restarts.
    func task(at position: ViewPosition, id: AnyHashable?, priority: TaskPriority,
              _ action: @escaping @isolated(any) @Sendable () async -> Void) {
        let key = Key(position: position, kind: .task, id: id)
        guard ran.insert(key).inserted else { return }
        let replaced = tasks.filter { $0.key.position == position && $0.key.id != id }
        HostedTaskCancellation.cancel(Array(replaced.values))
        for other in replaced.keys { tasks[other] = nil }
        pending.append { [unowned self] in
            // Runs synchronously on this thread up to the task's first suspension point,
            // isolated to the main actor, so `await model.load()` on a `@MainActor` model runs
            // here too; later jobs wait for the end of the render (`HostedTaskExecutor`).
            self.tasks[key] = ActionTaskTracker.untracked {
                ViewIsolation.startTask(on: self.executor, priority: priority, action)
            }
        }
    }

    /// Records the value an `onChange` watches at `position`; schedules the action when it
    /// differs from the previous pass's, or on first sight when `initial`.
    func change<V: Equatable>(of value: V, at position: ViewPosition, initial: Bool,
                              _ action: @escaping (V, V) -> Void) {
        let key = Key(position: position, kind: .change, id: nil)
        // Unwrapped before the cast: a missing entry cast to an optional `V` would read as nil.
        if let stored = watched[key], let old = stored as? V {
            if old != value { pending.append { action(old, value) } }
        } else if initial {
            pending.append { action(value, value) }
        }
        watched[key] = value
    }

    /// Whether an `onPreferenceChange` declared at `position` should run with `value`: on
    /// the first delivery and whenever the value differs from the previous one. Running it
    /// asks for another pass.
    func preferenceChanged<V: Equatable>(_ value: V, at position: ViewPosition) -> Bool {
        let key = Key(position: position, kind: .preference, id: nil)
        if let stored = watched[key], let old = stored as? V, old == value { return false }
        watched[key] = value
        preferenceActionRan = true
        return true
    }

    /// Runs the actions scheduled since the last call, in the order they were scheduled; the
    /// tasks they start are tracked in `startedTasks`. Returns whether any ran, or an
    /// `onPreferenceChange` action ran since the last call (the state they change needs
    /// another pass).
    func runPendingActions() -> Bool {
        let actions = pending
        pending = []
        if !actions.isEmpty {
            startedTasks.tracking { for action in actions { action() } }
        }
        defer { preferenceActionRan = false }
        return !actions.isEmpty || preferenceActionRan
    }

    /// Ends the render: tasks still suspended are cancelled (what they would do later is
    /// never drawn; `HostedTaskCancellation` bounds the wait), and what they were resumed to do
    /// from other threads during the render runs now, on this thread (`HostedTaskExecutor.finish()`),
    /// unless a cancellation is stuck, when it is dropped (`abandon()`).
    func finish() {
        let cancelled = HostedTaskCancellation.cancel(Array(tasks.values))
        tasks = [:]
        pending = []
        if cancelled { executor.finish() } else { executor.abandon() }
    }
}
