import Foundation

/// An error requesting the tokens Apple Music API needs. In a render every catalog, library and
/// data request throws `.permissionDenied`: no one can consent to the app's access (see
/// `MusicAuthorization.request()`), and there is neither an Apple Account nor a network.
public enum MusicTokenRequestError: Error, Equatable, Hashable, Sendable, LocalizedError, CustomStringConvertible {
    /// The developer token for the app could not be fetched.
    case developerTokenRequestFailed
    /// The person has not consented to the app's access to their Apple Music data: what every
    /// request throws in a render.
    case permissionDenied
    /// The person must acknowledge the latest privacy policy.
    case privacyAcknowledgementRequired
    /// The person is not signed in with an Apple Music account.
    case userNotSignedIn
    /// The person's user token could not be fetched.
    case userTokenRequestFailed
    /// The person revoked the app's access to their Apple Music data.
    case userTokenRevoked
    /// An unknown error.
    case unknown

    /// A message saying what went wrong.
    public var errorDescription: String? {
        switch self {
        case .developerTokenRequestFailed: "The developer token for Apple Music could not be fetched."
        case .permissionDenied: "The app isn't allowed to access Apple Music."
        case .privacyAcknowledgementRequired: "The Apple Music privacy policy needs to be acknowledged."
        case .userNotSignedIn: "No Apple Music account is signed in."
        case .userTokenRequestFailed: "The Apple Music user token could not be fetched."
        case .userTokenRevoked: "Access to Apple Music was revoked."
        case .unknown: "An unknown Apple Music error occurred."
        }
    }

    /// How to recover, where the person can.
    public var recoverySuggestion: String? {
        switch self {
        case .permissionDenied, .userTokenRevoked: "Allow access to Apple Music in Settings."
        case .userNotSignedIn: "Sign in to Apple Music in Settings."
        case .privacyAcknowledgementRequired: "Open the Music app to review the privacy policy."
        default: nil
        }
    }

    /// The case's name ("permissionDenied").
    public var description: String {
        switch self {
        case .developerTokenRequestFailed: "developerTokenRequestFailed"
        case .permissionDenied: "permissionDenied"
        case .privacyAcknowledgementRequired: "privacyAcknowledgementRequired"
        case .userNotSignedIn: "userNotSignedIn"
        case .userTokenRequestFailed: "userTokenRequestFailed"
        case .userTokenRevoked: "userTokenRevoked"
        case .unknown: "unknown"
        }
    }
}
