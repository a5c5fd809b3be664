// iOS has `data(for:)` and `data(from:)` besides the `delegate:` forms; Linux's
// FoundationNetworking has only the latter, and a defaulted `delegate:` does not satisfy a
// protocol requirement such as `protocol HTTPSession { func data(for:) async throws -> ... }`.
#if canImport(FoundationNetworking)
import Foundation
import FoundationNetworking

extension URLSession {
    /// Loads the request's data and response, as `data(for:delegate:)` with no delegate. A still
    /// render never waits on it: the network is reached only when the app's code awaits the call.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await data(for: request, delegate: nil)
    }

    /// Loads the URL's contents and response, as `data(from:delegate:)` with no delegate. A still
    /// render never waits on it: the network is reached only when the app's code awaits the call.
    public func data(from url: URL) async throws -> (Data, URLResponse) {
        try await data(from: url, delegate: nil)
    }
}
#endif
