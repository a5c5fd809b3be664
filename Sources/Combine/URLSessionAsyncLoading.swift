// iOS has `data(for:)` and `data(from:)` besides the `delegate:` forms; Linux's
// FoundationNetworking has only the latter, and a defaulted `delegate:` does not satisfy a
// protocol requirement such as `protocol HTTPSession { func data(for:) async throws -> ... }`.
#if canImport(FoundationNetworking)
import Foundation
import FoundationNetworking
import Synchronization

extension URLSession {
    /// Loads the request's data and response, as `data(for:delegate:)` with no delegate. A still
    /// render never waits on it: the network is reached only when the app's code awaits the call.
    /// Cancelling the awaiting task cancels the transfer, which then throws `URLError(.cancelled)`.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        let transfer = CancellableTransfer()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<(Data, URLResponse), any Error>) in
                let task = dataTask(with: request) { data, response, error in
                    if let error {
                        continuation.resume(throwing: error)
                    } else if let response {
                        continuation.resume(returning: (data ?? Data(), response))
                    } else {
                        continuation.resume(throwing: URLError(.badServerResponse))
                    }
                }
                transfer.start(task)
            }
        } onCancel: {
            transfer.cancel()
        }
    }

    /// Loads the URL's contents and response, as `data(from:delegate:)` with no delegate. A still
    /// render never waits on it: the network is reached only when the app's code awaits the call.
    /// Cancelling the awaiting task cancels the transfer, which then throws `URLError(.cancelled)`.
    public func data(from url: URL) async throws -> (Data, URLResponse) {
        try await data(for: URLRequest(url: url))
    }
}

/// A session task that a Swift task's cancellation stops. The stop is sent from another thread:
/// a cancellation handler runs under the task's status lock, and FoundationNetworking's `cancel()`
/// waits for the session's queue, which may be waiting for that lock to finish a transfer.
package final class CancellableTransfer: Sendable {
    private struct State {
        var task: URLSessionTask?
        var cancelled = false
    }
    private let state = Mutex(State())

    package init() {}

    /// Starts `task`, or cancels it at once when the transfer was cancelled before it began.
    package func start(_ task: URLSessionTask) {
        let cancelled = state.withLock { state in
            state.task = task
            return state.cancelled
        }
        task.resume()
        if cancelled { Self.stop(task) }
    }

    /// Cancels the transfer without waiting for the session.
    package func cancel() {
        let task = state.withLock { state in
            state.cancelled = true
            return state.task
        }
        if let task { Self.stop(task) }
    }

    private static func stop(_ task: URLSessionTask) {
        DispatchQueue.global().async { task.cancel() }
    }
}
#endif
