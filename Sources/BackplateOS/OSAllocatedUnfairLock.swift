import BackplateCore

/// A lock, with the state it guards, that copies share: `withLock` runs a closure with the
/// state under the lock. On Linux it is a pthread mutex (not an unfair lock); behaviour is the
/// same for correct code.
public struct OSAllocatedUnfairLock<State>: Sendable {
    let storage: LockedState<State>

    /// A lock guarding `initialState`, which may not be `Sendable`.
    public init(uncheckedState initialState: State) { storage = LockedState(unchecked: initialState) }

    /// Runs `body` with the state under the lock, without checking that what crosses threads is
    /// `Sendable`.
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        try storage.withLockUnchecked(body)
    }

    /// Runs `body` with the state under the lock.
    public func withLock<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R {
        try storage.withLockUnchecked(body)
    }

    /// Runs `body` with the state under the lock if no thread holds it; nil if one does.
    public func withLockIfAvailableUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R? {
        try storage.withLockIfAvailableUnchecked(body)
    }

    /// Runs `body` with the state under the lock if no thread holds it; nil if one does.
    public func withLockIfAvailable<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? {
        try withLockIfAvailableUnchecked(body)
    }

    /// Whether the calling thread is expected to own the lock. Not checked on Linux.
    public func precondition(_ condition: Ownership) {}

    /// Who owns the lock, for `precondition(_:)`.
    public enum Ownership: Hashable, Sendable {
        /// The calling thread owns the lock.
        case owner
        /// The calling thread does not own the lock.
        case notOwner
    }
}

extension OSAllocatedUnfairLock where State: Sendable {
    /// A lock guarding `initialState`.
    public init(initialState: State) { storage = LockedState(initialState) }
}

extension OSAllocatedUnfairLock where State == () {
    /// A lock that guards no state.
    public init() { storage = LockedState(()) }

    /// Takes the lock, waiting while another thread holds it.
    public func lock() { storage.lock() }

    /// Releases the lock.
    public func unlock() { storage.unlock() }

    /// Takes the lock if no thread holds it; whether it did.
    public func lockIfAvailable() -> Bool { storage.lockIfAvailable() }

    /// Runs `body` under the lock.
    public func withLockUnchecked<R>(_ body: () throws -> R) rethrows -> R {
        try storage.withLockUnchecked { _ in try body() }
    }

    /// Runs `body` under the lock.
    public func withLock<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R {
        try storage.withLockUnchecked { _ in try body() }
    }
}
