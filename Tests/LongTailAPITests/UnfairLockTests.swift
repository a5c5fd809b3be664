import Testing
import Foundation

/// A model that memoizes with Darwin's `os_unfair_lock`, as chord and scale models do in files
/// that import only Foundation (iOS's Foundation brings the lock; here the implicit import does).
private final class IntervalCache {
    private var lock = os_unfair_lock()
    private var names: [Int: String] = [:]
    private(set) var computed = 0

    func name(forSemitones semitones: Int) -> String {
        os_unfair_lock_lock(&lock)
        defer { os_unfair_lock_unlock(&lock) }
        if let name = names[semitones] { return name }
        computed += 1
        let name = ["P1", "m2", "M2", "m3", "M3", "P4", "TT", "P5", "m6", "M6", "m7", "M7"][semitones % 12]
        names[semitones] = name
        return name
    }
}

@Suite struct UnfairLockTests {
    @Test func aLockWordIsZeroWhenFreeAndTryLockFailsWhileHeld() {
        var lock = os_unfair_lock()
        #expect(lock._os_unfair_lock_opaque == 0)
        os_unfair_lock_lock(&lock)
        #expect(lock._os_unfair_lock_opaque != 0)
        #expect(!os_unfair_lock_trylock(&lock))
        os_unfair_lock_assert_owner(&lock)
        os_unfair_lock_unlock(&lock)
        #expect(lock._os_unfair_lock_opaque == 0)
        os_unfair_lock_assert_not_owner(&lock)
        #expect(os_unfair_lock_trylock(&lock))
        os_unfair_lock_unlock(&lock)
    }

    @Test func aHeapLockThroughItsPointerTypeExcludesOtherThreads() {
        let lock: os_unfair_lock_t = .allocate(capacity: 1)
        lock.initialize(to: os_unfair_lock())
        defer { lock.deallocate() }
        nonisolated(unsafe) var total = 0
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<2_000 {
                os_unfair_lock_lock(lock)
                total += 1
                os_unfair_lock_unlock(lock)
            }
        }
        #expect(total == 16_000)
    }

    @Test func aMemoizingModelComputesEachEntryOnceAcrossThreads() {
        let cache = IntervalCache()
        DispatchQueue.concurrentPerform(iterations: 6) { i in
            for semitones in 0..<24 { _ = cache.name(forSemitones: (semitones + i) % 24) }
        }
        #expect(cache.computed == 24)
        #expect(cache.name(forSemitones: 7) == "P5")
        #expect(cache.name(forSemitones: 16) == "M3")
    }

    /// Each thread's lock word is its own, as Darwin's thread ports are: 64 threads alive at once,
    /// each holding a lock of its own, leave 64 different nonzero words.
    @Test func everyThreadHoldsALockUnderItsOwnWord() {
        let locks: os_unfair_lock_t = .allocate(capacity: 64)
        locks.initialize(repeating: os_unfair_lock(), count: 64)
        defer { locks.deallocate() }
        let started = DispatchGroup(), release = DispatchSemaphore(value: 0), finished = DispatchGroup()
        let address = UInt(bitPattern: locks)   // a pointer is not Sendable; its address is
        for i in 0..<64 {
            started.enter(); finished.enter()
            Thread {
                let lock = os_unfair_lock_t(bitPattern: address)! + i
                os_unfair_lock_lock(lock)
                started.leave()
                release.wait()
                os_unfair_lock_unlock(lock)
                finished.leave()
            }.start()
        }
        started.wait()
        let words = (0..<64).map { locks[$0]._os_unfair_lock_opaque }
        for _ in 0..<64 { release.signal() }
        finished.wait()
        #expect(!words.contains(0))
        #expect(Set(words).count == 64)
    }
}
