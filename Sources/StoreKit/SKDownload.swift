import Foundation

/// Where a download of hosted content is (StoreKit's raw values).
@available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported.")
public enum SKDownloadState: Int, Sendable {
    /// Not started.
    case waiting = 0
    /// Downloading.
    case active = 1
    /// Paused by the app.
    case paused = 2
    /// Downloaded: the content is at `contentURL`.
    case finished = 3
    /// Failed, with the reason in `error`.
    case failed = 4
    /// Cancelled by the app.
    case cancelled = 5
}

/// `timeRemaining`'s value when the time left cannot be estimated: -1.
@available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported.")
public let SKDownloadTimeRemainingUnknown: TimeInterval = -1

/// Content the App Store hosts for a purchased product, downloaded through the payment queue.
/// Hosted content is no longer supported and a render purchases nothing: no transaction has a
/// download, so apps never get one (only StoreKit makes them).
@available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported.")
open class SKDownload: NSObject {
    private let owner: SKPaymentTransaction
    private let identifier: String

    /// A download waiting to start, of `contentIdentifier`, for `transaction`.
    init(transaction: SKPaymentTransaction, contentIdentifier: String) {
        owner = transaction
        identifier = contentIdentifier
        super.init()
    }

    /// Where the download is.
    @available(iOS, introduced: 12.0, deprecated: 16.0, message: "Hosted content is no longer supported.")
    open var state: SKDownloadState { .waiting }
    /// Where the download is (iOS 6's name).
    @available(iOS, introduced: 6.0, deprecated: 12.0, renamed: "state")
    open var downloadState: SKDownloadState { state }
    /// The content's size in bytes: unknown (0).
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "Hosted content is no longer supported.")
    open var expectedContentLength: Int64 { 0 }
    /// The content's identifier in App Store Connect.
    @available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported.")
    open var contentIdentifier: String { identifier }
    /// Where the downloaded content is, once finished: nil.
    @available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported.")
    open var contentURL: URL? { nil }
    /// The content's version: empty.
    @available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported.")
    open var contentVersion: String { "" }
    /// Why the download failed: nil.
    @available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported.")
    open var error: (any Error)? { nil }
    /// How much is downloaded, from 0 to 1: 0.
    @available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported.")
    open var progress: Float { 0 }
    /// The seconds left: `SKDownloadTimeRemainingUnknown`.
    @available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported.")
    open var timeRemaining: TimeInterval { SKDownloadTimeRemainingUnknown }
    /// The transaction the content was bought in.
    @available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported.")
    open var transaction: SKPaymentTransaction { owner }
}
