import Foundation

/// A value that threads read and change only under its lock: the shape of Synchronization's
/// `Mutex`, on a pthread mutex that ThreadSanitizer sees. (`Mutex` locks through atomics and
/// futex calls inside a library TSan does not instrument, so TSan reports what it guards as races.)
package final class LockedState<Value>: @unchecked Sendable {
    // Unchecked Sendable: `value` is only read or written inside `withLock`, under `lock`.
    private let lock = NSLock()
    private var value: Value

    /// A lock guarding `value`.
    package init(_ value: Value) { self.value = value }

    /// Runs `body` with the value under the lock, and returns what it returns.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
