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
    // Unchecked Sendable: `value` is only reached inside `withLock`, under `lock`, as in `Mutex`.
    private let lock = NSLock()
    private var value: Value

    /// A lock guarding `value`.
    package init(_ value: consuming sending Value) { self.value = value }

    /// Runs `body` with the value under the lock, and returns what it returns.
    package func withLock<Result: ~Copyable, E: Error>(
        _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
