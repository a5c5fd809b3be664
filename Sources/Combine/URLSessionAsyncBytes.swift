// `URLSession.bytes(for:)` and `bytes(from:)` (iOS 15), which Linux's FoundationNetworking lacks:
// the body streams as it arrives, through a data delegate of a session made for the request.
#if canImport(FoundationNetworking)
import Foundation
import FoundationNetworking
import Synchronization

extension URLSession {
    /// The body of a response as bytes, as they arrive.
    public struct AsyncBytes: AsyncSequence, Sendable {
        public typealias Element = UInt8
        let chunks: AsyncThrowingStream<Data, any Error>

        /// Reads the bytes one at a time.
        public struct AsyncIterator: AsyncIteratorProtocol {
            var chunks: AsyncThrowingStream<Data, any Error>.AsyncIterator
            var chunk = Data()
            var index = 0

            /// The next byte, or nil when the body has ended; throws the transfer's error.
            public mutating func next() async throws -> UInt8? {
                while index >= chunk.count {
                    guard let next = try await chunks.next() else { return nil }
                    chunk = next
                    index = 0
                }
                defer { index += 1 }
                return chunk[chunk.startIndex + index]
            }
        }

        /// An iterator over the body's bytes.
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(chunks: chunks.makeAsyncIterator()) }
    }

    /// Starts loading `request` and returns once the response's headers arrive: the body's
    /// bytes stream as they come (the transfer is cancelled when they are no longer read). The
    /// delegate is not called. A still render never waits on it.
    public func bytes(for request: URLRequest, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (AsyncBytes, URLResponse) {
        let streaming = StreamingBody()
        let session = URLSession(configuration: configuration, delegate: streaming, delegateQueue: nil)
        let task = session.dataTask(with: request)
        let (chunks, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
        continuation.onTermination = { _ in task.cancel() }
        let response = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (waiting: CheckedContinuation<URLResponse, any Error>) in
                if streaming.start(waiting, body: continuation) { task.resume() }
            }
        } onCancel: {
            streaming.abandon()
        }
        session.finishTasksAndInvalidate()
        return (AsyncBytes(chunks: chunks), response)
    }

    /// Starts loading `url`'s contents: as `bytes(for:delegate:)`.
    public func bytes(from url: URL, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (AsyncBytes, URLResponse) {
        try await bytes(for: URLRequest(url: url), delegate: delegate)
    }
}

/// Hands a data task's response to the waiting caller and its body to a stream.
private final class StreamingBody: NSObject, URLSessionDataDelegate, Sendable {
    private struct Waiting {
        var response: CheckedContinuation<URLResponse, any Error>?
        var body: AsyncThrowingStream<Data, any Error>.Continuation?
        var abandoned = false
    }
    private let waiting = Mutex(Waiting())

    /// Holds the caller and the body's stream; false (both ended) when the caller's task was
    /// cancelled first, so the transfer should not start.
    func start(_ response: CheckedContinuation<URLResponse, any Error>, body: AsyncThrowingStream<Data, any Error>.Continuation) -> Bool {
        let abandoned = waiting.withLock { state -> Bool in
            guard !state.abandoned else { return true }
            state.response = response
            state.body = body
            return false
        }
        if abandoned {
            response.resume(throwing: URLError(.cancelled))
            body.finish(throwing: URLError(.cancelled))
        }
        return !abandoned
    }

    /// Ends the wait for the headers with `URLError(.cancelled)`, as the awaiting task was
    /// cancelled; the body's end then cancels the transfer.
    func abandon() {
        let (response, body) = waiting.withLock { state in
            defer { state = Waiting(abandoned: true) }
            return (state.response, state.body)
        }
        response?.resume(throwing: URLError(.cancelled))
        body?.finish(throwing: URLError(.cancelled))
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        let continuation = waiting.withLock { state in
            defer { state.response = nil }
            return state.response
        }
        continuation?.resume(returning: response)
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        _ = waiting.withLock { $0.body }?.yield(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (response, body) = waiting.withLock { state in
            defer { state = Waiting() }
            return (state.response, state.body)
        }
        response?.resume(throwing: error ?? URLError(.badServerResponse))
        if let error { body?.finish(throwing: error) } else { body?.finish() }
    }
}
#endif
