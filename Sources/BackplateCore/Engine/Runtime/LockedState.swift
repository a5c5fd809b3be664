import Foundation

/// A value that threads read and change only under its lock: Synchronization's `Mutex`, with
/// its API and checking (the value goes in and results come out as `sending`), on a pthread
/// mutex that ThreadSanitizer sees. (`Mutex` locks through atomics and futex calls inside a
/// library TSan does not instrument, so TSan reports what it guards as races.)
///
/// Use it for state shared between threads in place of `nonisolated(unsafe)` statics or an
/// `@unchecked Sendable` class with a lock: the compiler then checks every access. Never call,
/// inside `withLock`, code that can take the same lock or wait for another render.
package final class LockedState<Value: ~Copyable>: @unchecked Sendable {
    // Unchecked Sendable: `value` is only reached inside `withLock`, under `mutex`, as in `Mutex`.
    private let mutex = NSLock()
    private var value: Value

    /// A lock guarding `value`.
    package init(_ value: consuming sending Value) { self.value = value }

    /// A lock guarding a value the caller vouches for (`OSAllocatedUnfairLock(uncheckedState:)`).
    package init(unchecked value: consuming Value) { self.value = value }

    /// Runs `body` with the value under the lock, and returns what it returns.
    package func withLock<Result: ~Copyable, E: Error>(
        _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        mutex.lock()
        defer { mutex.unlock() }
        return try body(&value)
    }

    /// Runs `body` with the value under the lock, unchecked: for `OSAllocatedUnfairLock`'s
    /// `withLockUnchecked`, whose callers vouch for what crosses threads, as on Apple platforms.
    package func withLockUnchecked<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        mutex.lock()
        defer { mutex.unlock() }
        return try body(&value)
    }

    /// Runs `body` with the value, unchecked, if no thread holds the lock; nil if one does.
    package func withLockIfAvailableUnchecked<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result? {
        guard mutex.try() else { return nil }
        defer { mutex.unlock() }
        return try body(&value)
    }

    /// Takes the lock (`OSAllocatedUnfairLock.lock()`); pair with `unlock()` on the same thread.
    package func lock() { mutex.lock() }

    /// Takes the lock if no thread holds it; whether it did.
    package func lockIfAvailable() -> Bool { mutex.try() }

    /// Releases the lock `lock()` or `lockIfAvailable()` took.
    package func unlock() { mutex.unlock() }
}
