import Foundation

/// Runs `body` on a new thread and waits for it without holding a thread of the cooperative
/// pool: a hosted render that waits for tasks its view started (whose work off the main actor
/// runs on that pool, two threads on a two-core machine) must not starve them.
public func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
    }
}
