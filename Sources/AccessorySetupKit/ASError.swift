import Foundation

/// AccessorySetupKit's error domain. Apple does not document its string; `"ASErrorDomain"` here,
/// so compare with `ASErrorDomain` or `ASError.errorDomain`, never a literal.
public let ASErrorDomain = "ASErrorDomain"

/// An error of an accessory session, by code. A render's picker requests fail with
/// `.pickerRestricted`, accessory requests with `.invalidRequest`, and any request after
/// `invalidate()` with `.invalidated`; apps match them with `catch ASError.pickerRestricted`.
public struct ASError: CustomNSError, Hashable, Sendable {
    /// AccessorySetupKit's error codes.
    public enum Code: Int, Sendable {
        /// The operation succeeded.
        case success = 0
        /// A failure with an unknown cause.
        case unknown = 1
        /// The session could not be activated.
        case activationFailed = 100
        /// The session could not connect.
        case connectionFailed = 150
        /// Discovering accessories timed out.
        case discoveryTimeout = 200
        /// The app extension could not be found.
        case extensionNotFound = 300
        /// The session was invalidated before the operation completed: what every request made
        /// after `invalidate()` answers in a render.
        case invalidated = 400
        /// The session received an invalid request: what a render answers a request about an
        /// accessory, as its session holds none.
        case invalidRequest = 450
        /// The picker was asked to show while already showing.
        case pickerAlreadyActive = 500
        /// The picker cannot show because the app is in the background: what a render's picker
        /// requests answer, as no app is ever in the foreground on its screen.
        case pickerRestricted = 550
        /// The person cancelled the operation.
        case userCancelled = 700
        /// The person restricted access.
        case userRestricted = 750
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

    /// The error an `NSError` of `ASErrorDomain` stands for (an unknown code becomes `.unknown`).
    public init(_nsError: NSError) {
        self.init(Code(rawValue: _nsError.code) ?? .unknown, userInfo: _nsError.userInfo)
    }

    /// `ASErrorDomain`.
    public static var errorDomain: String { ASErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// The user info the error was made with (its string values).
    public var errorUserInfo: [String: Any] { strings }

    /// `Code.success`.
    public static var success: Code { .success }
    /// `Code.unknown`.
    public static var unknown: Code { .unknown }
    /// `Code.activationFailed`.
    public static var activationFailed: Code { .activationFailed }
    /// `Code.connectionFailed`.
    public static var connectionFailed: Code { .connectionFailed }
    /// `Code.discoveryTimeout`.
    public static var discoveryTimeout: Code { .discoveryTimeout }
    /// `Code.extensionNotFound`.
    public static var extensionNotFound: Code { .extensionNotFound }
    /// `Code.invalidated`.
    public static var invalidated: Code { .invalidated }
    /// `Code.invalidRequest`.
    public static var invalidRequest: Code { .invalidRequest }
    /// `Code.pickerAlreadyActive`.
    public static var pickerAlreadyActive: Code { .pickerAlreadyActive }
    /// `Code.pickerRestricted`.
    public static var pickerRestricted: Code { .pickerRestricted }
    /// `Code.userCancelled`.
    public static var userCancelled: Code { .userCancelled }
    /// `Code.userRestricted`.
    public static var userRestricted: Code { .userRestricted }
}

extension ASError.Code {
    /// Whether `error` is an `ASError` of this code, so `catch ASError.pickerRestricted` matches.
    public static func ~= (match: ASError.Code, error: any Error) -> Bool { (error as? ASError)?.code == match }
}
