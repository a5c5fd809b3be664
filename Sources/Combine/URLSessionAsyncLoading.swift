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
    /// Cancelling the awaiting task throws `URLError(.cancelled)` at once; the transfer is left
    /// to end on its own (at the latest at the request's timeout), its answer unused.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        let pending = PendingTransfer<(Data, URLResponse)>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard pending.begin(continuation) else { return }
                let task = dataTask(with: request) { data, response, error in
                    if let error {
                        pending.finish(.failure(error))
                    } else if let response {
                        pending.finish(.success((data ?? Data(), response)))
                    } else {
                        pending.finish(.failure(URLError(.badServerResponse)))
                    }
                }
                task.resume()
            }
        } onCancel: {
            pending.finish(.failure(URLError(.cancelled)))
        }
    }

    /// Loads the URL's contents and response, as `data(from:delegate:)` with no delegate. A still
    /// render never waits on it: the network is reached only when the app's code awaits the call.
    /// Cancelling the awaiting task throws `URLError(.cancelled)` at once, as `data(for:)`.
    public func data(from url: URL) async throws -> (Data, URLResponse) {
        try await data(for: URLRequest(url: url))
    }
}

/// An awaited transfer's answer, given once: by the transfer, or by the awaiting task's
/// cancellation, whichever comes first. FoundationNetworking's `cancel()` is never called: it
/// deadlocks or traps when it meets the transfer's own completion on another thread.
package final class PendingTransfer<Value: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Value, any Error>?
        var answered = false
    }
    private let state = Mutex(State())

    package init() {}

    /// Holds `continuation` until the answer; false (the continuation already resumed) when the
    /// awaiting task was cancelled first, so no transfer should start.
    package func begin(_ continuation: CheckedContinuation<Value, any Error>) -> Bool {
        let started = state.withLock { state -> Bool in
            guard !state.answered else { return false }
            state.continuation = continuation
            return true
        }
        if !started { continuation.resume(throwing: URLError(.cancelled)) }
        return started
    }

    /// Gives the answer, unless one was given already.
    package func finish(_ result: Result<Value, any Error>) {
        let continuation = state.withLock { state -> CheckedContinuation<Value, any Error>? in
            guard !state.answered else { return nil }
            state.answered = true
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(with: result)
    }
}
#endif
