// The module a file's `import LinkPresentation` finds on Linux: link metadata and its rich
// link view. A render reaches no network, so no metadata is ever fetched.
@_exported import Foundation
import BackplateCore
@_exported import UniformTypeIdentifiers

/// LinkPresentation's errors.
public struct LPError: Error, Hashable, Sendable {
    /// The error codes of `LPErrorDomain`.
    public enum Code: Int, Sendable {
        /// An unknown error.
        case unknown = 1
        /// The metadata could not be fetched.
        case metadataFetchFailed = 2
        /// The fetch was cancelled.
        case metadataFetchCancelled = 3
        /// The fetch took longer than the provider's `timeout`.
        case metadataFetchTimedOut = 4
        /// The fetch is not allowed (the URL's scheme cannot be fetched).
        case metadataFetchNotAllowed = 5
    }

    /// The error's code.
    public let code: Code

    /// An error of `code`.
    public init(_ code: Code) { self.code = code }

    /// LinkPresentation's error domain.
    public static let errorDomain = LPErrorDomain
    /// The metadata could not be fetched.
    public static let metadataFetchFailed = Code.metadataFetchFailed
    /// The fetch was cancelled.
    public static let metadataFetchCancelled = Code.metadataFetchCancelled
    /// The fetch timed out.
    public static let metadataFetchTimedOut = Code.metadataFetchTimedOut
    /// The fetch is not allowed.
    public static let metadataFetchNotAllowed = Code.metadataFetchNotAllowed
}

extension LPError.Code {
    /// Whether `error` is an `LPError` of this code, so `catch LPError.metadataFetchFailed` matches.
    public static func ~= (match: LPError.Code, error: any Error) -> Bool { (error as? LPError)?.code == match }
}

/// The domain of LinkPresentation's errors.
public let LPErrorDomain = "LPErrorDomain"

/// A link's metadata: its title, URLs and the providers of its icon, image and video.
open class LPLinkMetadata: NSObject {
    /// The URL the metadata was asked for.
    open var originalURL: URL?
    /// The URL the metadata describes, after redirects.
    open var url: URL?
    /// The page's title.
    open var title: String?
    /// The provider of the page's icon.
    open var iconProvider: NSItemProvider?
    /// The provider of the page's representative image.
    open var imageProvider: NSItemProvider?
    /// The provider of the page's video.
    open var videoProvider: NSItemProvider?
    /// A remote URL of the page's video.
    open var remoteVideoURL: URL?

    /// Empty metadata, to fill in by hand.
    public override init() { super.init() }
}

/// Fetches a link's metadata. A render reaches no network: every fetch fails with
/// `LPError.metadataFetchFailed` (after a runtime warning naming the URL), at once.
open class LPMetadataProvider: NSObject {
    /// Whether the fetch also loads the icon, image and video (`true`).
    open var shouldFetchSubresources = true
    /// How long a fetch may take, in seconds (30).
    open var timeout: TimeInterval = 30

    /// A provider for one fetch.
    public override init() { super.init() }

    /// Fetches `url`'s metadata: `completionHandler` gets `nil` and `metadataFetchFailed`, on
    /// the calling thread.
    open func startFetchingMetadata(for url: URL, completionHandler: @escaping (LPLinkMetadata?, (any Error)?) -> Void) {
        completionHandler(nil, Self.failure(url))
    }

    /// Fetches `request`'s metadata: `completionHandler` gets `nil` and `metadataFetchFailed`.
    open func startFetchingMetadata(for request: URLRequest, completionHandler: @escaping (LPLinkMetadata?, (any Error)?) -> Void) {
        completionHandler(nil, Self.failure(request.url))
    }

    /// Fetches `url`'s metadata: throws `metadataFetchFailed`.
    open func startFetchingMetadata(for url: URL) async throws -> LPLinkMetadata {
        throw Self.failure(url)
    }

    /// Fetches `request`'s metadata: throws `metadataFetchFailed`.
    open func startFetchingMetadata(for request: URLRequest) async throws -> LPLinkMetadata {
        throw Self.failure(request.url)
    }

    /// Cancels the fetch (none is under way).
    open func cancel() {}

    private static func failure(_ url: URL?) -> LPError {
        RuntimeWarning.emit("LPMetadataProvider: Backplate fetches no link metadata; \(url?.absoluteString ?? "the request") fails with metadataFetchFailed")
        return LPError(.metadataFetchFailed)
    }
}
