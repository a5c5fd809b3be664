import Testing
import Foundation
import Combine

/// A networking seam as habit trackers write it: a protocol with the delegate-free `data(for:)`
/// that `URLSession` adopts with an empty extension, so previews and tests can swap in a stub.
private protocol RequestLoading: Sendable {
    func data(for request: URLRequest) async throws -> (Data, URLResponse)
}

extension URLSession: RequestLoading {}

private struct QuoteClient {
    var loader: any RequestLoading
    func quote(at url: URL) async throws -> String {
        let (data, _) = try await loader.data(for: URLRequest(url: url))
        return String(decoding: data, as: UTF8.self)
    }
}

@Suite struct HTTPClientSessionTests {
    @Test func urlSessionSatisfiesADelegateFreeDataRequirement() async throws {
        // A data: URL is answered locally: the bytes its base64 encodes ("Stay curious").
        let url = try #require(URL(string: "data:text/plain;base64,U3RheSBjdXJpb3Vz"))
        let text = try await QuoteClient(loader: URLSession.shared).quote(at: url)
        #expect(text == "Stay curious")
    }

    @Test func dataFromAURLNeedsNoDelegateArgument() async throws {
        let url = try #require(URL(string: "data:text/plain;base64,aGk="))
        let (data, response) = try await URLSession.shared.data(from: url)
        #expect(data == Data("hi".utf8))
        #expect(response.mimeType == "text/plain")
    }
}
