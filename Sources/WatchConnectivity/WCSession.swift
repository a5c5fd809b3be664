// The module a file's `import WatchConnectivity` finds on Linux: the iPhone side of a session,
// answering as the iOS Simulator does with no paired Apple Watch.
@_exported import Foundation

/// How far a session's activation has gone.
public enum WCSessionActivationState: Int, Sendable {
    /// Not activated: nothing is exchanged.
    case notActivated = 0
    /// Was active and is being deactivated (another watch was chosen).
    case inactive = 1
    /// Active: the apps may exchange data when a watch is paired.
    case activated = 2
}

/// The iPhone app's end of the link to its Watch app. Supported (an iPhone), but no watch is
/// paired: after `activate()` the state is `.activated` and the delegate is told at once, on the
/// calling thread; `isPaired`, `isWatchAppInstalled` and `isReachable` are false, and sending
/// fails with `WCError.deviceNotPaired`. Nothing is drawn, so nothing warns.
open class WCSession: NSObject {
    /// The object told about activation and incoming data (held weakly, as on iOS).
    open weak var delegate: (any WCSessionDelegate)?
    /// The activation state (`.notActivated` until `activate()`).
    open private(set) var activationState: WCSessionActivationState = .notActivated
    /// The context this app last sent (empty: none was delivered).
    open private(set) var applicationContext: [String: Any] = [:]
    /// The context last received from the Watch app (empty: there is none).
    open var receivedApplicationContext: [String: Any] { [:] }

    override init() { super.init() }

    /// Whether this device can use Watch Connectivity: true, as on an iPhone.
    open class func isSupported() -> Bool { true }

    /// The app's session: one object per thread here, holding the process's answers.
    open class var `default`: WCSession {
        let key = "Backplate.WCSession.default"
        if let session = Thread.current.threadDictionary[key] as? WCSession { return session }
        let session = WCSession()
        Thread.current.threadDictionary[key] = session
        return session
    }

    /// Whether an Apple Watch is paired with this iPhone: no.
    open var isPaired: Bool { false }
    /// Whether the Watch app is installed on the paired watch: no watch, so no.
    open var isWatchAppInstalled: Bool { false }
    /// Whether the app's complication is on the watch face: no.
    open var isComplicationEnabled: Bool { false }
    /// Whether the Watch app can be messaged now: no.
    open var isReachable: Bool { false }
    /// The folder shared with the Watch app: none without a paired watch.
    open var watchDirectoryURL: URL? { nil }

    /// Activates the session: the state becomes `.activated` and the delegate's
    /// `session(_:activationDidCompleteWith:error:)` is called at once.
    open func activate() {
        activationState = .activated
        delegate?.session(self, activationDidCompleteWith: .activated, error: nil)
    }

    /// Sends the latest state to the Watch app: throws `WCError.sessionNotActivated` before
    /// `activate()`, else `WCError.deviceNotPaired` (no watch is paired).
    open func updateApplicationContext(_ applicationContext: [String: Any]) throws {
        guard activationState == .activated else { throw WCError(.sessionNotActivated) }
        throw WCError(.deviceNotPaired)
    }

    /// Sends a message to the running Watch app: `errorHandler` gets `WCError.notReachable` at once.
    open func sendMessage(_ message: [String: Any], replyHandler: (([String: Any]) -> Void)?,
                          errorHandler: ((any Error) -> Void)? = nil) {
        errorHandler?(WCError(.notReachable))
    }
}

/// An error from Watch Connectivity, with its code (`WCErrorDomain`).
public struct WCError: CustomNSError, Hashable, Sendable {
    /// The error codes, with Watch Connectivity's numbers.
    public enum Code: Int, Sendable {
        /// An unknown failure.
        case genericError = 7001
        /// The device cannot use Watch Connectivity.
        case sessionNotSupported = 7002
        /// The session has no delegate.
        case sessionMissingDelegate = 7003
        /// The session was not activated.
        case sessionNotActivated = 7004
        /// No Apple Watch is paired.
        case deviceNotPaired = 7005
        /// The Watch app is not installed.
        case watchAppNotInstalled = 7006
        /// The counterpart app is not reachable.
        case notReachable = 7007
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

    /// The error an `NSError` of the Watch Connectivity domain stands for (another code
    /// becomes `.genericError`).
    public init(_nsError: NSError) {
        self.init(Code(rawValue: _nsError.code) ?? .genericError, userInfo: _nsError.userInfo)
    }

    /// The Watch Connectivity error domain, `WCErrorDomain`.
    public static var errorDomain: String { "WCErrorDomain" }
    /// The code's number (7001...).
    public var errorCode: Int { code.rawValue }
    /// The user info the error was made with (its string values).
    public var errorUserInfo: [String: Any] { strings }
    /// The user info the error was made with (its string values).
    public var userInfo: [String: Any] { strings }

    /// The session was not activated.
    public static let sessionNotActivated = Code.sessionNotActivated
    /// No Apple Watch is paired.
    public static let deviceNotPaired = Code.deviceNotPaired
    /// The counterpart app is not reachable.
    public static let notReachable = Code.notReachable
}
