import Foundation

/// Gives the main dispatch queue a turn between a hosted render's passes, so work a view sends
/// there while it appears (`Task { await model.load() }` in `onAppear`, which the main actor's
/// executor queues there; `DispatchQueue.main.async`) runs before the next pass, as it would on
/// a device before the next frame. What is queued when the turn starts runs, and the turns go
/// on while a task the actions started is still running (its continuation after it awaited work
/// off the main actor comes back to the queue), for at most the environment's
/// `hostedTaskPatience`; a `DispatchQueue.main.asyncAfter` still waiting does not run. The
/// queue's work runs while the render waits, never beside it.
///
/// Where the main queue runs depends on who waits for the render:
/// - the main thread, waiting in `DeepStack.run` (a preview program, a command-line tool): the
///   render asks it through the job's `Channel` to turn its run loop until the queue is served;
/// - a thread running a block of the main queue (a `@MainActor` test or `async` caller, whose
///   job is such a block; XCTest's cases on Linux), or the main thread rendering in place (a
///   task there): the queue cannot run anything before that code returns, so there is no turn,
///   as on a device the main queue waits for the code holding it;
/// - another thread: the main thread is assumed to serve its queue (an async `main`, a run
///   loop); the render waits at most `patienceMilliseconds` for it and, if it does not answer,
///   warns and takes no more turns, nor do other renders until the queue has answered.
package enum MainQueueTurn {
    /// How long a render waits for a main thread it does not own to serve the queue.
    static let patienceMilliseconds = 1_000
    /// The run loop is turned until the queue's work has run; when it runs none of it by then,
    /// the main thread is inside one of the queue's blocks and the turn is given up.
    static let longestTurn: TimeInterval = 0.25

    /// Between a render on a large-stack thread and the main thread waiting for it: the render
    /// sets `requested` and signals `wake` (the job's done semaphore, which also signals the
    /// end); the main thread takes the turn and signals `granted`.
    final class Channel: Sendable {
        let wake: DispatchSemaphore
        let granted = DispatchSemaphore(value: 0)
        /// Whether the waiting thread can run the main queue: the main thread, not inside one
        /// of the queue's blocks.
        let servable: Bool
        private let requested = LockedState(false)

        init(wake: DispatchSemaphore) {
            self.wake = wake
            servable = Thread.isMainThread && !MainQueueTurn.currentThreadHoldsMainQueue
        }

        /// Called by the render: asks the main thread for a turn and waits until it is over;
        /// false when it cannot serve one.
        func request() -> Bool {
            guard servable else { return false }
            requested.withLock { $0 = true }
            wake.signal()
            granted.wait()
            return true
        }

        /// Called by the main thread after `wake` fired: serves a requested turn and returns
        /// true, or returns false when the job has finished instead.
        func serveIfRequested() -> Bool {
            let turn = requested.withLock { requested in
                defer { requested = false }
                return requested
            }
            guard turn else { return false }
            MainQueueTurn.runMainQueueHere()
            granted.signal()
            return true
        }
    }

    /// The channel of the job running on this thread (set by `DeepStack`'s worker).
    private static let channelKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Binds `channel` to the current thread for the job it runs (nil to unbind).
    static func bind(_ channel: Channel?) {
        pthread_setspecific(channelKey, channel.map { UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque()) })
    }

    private static var boundChannel: Channel? {
        pthread_getspecific(channelKey).map { Unmanaged<Channel>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Lets the main queue run what is queued on it now, waiting at most `patience` milliseconds
    /// for a main thread it does not own; returns false when it could not (see the cases above).
    package static func take(patience: Int = patienceMilliseconds) -> Bool {
        if let channel = boundChannel { return channel.request() }
        guard mayTakeTurn else { return false }
        // While an earlier render's turn is still unanswered, the queue is held: no wait, unless
        // this render's caller is ready to wait longer than the default for it.
        if patience <= patienceMilliseconds, stalledTurns.withLock({ $0 > 0 }) { return false }
        let served = DispatchSemaphore(value: 0)
        let turn = LockedState((ran: false, timedOut: false))
        DispatchQueue.main.async {
            let late = turn.withLock { turn in
                turn.ran = true
                return turn.timedOut
            }
            if late { stalledTurns.withLock { $0 -= 1 } }
            served.signal()
        }
        if served.wait(timeout: .now() + .milliseconds(patience)) == .success { return true }
        let stalled = turn.withLock { turn in
            turn.timedOut = !turn.ran
            return turn.timedOut
        }
        guard stalled else { return true }
        stalledTurns.withLock { $0 += 1 }
        RuntimeWarning.emit("A hosted render waited \(patience) ms for the main queue, whose thread did not serve it (it is busy, or waits for this render); work views send to DispatchQueue.main or to a main-actor Task is not drawn until it does.")
        return false
    }

    /// Takes turns until every task in `tasks` has ended, or `patience` passed, after which it
    /// warns and stops waiting for them; when the queue's thread stops answering, a task off the
    /// main actor is still waited for. False when the queue took no turn.
    static func take(waitingFor tasks: ActionTaskTracker, patience: Duration) -> Bool {
        let milliseconds = patience.wholeMilliseconds
        let deadline = DispatchTime.now() + .milliseconds(milliseconds)
        // A longer patience for the tasks is a longer one for the queue they come back to.
        let queuePatience = max(patienceMilliseconds, milliseconds)
        // A queue held by the code waiting for this render runs nothing: the tasks' first jobs
        // are still queued there, so there is nothing to wait for.
        guard mayTakeTurn else { return false }
        var queueAnswers = take(patience: queuePatience)
        while !tasks.allFinished {
            guard DispatchTime.now() < deadline else {
                tasks.forgetRunning()
                RuntimeWarning.emit("A Task that onAppear or onChange started was still running \(milliseconds) ms later (it waits for a timer, the network or a lock): what it does after that is not drawn.")
                return queueAnswers
            }
            // The task's work off the main actor runs meanwhile, on the cooperative pool.
            usleep(200)
            if queueAnswers { queueAnswers = take(patience: queuePatience) }
        }
        return queueAnswers
    }

    /// Whether this thread may ask for a turn at all: false where `take` returns false at once
    /// (the waiting main thread holds the queue; this thread runs one of its blocks).
    private static var mayTakeTurn: Bool {
        if let channel = boundChannel { return channel.servable }
        return !(Thread.isMainThread || currentThreadHoldsMainQueue)
    }

    /// Turns asked of the main queue that timed out and have not run yet.
    private static let stalledTurns = LockedState(0)

    /// Marks the main queue, so a thread can tell whether it is running one of its blocks.
    private static let mainQueueMark: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the current thread runs a block of the main queue, which then runs nothing else
    /// until the block returns: a thread with the queue's mark (after `dispatchMain()` its
    /// blocks run on other threads); the main thread, marked from the start, while a Swift task
    /// runs on it (a main-actor task's job is such a block), but not the inline task
    /// `ViewIsolation.run` starts, which holds the queue only if its caller did.
    package static var currentThreadHoldsMainQueue: Bool {
        if Thread.isMainThread {
            if let held = ViewIsolation.callerHeldMainQueue { return held }
            return withUnsafeCurrentTask { $0 != nil }
        }
        return DispatchQueue.getSpecific(key: mainQueueMark) == true
    }

    /// On the main thread: runs its run loop until the work queued before this call has run.
    fileprivate static func runMainQueueHere() {
        let reached = LockedState(false)
        DispatchQueue.main.async { reached.withLock { $0 = true } }
        let deadline = Date(timeIntervalSinceNow: longestTurn)
        while !reached.withLock({ $0 }), Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
    }
}
