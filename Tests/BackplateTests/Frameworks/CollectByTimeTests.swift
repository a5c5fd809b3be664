import Testing
import Foundation
import Backplate

// `collect(.byTime…)` and `collect(.byTimeOrCount…)`, as Apple's Combine documents them:
// values are grouped per stride of the scheduler's time (an empty stride sends nothing), a
// full group is sent at once under `.byTimeOrCount`, and finishing sends what is held first.

/// Records groups and the completion, under a lock (deliveries come on a dispatch queue).
private final class GroupLog: @unchecked Sendable {
    private let lock = NSLock()
    private var groups: [[Int]] = []
    private var finished = false
    func add(_ group: [Int]) { lock.lock(); groups.append(group); lock.unlock() }
    func finish() { lock.lock(); finished = true; lock.unlock() }
    var snapshot: ([[Int]], Bool) { lock.lock(); defer { lock.unlock() }; return (groups, finished) }

    /// Waits up to five seconds for the completion.
    func waitForCompletion() async -> ([[Int]], Bool) {
        for _ in 0..<500 where !snapshot.1 { try? await Task.sleep(nanoseconds: 10_000_000) }
        return snapshot
    }
}

@Suite struct CollectByTimeTests {
    @Test func aFullGroupIsSentAtOnceAndFinishingSendsTheRest() async {
        let queue = DispatchQueue(label: "collect.count")
        let subject = PassthroughSubject<Int, Never>()
        let log = GroupLog()
        let subscription = subject.collect(.byTimeOrCount(queue, .seconds(60), 2))
            .sink(receiveCompletion: { _ in log.finish() }, receiveValue: { log.add($0) })
        for value in 1...5 { subject.send(value) }
        subject.send(completion: .finished)
        let (groups, finished) = await log.waitForCompletion()
        #expect(finished && groups == [[1, 2], [3, 4], [5]])
        subscription.cancel()
    }

    @Test func valuesOfOneStrideAreSentTogether() async {
        let queue = DispatchQueue(label: "collect.time")
        let subject = PassthroughSubject<Int, Never>()
        let log = GroupLog()
        let subscription = subject.collect(.byTime(queue, .milliseconds(300)))
            .sink(receiveCompletion: { _ in log.finish() }, receiveValue: { log.add($0) })
        subject.send(1); subject.send(2); subject.send(3)
        for _ in 0..<500 where log.snapshot.0.isEmpty { try? await Task.sleep(nanoseconds: 10_000_000) }
        #expect(log.snapshot.0 == [[1, 2, 3]], "the first stride's values, in one group")
        subject.send(4)
        subject.send(completion: .finished)
        let (groups, finished) = await log.waitForCompletion()
        #expect(finished && groups == [[1, 2, 3], [4]])
        subscription.cancel()
    }

    @Test func aFailureIsPassedOnAndDropsTheHeldValues() async {
        struct Broken: Error {}
        let queue = DispatchQueue(label: "collect.failure")
        let subject = PassthroughSubject<Int, Broken>()
        let log = GroupLog()
        let publisher = subject.collect(.byTimeOrCount(queue, .seconds(60), 10), options: nil)
        #expect(publisher.options == nil)
        let subscription = publisher.sink(receiveCompletion: { completion in
            if case .failure = completion { log.finish() }
        }, receiveValue: { log.add($0) })
        subject.send(1)
        subject.send(completion: .failure(Broken()))
        let (groups, finished) = await log.waitForCompletion()
        #expect(finished && groups.isEmpty)
        subscription.cancel()
    }
}
