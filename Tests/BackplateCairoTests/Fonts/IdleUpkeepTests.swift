import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// `FontRegistrationLock.whenIdle`: upkeep (the scaled-font sweep) that must run while no
/// thread reads, queued by a reader and run once the reads end, without new reads waiting.
@Suite(.tags(.fonts, .regression)) struct IdleUpkeepTests {
    @Test func workQueuedDuringAReadRunsAfterItAlone() throws {
        let registration = FontRegistrationLock.shared
        let lock = NSLock()
        nonisolated(unsafe) var ran = false
        nonisolated(unsafe) var readersSeen = -1
        registration.lockRead()
        registration.whenIdle {
            lock.lock(); ran = true; lock.unlock()
        }
        lock.lock(); let ranDuringRead = ran; lock.unlock()
        // A new read on another thread proceeds at once: idle work does not hold up renders.
        let started = Date()
        let other = Thread { registration.lockRead(); registration.unlockRead(); lock.lock(); readersSeen = 0; lock.unlock() }
        other.start()
        while Date().timeIntervalSince(started) < 10 { lock.lock(); let done = readersSeen == 0; lock.unlock(); if done { break }; usleep(1000) }
        let otherWaited = Date().timeIntervalSince(started)
        registration.unlockRead()
        // Other suites may be rendering: the work runs when the last of their reads ends.
        let deadline = Date(timeIntervalSinceNow: 60)
        while Date() < deadline { lock.lock(); let done = ran; lock.unlock(); if done { break }; usleep(1000) }
        lock.lock(); let ranAfter = ran; lock.unlock()
        #expect(!ranDuringRead)
        #expect(otherWaited < 1, "the writer preference is 1 s")
        #expect(ranAfter)
    }
}
