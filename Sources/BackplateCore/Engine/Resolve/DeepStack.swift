import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs pipeline work on a thread with a large stack, so that deeply nested views (ten
/// thousand levels of `AnyView`) resolve, lay out and draw without overflowing the caller's
/// stack.
///
/// A render's stages run on the caller's thread and come here only where a tree gets too deep
/// for the caller's stack (`StackBudget`); the async renders and a hosted render (one whose
/// tasks need one thread) run here whole. `run` is re-entrant: called on a thread it created,
/// it runs the body inline. The threads are kept parked between renders (a few, as many as
/// the processors) and reused; any number of threads may call `run` at once.
package enum DeepStack {
    /// The stack reserved for pipeline work: 1 GiB of address space, committed only as used.
    static let stackSize = 1 << 30

    /// Marks threads created by `DeepStack` (its value is non-nil on them).
    private static let marker: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Whether the current thread is one of `DeepStack`'s large-stack threads.
    package static var isOnDeepStack: Bool { pthread_getspecific(marker) != nil }

    /// Thread-specific values a large-stack thread takes over from the thread that starts it
    /// (`inheritThreadValue`), so per-thread state of a render (a backend's lock depth) holds
    /// on the thread that does the render's work.
    private static let inheritedKeys = LockedState<[pthread_key_t]>([])

    /// Makes every large-stack thread start with the starting thread's value of `key`.
    package static func inheritThreadValue(_ key: pthread_key_t) {
        inheritedKeys.withLock { $0.append(key) }
    }

    /// The starting thread's values of the inherited keys (bit patterns, `Sendable`).
    private static func capturedValues() -> [(pthread_key_t, Int)] {
        let keys = inheritedKeys.withLock { $0 }
        return keys.map { ($0, Int(bitPattern: pthread_getspecific($0))) }
    }

    private final class Job: @unchecked Sendable {
        // Unchecked Sendable: handed between threads through semaphores, which order every access.
        var body: (() -> Void)?
        let inherited: [(pthread_key_t, Int)]
        /// The starting task's pinned defaults, bound again on the worker.
        let pins = PinnedDefaults.current
        /// The starting task's open warning collectors, which the job's warnings reach.
        let warningScope = RuntimeWarningCollectors.scope
        /// Signalled once the body has run and been released.
        let done: DispatchSemaphore?
        /// When the main thread waits for the job: how the job gives the main queue a turn.
        let turns: MainQueueTurn.Channel?
        init(done: DispatchSemaphore? = nil, turns: MainQueueTurn.Channel? = nil, _ body: @escaping () -> Void) {
            self.body = body
            self.done = done
            self.turns = turns
            inherited = DeepStack.capturedValues()
        }
    }

    /// A large-stack thread that runs jobs one after another and waits between them.
    private final class Worker: Sendable {
        let wake = DispatchSemaphore(value: 0)
        /// The job to run next: set before `wake` is signalled, taken by the worker.
        let next = LockedState<Job?>(nil)

        init(first job: Job? = nil) { next.withLock { $0 = job } }

        /// Takes the next job, leaving none.
        func takeNext() -> Job? { next.withLock { job in defer { job = nil }; return job } }
    }

    /// Idle workers, parked on their semaphores. Starting a thread with a 1 GiB stack maps
    /// and unmaps the stack each time (glibc caches only small stacks): about 100 µs per
    /// render, more than laying out a thousand views. A parked worker takes a job in two
    /// context switches instead. At most `maxIdleWorkers` wait; more finish and exit.
    private static let idleWorkers = LockedState<[Worker]>([])
    static let maxIdleWorkers = max(2, ProcessInfo.processInfo.activeProcessorCount)

    /// The number of parked workers (for tests).
    package static var idleWorkerCount: Int {
        idleWorkers.withLock { $0.count }
    }

    /// Runs `job` on a parked worker, or on a new large-stack thread; returns false (and runs
    /// nothing) when no thread can be created.
    private static func submit(_ job: Job) -> Bool {
        if let worker = idleWorkers.withLock({ $0.popLast() }) {
            worker.next.withLock { $0 = job }
            worker.wake.signal()
            return true
        }
        return startWorker(first: job)
    }

    private static func startWorker(first job: Job) -> Bool {
        let worker = Worker(first: job)
        var attr = pthread_attr_t()
        pthread_attr_init(&attr)
        defer { pthread_attr_destroy(&attr) }
        pthread_attr_setstacksize(&attr, stackSize)
        pthread_attr_setdetachstate(&attr, Int32(PTHREAD_CREATE_DETACHED))
        let unmanaged = Unmanaged.passRetained(worker)
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let created = pthread_create(&thread, &attr, { raw in
            let worker = Unmanaged<Worker>.fromOpaque(raw!).takeRetainedValue()
            pthread_setspecific(DeepStack.marker, UnsafeRawPointer(bitPattern: 1))
            DeepStack.workLoop(worker)
            return nil
        }, unmanaged.toOpaque())
        if created != 0 {
            unmanaged.release()
            return false
        }
        return true
    }

    /// Runs a job's body and drops it (and what it captured).
    @inline(never)
    private static func runAndRelease(_ job: Job) {
        guard let body = job.body else { return }
        job.body = nil
        PinnedDefaults.$current.withValue(job.pins) {
            RuntimeWarningCollectors.$scope.withValue(job.warningScope) { ViewIsolation.run(body) }
        }
    }

    /// Runs the worker's jobs until it is not needed in the pool.
    private static func workLoop(_ worker: Worker) {
        while let job = worker.takeNext() {
            for (key, value) in job.inherited { pthread_setspecific(key, UnsafeRawPointer(bitPattern: value)) }
            // The whole render counts as main-actor isolated on this thread (`ViewIsolation`).
            MainQueueTurn.bind(job.turns)
            runAndRelease(job)
            MainQueueTurn.bind(nil)
            for (key, _) in job.inherited { pthread_setspecific(key, nil) }
            // Only now, with the body and its captures released, may a waiting `run` return.
            job.done?.signal()
            let parked = idleWorkers.withLock { idle in
                guard idle.count < maxIdleWorkers else { return false }
                idle.append(worker)
                return true
            }
            guard parked else { return }
            worker.wake.wait()
        }
    }

    /// Runs `body` on a large-stack thread and returns its result: inline when the caller
    /// already is such a thread, on the current thread if no thread can be created.
    package static func run<T>(_ body: () throws -> T) rethrows -> T {
        _ = marker
        if isOnDeepStack { return try body() }
        return try withoutActuallyEscaping(body) { escapable in
            var result: Result<T, Error>?
            let done = DispatchSemaphore(value: 0)
            // The worker releases the job's closure before it signals `done`, so the
            // non-escaping body has not escaped when this scope ends.
            // The main thread serves its queue when the job asks (`MainQueueTurn`) while it
            // waits; a thread running one of the queue's blocks tells the job it cannot.
            let turns = Thread.isMainThread || MainQueueTurn.currentThreadHoldsMainQueue ? MainQueueTurn.Channel(wake: done) : nil
            let job = Job(done: done, turns: turns) { result = Result { try escapable() } }
            countHandOver()
            guard submit(job) else {
                job.body = nil
                return try ViewIsolation.run(escapable)
            }
            repeat { done.wait() } while turns?.serveIfRequested() == true
            return try result!.get()
        }
    }

    /// How many times the current thread has handed work to a large-stack thread with `run`
    /// (tests check that a shallow render hands over nothing).
    package static var handOversFromCurrentThread: Int { Int(bitPattern: pthread_getspecific(handOverKey)) }

    private static let handOverKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    private static func countHandOver() {
        pthread_setspecific(handOverKey, UnsafeRawPointer(bitPattern: handOversFromCurrentThread + 1))
    }

    /// Runs `body` on a large-stack thread and resumes the caller when it finishes,
    /// without blocking a thread of Swift's cooperative pool.
    package static func runAsync<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        _ = marker
        return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, Error>) in
            let job = Job { continuation.resume(with: Result { try body() }) }
            if !submit(job) {
                continuation.resume(with: Result { try ViewIsolation.run(body) })
            }
        }
    }
}
