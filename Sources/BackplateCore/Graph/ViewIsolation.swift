import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How the engine evaluates main-actor-isolated view code without serialising renders on the
/// main thread.
///
/// As in SwiftUI, `View`, `ViewModifier`, `Scene`, `App`, `ToolbarContent`, `Transition` and
/// the control style protocols (`ButtonStyle`...) are `@MainActor @preconcurrency` protocols:
/// a view's `body`, its stored-property initialisers and the closures it forms are main-actor
/// isolated, so an app's `@MainActor` view models (`@StateObject`, `@State` of an
/// `@Observable` class, `.task { await model.load() }`) compile unchanged. Backplate's engine and
/// its own primitive views and modifiers are `nonisolated` (as SwiftUI's modifiers and
/// `Shape.path(in:)` are), so they can be built and laid out on any thread.
///
/// Evaluating user code is where the two meet. SwiftUI's `ImageRenderer` is `@MainActor`; a
/// server that rendered every view on the main thread would render one view at a time.
/// Backplate instead treats one render as what it is, a single-threaded snapshot: every stage
/// of a render runs on its own worker thread (`DeepStack`), and `run` executes that work as a
/// job *isolated to the main actor's executor* (`UnownedJob.runSynchronously(isolatedTo:)`),
/// synchronously on the worker thread. Inside it the Swift runtime's isolation checks
/// (`MainActor.assumeIsolated`, the checks Swift 6 code puts into `@MainActor` closures
/// passed to `map` or `sorted`) pass, and an `async` task started there (`.task` in a hosted
/// render) reaches `@MainActor` code without waiting for the real main thread.
///
/// The trade-off, stated plainly: several renders may each run main-actor code at the same
/// time on different threads. That is sound for what a render does with a view model (read
/// it, or set it up in the render's own `@State`/`@StateObject` storage), and it is what keeps
/// N threads rendering N views at once. It is not sound to mutate a model from the main
/// thread (or from another render) while a render reads it: hand a render a model that
/// nothing else changes during the render, as you would hand `ImageRenderer` a finished view.
package enum ViewIsolation {
    /// Marks threads currently running inside `run` (non-nil on them).
    private static let marker: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Whether the current thread is inside `run` (and so counts as the main actor's).
    package static var isActive: Bool { pthread_getspecific(marker) != nil }

    /// Runs `work` synchronously on the current thread as a job isolated to the main actor's
    /// executor, and returns its result. Re-entrant: inside `run`, `work` runs inline.
    ///
    /// - Complexity: one task allocation and one inline job per outermost call (about 0.8 µs
    ///   of CPU, measured optimised; a render takes milliseconds), no lock; nested calls cost
    ///   a thread-local read.
    package static func run<T>(_ work: () throws -> T) rethrows -> T {
        _ = marker
        if isActive { return try work() }
        return try withoutActuallyEscaping(work) { escapable in
            nonisolated(unsafe) var result: Result<T, any Error>?
            nonisolated(unsafe) let work = escapable
            // The executor runs the task's first job inline, in this call, so the task has
            // finished (it never suspends: `work` is synchronous) when `Task.init` returns.
            _ = Task(executorPreference: InlineMainActorExecutor.shared) {
                pthread_setspecific(marker, UnsafeRawPointer(bitPattern: 1))
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

    /// Starts `action` as an unstructured task that runs synchronously on this thread, isolated
    /// to the main actor's executor, up to its first suspension point that really waits; its
    /// `@MainActor` calls run inline. Used by hosted renders for `.task`.
    package static func startTask(priority: TaskPriority?, _ action: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        Task(executorPreference: InlineMainActorExecutor.shared, priority: priority) { await action() }
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
        nonisolated(unsafe) let view = self
        return ViewIsolation.evaluate { view.body }
    }
}

nonisolated extension ViewModifier {
    /// The modifier's `body(content:)`, evaluated by the engine on a render's thread (see
    /// `ViewIsolation`).
    package func renderedBody(content: Content) -> Body {
        nonisolated(unsafe) let modifier = self, content = content
        return ViewIsolation.evaluate { modifier.body(content: content) }
    }
}
