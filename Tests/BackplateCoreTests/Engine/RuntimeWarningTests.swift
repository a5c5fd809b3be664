import Testing
import BackplateTestSupport
import Foundation
@testable import BackplateCore

/// Runtime warnings are deduplicated and bounded (tested on a private log, so that other
/// suites' warnings are untouched).
@Suite struct RuntimeWarningTests {
    @Test func duplicatesAreRecordedOnce() {
        let log = RuntimeWarningLog(capacity: 10)
        #expect(log.record("a"))
        #expect(!log.record("a"))
        #expect(log.record("b"))
        #expect(log.messages == ["a", "b"])
    }

    @Test func theLogIsBoundedAndForgetsTheOldest() {
        let log = RuntimeWarningLog(capacity: 1_000)
        for i in 0..<2_500 { _ = log.record("message \(i)") }
        let messages = log.messages
        #expect(messages.count == 1_000)
        #expect(messages.first == "message 1500")
        #expect(messages.last == "message 2499")
        // A forgotten message is new again; a remembered one is not.
        #expect(log.record("message 0"))
        #expect(!log.record("message 2499"))
        #expect(log.messages.count == 1_000)
    }

    @Test func removeAllEmptiesTheLog() {
        let log = RuntimeWarningLog(capacity: 5)
        _ = log.record("x")
        log.removeAll()
        #expect(log.messages.isEmpty)
        #expect(log.record("x"))
    }

    @Test func thePublicRecordKeepsEmittedMessagesWithinItsCapacity() {
        RuntimeWarning.emit("RuntimeWarningTests: a distinct message")
        RuntimeWarning.emit("RuntimeWarningTests: a distinct message")
        let emitted = RuntimeWarning.emitted
        #expect(emitted.filter { $0 == "RuntimeWarningTests: a distinct message" }.count == 1)
        #expect(emitted.count <= RuntimeWarning.capacity)
        #expect(RuntimeWarning.capacity == 1_000)
    }

    @Test func concurrentEmittersAgree() {
        let log = RuntimeWarningLog(capacity: 100)
        DispatchQueue.concurrentPerform(iterations: 8) { t in
            for i in 0..<500 { _ = log.record("m\((i + t) % 150)") }
        }
        let m = log.messages
        #expect(m.count == 100)
        #expect(Set(m).count == 100)
    }

    @Test func concurrentCollectorsSeeOnlyTheirOwnWarnings() {
        let results = LockedState<[Int: [String]]>([:])
        DispatchQueue.concurrentPerform(iterations: 6) { t in
            let (_, warnings) = RuntimeWarning.collecting {
                for i in 0..<20 { RuntimeWarning.emit("RuntimeWarningTests: scope \(t) message \(i % 5)") }
            }
            results.withLock { $0[t] = warnings }
        }
        for t in 0..<6 {
            #expect(results.withLock { $0[t] } == (0..<5).map { "RuntimeWarningTests: scope \(t) message \($0)" })
        }
    }

    @Test func aNestedCollectorsWarningsReachTheOuterOne() {
        let (inner, outer) = RuntimeWarning.collecting {
            RuntimeWarning.emit("RuntimeWarningTests: before the inner")
            return RuntimeWarning.collecting { RuntimeWarning.emit("RuntimeWarningTests: inside the inner") }.warnings
        }
        #expect(inner == ["RuntimeWarningTests: inside the inner"])
        #expect(outer == ["RuntimeWarningTests: before the inner", "RuntimeWarningTests: inside the inner"])
    }

    @Test func warningsFromALargeStackThreadAndAStartedTaskAreCollected() {
        let (_, warnings) = RuntimeWarning.collecting {
            DeepStack.run { RuntimeWarning.emit("RuntimeWarningTests: on a large stack") }
            let done = DispatchSemaphore(value: 0)
            Task { RuntimeWarning.emit("RuntimeWarningTests: in a task"); done.signal() }
            done.wait()
        }
        #expect(warnings == ["RuntimeWarningTests: on a large stack", "RuntimeWarningTests: in a task"])
    }

    @Test func warningsFromUnrelatedWorkAreNotCollected() {
        let started = DispatchSemaphore(value: 0), emitted = DispatchSemaphore(value: 0)
        let (_, warnings) = RuntimeWarning.collecting {
            DispatchQueue.global().async {
                started.wait()
                RuntimeWarning.emit("RuntimeWarningTests: from another queue")
                emitted.signal()
            }
            started.signal()
            emitted.wait()
            RuntimeWarning.emit("RuntimeWarningTests: from the collector")
        }
        #expect(warnings == ["RuntimeWarningTests: from the collector"])
    }
}
