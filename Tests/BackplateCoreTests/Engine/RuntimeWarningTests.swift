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
}
