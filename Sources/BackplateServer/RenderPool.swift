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
package final class RenderPool: Sendable {
    /// Renders run at once (one per core by default).
    package let workers: Int
    /// Jobs that may wait for a worker.
    package let queueLimit: Int
    /// A waiter is resumed with `nil` when granted a worker, or with why it was refused.
    private typealias Waiter = CheckedContinuation<RenderPoolRefusal?, Never>
    private struct State {
        var running = 0
        var waiting: [(id: UInt64, continuation: Waiter)] = []
        var nextID: UInt64 = 0
        var closed = false
        var idleWaiters: [CheckedContinuation<Void, Never>] = []
    }
    private let state = LockedState(State())

    package init(workers: Int, queueLimit: Int) {
        self.workers = max(1, workers)
        self.queueLimit = max(0, queueLimit)
    }

    /// Renders running and waiting now.
    package var load: (running: Int, waiting: Int) {
        state.withLock { ($0.running, $0.waiting.count) }
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
        // The waiter's place in the queue, should it wait (ids are never reused).
        let id = state.withLock { $0.nextID += 1; return $0.nextID }
        let timer = Task {
            try? await Task.sleep(until: deadline, clock: .continuous)
            self.expire(id)
        }
        defer { timer.cancel() }
        let refusal = await withCheckedContinuation { (c: Waiter) in
            // `.some(nil)`: granted at once; `.some(refusal)`: refused; `nil`: queued.
            let immediate: RenderPoolRefusal?? = state.withLock { state in
                if state.closed { return .some(.shuttingDown) }
                if state.running < workers { state.running += 1; return .some(nil) }
                if state.waiting.count >= queueLimit { return .some(.queueFull) }
                state.waiting.append((id, c))
                return nil
            }
            if let immediate { c.resume(returning: immediate) }
        }
        if let refusal { throw refusal }
    }

    /// Removes a waiter whose deadline passed.
    private func expire(_ id: UInt64) {
        let continuation: Waiter? = state.withLock { state in
            guard let i = state.waiting.firstIndex(where: { $0.id == id }) else { return nil }
            return state.waiting.remove(at: i).continuation
        }
        continuation?.resume(returning: .timedOut)
    }

    /// Hands a finished job's worker to the oldest waiter, or frees it.
    private func release() {
        let (next, idle): (Waiter?, [CheckedContinuation<Void, Never>]) = state.withLock { state in
            if !state.waiting.isEmpty { return (state.waiting.removeFirst().continuation, []) }
            state.running -= 1
            if state.running == 0 {
                let idle = state.idleWaiters
                state.idleWaiters = []
                return (nil, idle)
            }
            return (nil, [])
        }
        next?.resume(returning: nil)
        for c in idle { c.resume() }
    }

    /// Stops accepting jobs and returns when every accepted job (running or queued) is done.
    package func drain() async {
        await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
            let done: Bool = state.withLock { state in
                state.closed = true
                if state.running == 0 { return true }
                state.idleWaiters.append(c)
                return false
            }
            if done { c.resume() }
        }
    }
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
