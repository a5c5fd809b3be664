@testable import BackplateServer
import Foundation
import Hummingbird
import Testing

/// A gate a job waits at until the test opens it.
final class Gate: @unchecked Sendable {
    private let lock = NSLock()
    private var open = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
            let now: Bool = lock.withLock {
                if open { return true }
                waiters.append(c)
                return false
            }
            if now { c.resume() }
        }
    }

    func openGate() {
        let w: [CheckedContinuation<Void, Never>] = lock.withLock { open = true; defer { waiters = [] }; return waiters }
        for c in w { c.resume() }
    }
}

/// Waits until `condition` holds (at most 5 s).
func eventually(_ condition: () -> Bool) async {
    for _ in 0..<500 where !condition() { try? await Task.sleep(for: .milliseconds(10)) }
}

// Jobs that are not about deadlines get 300 s: a parallel test run on 2 cores can keep the
// pool's tasks waiting for tens of seconds, and a 10-s deadline then failed them.
@Suite struct RenderPoolTests {
    @Test func pastTheWorkersAndTheQueueJobsAreRefusedAtOnce() async throws {
        let pool = RenderPool(workers: 1, queueLimit: 1)
        let gate = Gate()
        async let first: Int = pool.run(timeout: 300) { await gate.wait(); return 1 }
        await eventually { pool.load.running == 1 }
        async let second: Int = pool.run(timeout: 300) { 2 }
        await eventually { pool.load.waiting == 1 }
        #expect(pool.load == (running: 1, waiting: 1))
        await #expect(throws: RenderPoolRefusal.queueFull) { try await pool.run(timeout: 300) { 3 } }
        gate.openGate()
        #expect(try await first == 1)
        #expect(try await second == 2)
        await eventually { pool.load.running == 0 }
        #expect(pool.load == (running: 0, waiting: 0))
    }

    @Test(.timeLimit(.minutes(5))) func aJobPastItsDeadlineTimesOutWhileWaitingOrRunning() async throws {
        let pool = RenderPool(workers: 1, queueLimit: 4)
        let gate = Gate()
        // Running past the deadline: the caller is answered, the job keeps its worker. The gate
        // opens only below, so the answer came while the job still ran, however loaded the machine.
        await #expect(throws: RenderPoolRefusal.timedOut) { try await pool.run(timeout: 0.2) { await gate.wait(); return 0 } }
        #expect(pool.load.running == 1)
        // Waiting past the deadline behind it.
        await #expect(throws: RenderPoolRefusal.timedOut) { try await pool.run(timeout: 0.2) { 1 } }
        #expect(pool.load.waiting == 0)
        gate.openGate()
        await eventually { pool.load.running == 0 }
        #expect(try await pool.run(timeout: 300) { 5 } == 5)
    }

    @Test func drainWaitsForAcceptedJobsAndRefusesNewOnes() async throws {
        let pool = RenderPool(workers: 2, queueLimit: 2)
        let gate = Gate()
        let finished = DoneCount()
        let job = Task { try await pool.run(timeout: 300) { await gate.wait(); finished.add(); return 1 } }
        await eventually { pool.load.running == 1 }
        let drained = Task { await pool.drain(); return finished.value }
        try await Task.sleep(for: .milliseconds(50))
        await #expect(throws: RenderPoolRefusal.shuttingDown) { try await pool.run(timeout: 300) { 2 } }
        gate.openGate()
        #expect(await drained.value == 1)
        #expect(try await job.value == 1)
    }

    @Test func aFullPoolAnswers503WithRetryAfterAndATimeoutToo() async throws {
        let (server, app) = testApp { $0.workers = 1; $0.queueLimit = 0; $0.timeout = 0.3 }
        let gate = Gate()
        let blocker = Task { try await server.service.pool.run(timeout: 300) { await gate.wait(); return 0 } }
        await eventually { server.service.pool.load.running == 1 }
        try await app.test(.router) { client in
            try await client.execute(uri: "/cards/badge.png", method: .get) { response in
                #expect(response.status == .serviceUnavailable)
                #expect(response.headers[.retryAfter] == "1")
                #expect(String(buffer: response.body).contains("queue is full"))
            }
            // Open before the test framework shuts the app down: shutdown drains the pool.
            gate.openGate()
        }
        _ = try await blocker.value

        let (slow, slowApp) = testApp { $0.workers = 1; $0.queueLimit = 4; $0.timeout = 0.3 }
        let gate2 = Gate()
        let blocker2 = Task { try await slow.service.pool.run(timeout: 300) { await gate2.wait(); return 0 } }
        await eventually { slow.service.pool.load.running == 1 }
        try await slowApp.test(.router) { client in
            try await client.execute(uri: "/cards/badge.png", method: .get) { response in
                #expect(response.status == .serviceUnavailable)
                #expect(response.headers[.retryAfter] == "1")
                #expect(String(buffer: response.body).contains("did not finish within 0.3 s"))
            }
            gate2.openGate()
        }
        _ = try await blocker2.value
    }

    @Test func theResponseCacheStaysWithinItsBytesAndEvictsTheLeastRecentlyUsed() {
        let cache = ResponseCache(byteLimit: 4000)
        for i in 0..<100 { cache.store(RenderedCard(data: Data(repeating: UInt8(i), count: 500)), for: "k\(i)") }
        #expect(cache.size <= 4000)
        #expect(cache.card(for: "k99") != nil)
        #expect(cache.card(for: "k0") == nil)
        // k93 used just now survives the next stores; k94 does not.
        _ = cache.card(for: "k93")
        for i in 100..<106 { cache.store(RenderedCard(data: Data(repeating: UInt8(i), count: 500)), for: "k\(i)") }
        #expect(cache.card(for: "k93") != nil)
        #expect(cache.card(for: "k94") == nil)
        // A card over a quarter of the budget is not kept.
        cache.store(RenderedCard(data: Data(count: 1500)), for: "big")
        #expect(cache.card(for: "big") == nil)
        // Many hits keep the bookkeeping bounded and the size exact.
        for _ in 0..<10_000 { _ = cache.card(for: "k105") }
        #expect(cache.size <= 4000)
    }
}

/// A thread-safe count.
final class DoneCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
