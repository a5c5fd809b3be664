import Foundation

/// Whether the app may read the person's Focus status, with Apple's raw values.
public enum INFocusStatusAuthorizationStatus: Int, Sendable {
    /// The person has not been asked.
    case notDetermined = 0
    /// The app may not ask.
    case restricted = 1
    /// The person said no.
    case denied = 2
    /// The person allowed it.
    case authorized = 3
}

/// Whether a Focus is on.
public final class INFocusStatus: NSObject, Sendable {
    /// Whether a Focus is on: nil when the app may not know.
    public let isFocused: Bool?

    /// A status of `isFocused`.
    public init(isFocused: Bool?) {
        self.isFocused = isFocused
        super.init()
    }
}

/// The person's Focus status (iOS 15). No one is asked in a render: the status is unknown
/// (`isFocused` nil) and authorization stays `.notDetermined`.
public final class INFocusStatusCenter: NSObject, Sendable {
    private static let shared = INFocusStatusCenter()

    /// The app's Focus status centre.
    public class var `default`: INFocusStatusCenter { shared }
    /// The current Focus status: unknown (`isFocused` nil) without authorization.
    public var focusStatus: INFocusStatus { INFocusStatus(isFocused: nil) }
    /// Whether the app may read the status: `.notDetermined`.
    public var authorizationStatus: INFocusStatusAuthorizationStatus { .notDetermined }

    /// Asks to read the Focus status: `completionHandler` gets `.notDetermined`, as no one answers.
    public func requestAuthorization(completionHandler: ((INFocusStatusAuthorizationStatus) -> Void)? = nil) {
        completionHandler?(.notDetermined)
    }

    /// Asks to read the Focus status: `.notDetermined`, as no one answers.
    public func requestAuthorization() async -> INFocusStatusAuthorizationStatus { .notDetermined }
}
