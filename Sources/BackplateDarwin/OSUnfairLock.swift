// Darwin's `os_unfair_lock` (os/lock.h), which iOS's `import Foundation` and `import os` bring and
// Glibc lacks. The lock is a 32-bit word in the caller's memory, as on Darwin: zero is unlocked,
// otherwise it holds the owning thread's tag. One process-wide mutex guards every word's changes.
import Foundation
import Glibc
import Synchronization

/// A lock word, as Darwin's C struct `os_unfair_lock_s`: `os_unfair_lock()` is an unlocked lock.
/// Take and release it through a pointer: `os_unfair_lock_lock(&lock)`. Nothing here draws.
public struct os_unfair_lock_s: Sendable {
    /// Zero when unlocked, else the owning thread's tag (on Darwin its thread port).
    public var _os_unfair_lock_opaque: UInt32

    /// An unlocked lock.
    public init() { _os_unfair_lock_opaque = 0 }

    /// A lock with the given word (zero: unlocked).
    public init(_os_unfair_lock_opaque: UInt32) { self._os_unfair_lock_opaque = _os_unfair_lock_opaque }
}

/// Darwin's name for the lock struct (`typedef struct os_unfair_lock_s os_unfair_lock`).
public typealias os_unfair_lock = os_unfair_lock_s

/// A pointer to a lock, what the lock functions take (`&lock` converts to it).
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock_s>

/// Guards every lock word's change; held only while a word is read or written, never while
/// waiting. A pthread mutex (`NSLock`), which ThreadSanitizer sees: Synchronization's `Mutex`
/// locks through futex calls it does not, so it reported the words' changes as races.
private let lockWords = NSLock()

/// Each thread's tag, kept in the thread's own slot as the pointer's bit pattern (no allocation).
private let threadTagKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
}()
private let nextThreadTag = Atomic<UInt32>(1)

/// A nonzero tag unique to the calling thread (Darwin stores its thread port in the word); a
/// folded `pthread_self()` could give two threads one tag, and a waiter a false "already holds".
private func currentThreadTag() -> UInt32 {
    if let stored = pthread_getspecific(threadTagKey) { return UInt32(truncatingIfNeeded: UInt(bitPattern: stored)) }
    var tag: UInt32 = 0
    while tag == 0 { tag = nextThreadTag.wrappingAdd(1, ordering: .relaxed).oldValue }
    pthread_setspecific(threadTagKey, UnsafeRawPointer(bitPattern: UInt(tag)))
    return tag
}

/// Takes the lock, waiting (yielding the processor) while another thread holds it. Taking a lock
/// the calling thread already holds stops the program, as Darwin does.
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {
    let tag = currentThreadTag()
    while true {
        let word = lockWords.withLock { () -> UInt32 in
            let old = lock.pointee._os_unfair_lock_opaque
            if old == 0 { lock.pointee._os_unfair_lock_opaque = tag }
            return old
        }
        if word == 0 { return }
        if word == tag { fatalError("os_unfair_lock_lock: the calling thread already holds this lock") }
        sched_yield()
    }
}

/// Takes the lock if no thread holds it; whether it did.
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool {
    let tag = currentThreadTag()
    return lockWords.withLock { () -> Bool in
        guard lock.pointee._os_unfair_lock_opaque == 0 else { return false }
        lock.pointee._os_unfair_lock_opaque = tag
        return true
    }
}

/// Releases the lock. Releasing a lock the calling thread does not hold stops the program, as
/// Darwin does.
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {
    let tag = currentThreadTag()
    let owner = lockWords.withLock { () -> UInt32 in
        let old = lock.pointee._os_unfair_lock_opaque
        if old == tag { lock.pointee._os_unfair_lock_opaque = 0 }
        return old
    }
    if owner != tag { fatalError("os_unfair_lock_unlock: the calling thread does not hold this lock") }
}

/// Stops the program unless the calling thread holds the lock.
public func os_unfair_lock_assert_owner(_ lock: os_unfair_lock_t) {
    let word = lockWords.withLock { lock.pointee._os_unfair_lock_opaque }
    if word != currentThreadTag() { fatalError("os_unfair_lock_assert_owner: the calling thread does not hold this lock") }
}

/// Stops the program if the calling thread holds the lock.
public func os_unfair_lock_assert_not_owner(_ lock: os_unfair_lock_t) {
    let word = lockWords.withLock { lock.pointee._os_unfair_lock_opaque }
    if word == currentThreadTag() { fatalError("os_unfair_lock_assert_not_owner: the calling thread holds this lock") }
}
