import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How the engine evaluates main-actor-isolated view code without serialising renders on the
/// main thread.
///
/// `View`, `ViewModifier` and the other SwiftUI protocols are `@MainActor @preconcurrency`, as
/// in SwiftUI; the engine and Backplate's own views are `nonisolated`. `run` executes a render's
/// work as a job isolated to the main actor's executor (`UnownedJob.runSynchronously(isolatedTo:)`)
/// synchronously on the render's thread, so isolation checks pass and `.task` code reaches
/// `@MainActor` models without the real main thread (later jobs: `HostedTaskExecutor`). The
/// trade-off: renders on several threads run main-actor code at once, so a render's model must
/// not change during the render (docs/architecture.md, "Views and the main actor").
package enum ViewIsolation {
    /// Marks threads currently running inside `run`: 1, or 2 when the code that entered `run`
    /// held the main queue (`MainQueueTurn.currentThreadHoldsMainQueue`); nil elsewhere.
    private static let marker: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Whether the current thread is inside `run` (and so counts as the main actor's).
    package static var isActive: Bool { pthread_getspecific(marker) != nil }

    /// Inside `run`: whether the code that entered it held the main queue (the task `run`
    /// starts does not); nil outside `run`.
    package static var callerHeldMainQueue: Bool? {
        pthread_getspecific(marker).map { Int(bitPattern: $0) == 2 }
    }

    /// Runs `work` synchronously on the current thread as a job isolated to the main actor's
    /// executor, and returns its result. Re-entrant: inside `run`, `work` runs inline. It runs at
    /// `.userInitiated`, the priority of iOS's main thread, which the tasks `work` starts inherit.
    ///
    /// - Complexity: one task allocation and one inline job per outermost call (about 0.8 µs
    ///   of CPU, measured optimised; a render takes milliseconds), no lock; nested calls cost
    ///   a thread-local read.
    package static func run<T>(_ work: () throws -> T) rethrows -> T {
        _ = marker
        if isActive { return try work() }
        let entry = MainQueueTurn.currentThreadHoldsMainQueue ? 2 : 1
        return try withoutActuallyEscaping(work) { escapable in
            // nonisolated(unsafe): the job runs synchronously on this thread before `result` is read.
            nonisolated(unsafe) var result: Result<T, any Error>?
            nonisolated(unsafe) let work = escapable
            // The executor runs the task's first job inline, in this call, so the task has
            // finished (it never suspends: `work` is synchronous) when `Task.init` returns.
            _ = Task(executorPreference: InlineMainActorExecutor.shared, priority: .userInitiated) {
                pthread_setspecific(marker, UnsafeRawPointer(bitPattern: entry))
                defer { pthread_setspecific(marker, nil) }
                result = Result { try work() }
            }
            guard let result else {
                // Unreachable with the inline executor; run unisolated rather than fail.
                return try escapable()
            }
            return try result.get()
        }
    }

    /// Starts `action` as an unstructured task on `executor` (one hosted render's), isolated to
    /// the main actor's executor: it runs synchronously on this thread up to its first
    /// suspension point that really waits, and its `@MainActor` calls run inline. What it does
    /// after that suspension never runs alongside the render (see `HostedTaskExecutor`). Used by
    /// hosted renders for `.task`.
    package static func startTask(on executor: HostedTaskExecutor, priority: TaskPriority?,
                                  _ action: @escaping @isolated(any) @Sendable () async -> Void) -> Task<Void, Never> {
        Task(executorPreference: executor, priority: priority) { await action() }
    }

    /// Calls main-actor-isolated view code (a `body`, a modifier's `body(content:)`) from the
    /// engine's nonisolated code, inside `run` (entered here if the caller is not already in it).
    ///
    /// The isolation is erased, not checked: the engine only calls this on a render's worker
    /// thread, which `run` made the main actor's for the duration of the render.
    package static func evaluate<T>(_ work: @MainActor () -> T) -> T {
        if !isActive { return run { evaluate(work) } }
        return withoutActuallyEscaping(work) { escapable in
            unsafeBitCast(escapable, to: (() -> T).self)()
        }
    }

    /// `work(value)`, evaluated as `evaluate(_:)` evaluates: the value is handed to `work` on
    /// this thread, synchronously, so it need not be `Sendable` (a view, a modifier, a style).
    package static func evaluate<Value, T>(passing value: Value, _ work: @MainActor (Value) -> T) -> T {
        if !isActive { return run { evaluate(passing: value, work) } }
        return withoutActuallyEscaping(work) { escapable in
            unsafeBitCast(escapable, to: ((Value) -> T).self)(value)
        }
    }
}

/// A task executor whose `enqueue` runs the job at once, on the calling thread, isolated to the
/// main actor's serial executor (see `ViewIsolation`).
private final class InlineMainActorExecutor: TaskExecutor {
    static let shared = InlineMainActorExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        UnownedJob(job).runSynchronously(isolatedTo: MainActor.sharedUnownedExecutor,
                                         taskExecutor: asUnownedTaskExecutor())
    }
}

nonisolated extension View {
    /// The view's `body`, evaluated by the engine on a render's thread (see `ViewIsolation`).
    package var renderedBody: Body {
        ViewIsolation.evaluate(passing: self) { $0.body }
    }
}

nonisolated extension ViewModifier {
    /// The modifier's `body(content:)`, evaluated by the engine on a render's thread (see
    /// `ViewIsolation`).
    package func renderedBody(content: Content) -> Body {
        ViewIsolation.evaluate(passing: (self, content)) { $0.0.body(content: $0.1) }
    }
}

/// The task executor of one hosted render's `.task` actions: it keeps their code from running
/// at the same time as the render that started them.
///
/// A task started by a hosted render runs its first job inline, on the render's thread,
/// isolated to the main actor's executor (as `ViewIsolation.run` does for `body`), so a
/// `.task` closure formed in a `body` (main-actor isolated, as SwiftUI's `@_inheritActorContext`
/// parameter makes it) sets `@State` and calls its `@MainActor` model without a hop. When the
/// task resumes after a real suspension, the thread that resumes it (a timer's, after
/// `Task.sleep`; the cooperative pool's, after `Task.yield()`; whoever resumes a continuation)
/// enqueues the next job here, and running it there would race the render reading the same
/// state. So:
///
/// - a job enqueued on the render's own thread runs inline at once (a continuation the render
///   itself resumes, such as the cancellation of `Task.sleep` when the render ends);
/// - a job enqueued from another thread while the render runs is held, and runs on the
///   render's thread when the render ends (`finish()`), after the tasks were cancelled: never
///   between passes, so what a still render draws does not depend on timing;
/// - a job enqueued after the render ended runs inline on the thread that enqueued it (the
///   render no longer reads its state; as with a finished `ImageRenderer` render, a model the
///   task changes then must be safe to change from that thread).
package final class HostedTaskExecutor: TaskExecutor, Sendable {
    /// The jobs held until the render ends, and whether it has ended.
    private let state = LockedState((held: [UnownedJob](), ended: false))
    /// The render's thread (the one that creates the executor).
    private let renderThread = pthread_self()

    package init() {}

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        if pthread_equal(pthread_self(), renderThread) == 0 {
            let held = state.withLock { state in
                if state.ended { return false }
                state.held.append(job)
                return true
            }
            if held { return }
        }
        run(job)
    }

    /// Ends the render: from now on jobs run where they are enqueued; the jobs held until now
    /// run here, on the render's thread, in the order they arrived.
    package func finish() {
        while true {
            let jobs = state.withLock { state in
                let jobs = state.held
                state.held = []
                if jobs.isEmpty { state.ended = true }
                return jobs
            }
            if jobs.isEmpty { return }
            for job in jobs { run(job) }
        }
    }

    /// Ends the render without running the held jobs (their tasks stay suspended and are
    /// released with nothing else): what follows a stuck cancellation could wait forever.
    package func abandon() {
        let dropped = state.withLock { state in
            defer { state.held = []; state.ended = true }
            return state.held.count
        }
        if dropped > 0 { RuntimeWarning.emit("\(dropped) job(s) of the render's tasks were not run after a stuck cancellation") }
    }

    private func run(_ job: UnownedJob) {
        job.runSynchronously(isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: asUnownedTaskExecutor())
    }
}
