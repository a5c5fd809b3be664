import Foundation

/// App Tracking Transparency: whether the person lets the app track them across other
/// companies' apps. A render shows no prompt and its app is never active, so the status stays
/// `.notDetermined` and a request answers `.notDetermined` at once, as iOS answers a request
/// made while the app is not active.
open class ATTrackingManager: NSObject {
    /// The person's answer to the tracking prompt (App Tracking Transparency's raw values).
    public enum AuthorizationStatus: UInt, Sendable {
        /// Not asked yet.
        case notDetermined = 0
        /// Tracking is restricted (by a profile or parental controls).
        case restricted = 1
        /// The person said no.
        case denied = 2
        /// The person allowed tracking.
        case authorized = 3
    }

    /// The app's status: `.notDetermined`.
    open class var trackingAuthorizationStatus: AuthorizationStatus { .notDetermined }

    /// Asks to track: no prompt shows, and `completion` is called at once with `.notDetermined`.
    open class func requestTrackingAuthorization(completionHandler completion: @escaping @Sendable (AuthorizationStatus) -> Void) {
        completion(.notDetermined)
    }

    /// Asks to track: no prompt shows; answers `.notDetermined`.
    open class func requestTrackingAuthorization() async -> AuthorizationStatus { .notDetermined }
}
