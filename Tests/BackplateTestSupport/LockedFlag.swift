import Foundation

/// A Boolean threads share under a lock: one sets it, others poll it (a stop signal).
public final class LockedFlag: @unchecked Sendable {  // guarded by `lock`
    private let lock = NSLock()
    private var value = false

    public init() {}
    /// Sets the flag.
    public func set(_ v: Bool) { lock.lock(); value = v; lock.unlock() }
    /// The flag's current value.
    public var get: Bool { lock.lock(); defer { lock.unlock() }; return value }
}
