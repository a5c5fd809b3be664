import Foundation
import BackplateCore

/// Why the pool did not run a job.
package enum RenderPoolRefusal: Error, Equatable, Sendable {
    /// Every worker is busy and the queue is full.
    case queueFull
    /// The job waited or ran past its deadline (the render itself still finishes in the
    /// background and keeps its worker until then).
    case timedOut
    /// The pool is shutting down and accepts no new jobs.
    case shuttingDown
}

/// A bounded render pool: at most `workers` renders at once, at most `queueLimit` waiting;
/// a job past both is refused at once, so memory stays bounded under any load. Each job has
/// a deadline covering its wait and its run.
package final class RenderPool: @unchecked Sendable {
    // Unchecked Sendable: its mutable state is read and written only under `lock`.
    /// Renders run at once (one per core by default).
    package let workers: Int
    /// Jobs that may wait for a worker.
    package let queueLimit: Int
    private let lock = NSLock()
    private var running = 0
    private var waiting: [(id: UInt64, continuation: CheckedContinuation<Bool, Never>)] = []
    private var nextID: UInt64 = 0
    private var closed = false
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []

    package init(workers: Int, queueLimit: Int) {
        self.workers = max(1, workers)
        self.queueLimit = max(0, queueLimit)
    }

    /// Renders running and waiting now.
    package var load: (running: Int, waiting: Int) {
        lock.withLock { (running, waiting.count) }
    }

    /// Runs `job` on a worker when one is free, within `timeout` seconds from now.
    package func run<T: Sendable>(timeout: Double, _ job: @escaping @Sendable () async throws -> T) async throws -> T {
        let deadline = ContinuousClock.now + .milliseconds(Int64(max(0, timeout) * 1000))
        try await acquire(until: deadline)
        // A waiter granted a worker just as its deadline passed gives it back.
        guard ContinuousClock.now < deadline else {
            release()
            throw RenderPoolRefusal.timedOut
        }
        let outcome = Outcome<T>()
        let work = Task {
            defer { self.release() }
            let result: Result<T, Error>
            do { result = .success(try await job()) } catch { result = .failure(error) }
            outcome.finish(result)
        }
        let timer = Task {
            try? await Task.sleep(until: deadline, clock: .continuous)
            outcome.finish(.failure(RenderPoolRefusal.timedOut))
        }
        let result = await outcome.value
        timer.cancel()
        _ = work
        return try result.get()
    }

    /// Waits for a worker: at once if one is free, in the queue if there is room, until
    /// `deadline`. The decision and the enqueueing happen under one lock, so a worker freed
    /// in between is never missed.
    private func acquire(until deadline: ContinuousClock.Instant) async throws {
        let ticket = Ticket()
        let timer = Task {
            try? await Task.sleep(until: deadline, clock: .continuous)
            self.expire(ticket)
        }
        defer { timer.cancel() }
        let granted = await withCheckedContinuation { (c: CheckedContinuation<Bool, Never>) in
            let immediate: Bool? = lock.withLock {
                if closed { ticket.refusal = .shuttingDown; return false }
                if running < workers { running += 1; return true }
                if waiting.count >= queueLimit { ticket.refusal = .queueFull; return false }
                nextID += 1
                ticket.id = nextID
                waiting.append((nextID, c))
                return nil
            }
            if let immediate { c.resume(returning: immediate) }
        }
        if !granted { throw ticket.refusal ?? .timedOut }
    }

    /// Removes a waiter whose deadline passed.
    private func expire(_ ticket: Ticket) {
        let continuation: CheckedContinuation<Bool, Never>? = lock.withLock {
            guard ticket.id != 0, let i = waiting.firstIndex(where: { $0.id == ticket.id }) else { return nil }
            return waiting.remove(at: i).continuation
        }
        continuation?.resume(returning: false)
    }

    /// Hands a finished job's worker to the oldest waiter, or frees it.
    private func release() {
        let (next, idle): (CheckedContinuation<Bool, Never>?, [CheckedContinuation<Void, Never>]) = lock.withLock {
            if !waiting.isEmpty { return (waiting.removeFirst().continuation, []) }
            running -= 1
            if running == 0 {
                let idle = idleWaiters
                idleWaiters = []
                return (nil, idle)
            }
            return (nil, [])
        }
        next?.resume(returning: true)
        for c in idle { c.resume() }
    }

    /// Stops accepting jobs and returns when every accepted job (running or queued) is done.
    package func drain() async {
        await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
            let done: Bool = lock.withLock {
                closed = true
                if running == 0 { return true }
                idleWaiters.append(c)
                return false
            }
            if done { c.resume() }
        }
    }
}

/// A waiter's place in the queue and why it was refused (read and written under the pool's lock).
private final class Ticket: @unchecked Sendable {
    // Unchecked Sendable: read and written only under the pool's lock.
    var id: UInt64 = 0
    var refusal: RenderPoolRefusal?
}

/// The first result of a render or its deadline, whichever comes first.
private final class Outcome<T: Sendable>: Sendable {
    /// The result once known, and the waiter until then.
    private let state = LockedState<(result: Result<T, Error>?, continuation: CheckedContinuation<Result<T, Error>, Never>?)>((nil, nil))

    func finish(_ value: Result<T, Error>) {
        let c = state.withLock { state -> CheckedContinuation<Result<T, Error>, Never>? in
            guard state.result == nil else { return nil }
            state.result = value
            defer { state.continuation = nil }
            return state.continuation
        }
        c?.resume(returning: value)
    }

    var value: Result<T, Error> {
        get async {
            await withCheckedContinuation { (c: CheckedContinuation<Result<T, Error>, Never>) in
                let ready = state.withLock { state -> Result<T, Error>? in
                    if let result = state.result { return result }
                    state.continuation = c
                    return nil
                }
                if let ready { c.resume(returning: ready) }
            }
        }
    }
}
