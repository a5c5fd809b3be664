import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A request to any Apple Music API endpoint, with the tokens MusicKit adds. A render has no
/// tokens and no network: `response()` throws `MusicTokenRequestError.permissionDenied` after a
/// runtime warning naming the URL.
public struct MusicDataRequest: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The URL request.
    public let urlRequest: URLRequest

    /// A request for `urlRequest`.
    public init(urlRequest: URLRequest) { self.urlRequest = urlRequest }

    /// The endpoint's response: in a render, throws `MusicTokenRequestError.permissionDenied`.
    public func response() async throws -> MusicDataResponse {
        throw MusicKitRender.unavailable("MusicDataRequest(\(urlRequest.url?.absoluteString ?? "no URL")).response()")
    }

    /// The person's storefront country code ("us"): in a render, throws
    /// `MusicTokenRequestError.permissionDenied` (there is no account to ask).
    public static var currentCountryCode: String {
        get async throws { throw MusicKitRender.unavailable("MusicDataRequest.currentCountryCode") }
    }

    /// The request's method and URL.
    public var description: String {
        "MusicDataRequest(\(urlRequest.httpMethod ?? "GET") \(urlRequest.url?.absoluteString ?? "no URL"))"
    }

    /// An error the Apple Music API returned (never thrown in a render, which gets no response).
    public struct Error: Swift.Error, Equatable, Hashable, Sendable, LocalizedError, CustomStringConvertible {
        /// The error's identifier.
        public let id: String
        /// The HTTP status code.
        public let status: Int
        /// The API's error code.
        public let code: Int
        /// A short summary of the error.
        public let title: String
        /// A longer explanation of the error.
        public let detailText: String
        /// The response that carried the error.
        public let originalResponse: MusicDataResponse

        /// The title and detail.
        public var errorDescription: String? { "\(title): \(detailText)" }

        /// The status, code, title and detail.
        public var description: String {
            "MusicDataRequest.Error(status: \(status), code: \(code), title: \"\(title)\", detailText: \"\(detailText)\")"
        }
    }
}

/// What an Apple Music API endpoint answered (never made in a render, where requests throw).
public struct MusicDataResponse: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The body of the response.
    public let data: Data
    /// The HTTP response.
    public let urlResponse: HTTPURLResponse

    /// The status and body size.
    public var description: String { "MusicDataResponse(status: \(urlResponse.statusCode), data: \(data.count) bytes)" }
}
