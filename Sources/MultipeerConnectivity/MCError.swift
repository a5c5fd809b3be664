import Foundation

/// Multipeer Connectivity's error domain, `"MCErrorDomain"`.
@available(iOS, introduced: 7.0, deprecated: 27.0, message: "Use Network Framework instead")
public let MCErrorDomain = "MCErrorDomain"

/// A Multipeer Connectivity error, by code: what a render's sends and transfers report
/// (`.notConnected`, as no peer is ever connected).
@available(iOS, introduced: 7.0, deprecated: 27.0, message: "Use Network Framework instead")
public struct MCError: CustomNSError, Hashable, Sendable {
    /// The error codes, with Multipeer Connectivity's numbers.
    public enum Code: Int, Sendable {
        /// An unknown error.
        case unknown = 0
        /// The app sent data to a peer that is not connected: what a render's sends report.
        case notConnected = 1
        /// A parameter was invalid.
        case invalidParameter = 2
        /// The operation is not supported (a resource URL of an unsupported scheme...).
        case unsupported = 3
        /// A connection attempt timed out.
        case timedOut = 4
        /// The operation was cancelled.
        case cancelled = 5
        /// Multipeer Connectivity is unavailable: what a render's connection data requests report.
        case unavailable = 6
    }

    /// What went wrong.
    public let code: Code
    /// The error's user-info strings (a description, a failure reason...).
    private let strings: [String: String]

    /// An error with a code and user info (its string values are kept).
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        strings = userInfo.compactMapValues { $0 as? String }
    }

    /// The error an `NSError` of `MCErrorDomain` stands for (an unknown code becomes `.unknown`).
    public init(_nsError: NSError) {
        self.init(Code(rawValue: _nsError.code) ?? .unknown, userInfo: _nsError.userInfo)
    }

    /// `MCErrorDomain`.
    public static var errorDomain: String { MCErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// The user info the error was made with (its string values).
    public var errorUserInfo: [String: Any] { strings }
    /// The user info the error was made with (its string values).
    public var userInfo: [String: Any] { strings }

    /// `Code.unknown`.
    public static var unknown: Code { .unknown }
    /// `Code.notConnected`.
    public static var notConnected: Code { .notConnected }
    /// `Code.invalidParameter`.
    public static var invalidParameter: Code { .invalidParameter }
    /// `Code.unsupported`.
    public static var unsupported: Code { .unsupported }
    /// `Code.timedOut`.
    public static var timedOut: Code { .timedOut }
    /// `Code.cancelled`.
    public static var cancelled: Code { .cancelled }
    /// `Code.unavailable`.
    public static var unavailable: Code { .unavailable }
}

extension MCError.Code {
    /// Whether `error` is an `MCError` of this code, so `catch MCError.notConnected` matches.
    public static func ~= (match: MCError.Code, error: any Error) -> Bool { (error as? MCError)?.code == match }
}
