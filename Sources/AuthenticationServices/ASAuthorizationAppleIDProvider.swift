import Foundation

/// Creates Sign in with Apple requests and reports a user's credential state.
///
/// Answers as the iOS Simulator with no Apple Account signed in, the snapshot tests' device:
/// no user has a credential, so every state reads `.notFound`.
open class ASAuthorizationAppleIDProvider: NSObject, ASAuthorizationProvider {
    /// A provider.
    public override init() { super.init() }

    /// A new Sign in with Apple request made by this provider.
    open func createRequest() -> ASAuthorizationAppleIDRequest {
        ASAuthorizationAppleIDRequest(provider: self)
    }

    /// Reports `userID`'s state: `.notFound` with no error (no Apple Account is signed in),
    /// called at once on the calling thread.
    open func getCredentialState(forUserID userID: String,
                                 completion: @escaping @Sendable (ASAuthorizationAppleIDProvider.CredentialState, (any Error)?) -> Void) {
        completion(.notFound, nil)
    }

    /// `userID`'s state: `.notFound` (no Apple Account is signed in).
    open func credentialState(forUserID userID: String) async throws -> ASAuthorizationAppleIDProvider.CredentialState {
        .notFound
    }

    /// Posted when a person stops using Sign in with Apple with the app (never, on Linux).
    public static let credentialRevokedNotification = NSNotification.Name("ASAuthorizationAppleIDProviderCredentialRevokedNotification")

    /// A user's Sign in with Apple state.
    public enum CredentialState: Int, Sendable {
        /// The user's authorization was revoked; sign them out.
        case revoked = 0
        /// The user is authorized.
        case authorized = 1
        /// The user has no Sign in with Apple relationship with the app.
        case notFound = 2
        /// The user was transferred to another team's app.
        case transferred = 3
    }
}

/// A Sign in with Apple request: the scopes, nonce and state of `ASAuthorizationOpenIDRequest`,
/// and the user an existing credential belongs to.
open class ASAuthorizationAppleIDRequest: ASAuthorizationOpenIDRequest {
    /// The user identifier of an existing credential, to check it (`nil`: none).
    open var user: String?
}

/// Whether a person signing in appears to be a real person.
public enum ASUserDetectionStatus: Int, Sendable {
    /// The system cannot tell (not supported on this platform).
    case unsupported = 0
    /// The system does not know.
    case unknown = 1
    /// The person is very likely real.
    case likelyReal = 2
}

/// The credential a successful Sign in with Apple produces: the stable user identifier, the
/// tokens the app's server checks, and the name and email on first sign-in.
///
/// On Linux no request succeeds; tests and previews build one with the initializer.
open class ASAuthorizationAppleIDCredential: NSObject, ASAuthorizationCredential {
    /// The stable identifier of the user for the app's team.
    open private(set) var user: String
    /// The request's `state`, echoed back.
    open private(set) var state: String?
    /// The scopes the person agreed to share.
    open private(set) var authorizedScopes: [ASAuthorization.Scope]
    /// A short-lived code the app's server exchanges for tokens.
    open private(set) var authorizationCode: Data?
    /// A JSON Web Token that tells the app's server who signed in.
    open private(set) var identityToken: Data?
    /// The email the person shared (first sign-in only).
    open private(set) var email: String?
    /// The name the person shared (first sign-in only).
    open private(set) var fullName: PersonNameComponents?
    /// Whether the person appears to be real.
    open private(set) var realUserStatus: ASUserDetectionStatus

    /// A credential with the given values (Backplate's, for tests and previews).
    public init(user: String, state: String? = nil, authorizedScopes: [ASAuthorization.Scope] = [],
                authorizationCode: Data? = nil, identityToken: Data? = nil, email: String? = nil,
                fullName: PersonNameComponents? = nil, realUserStatus: ASUserDetectionStatus = .unsupported) {
        self.user = user
        self.state = state
        self.authorizedScopes = authorizedScopes
        self.authorizationCode = authorizationCode
        self.identityToken = identityToken
        self.email = email
        self.fullName = fullName
        self.realUserStatus = realUserStatus
        super.init()
    }
}

/// Creates requests for the passwords saved in iCloud Keychain.
open class ASAuthorizationPasswordProvider: NSObject, ASAuthorizationProvider {
    /// A provider.
    public override init() { super.init() }

    /// A new password request made by this provider.
    open func createRequest() -> ASAuthorizationPasswordRequest {
        ASAuthorizationPasswordRequest(provider: self)
    }
}

/// A request for a saved password.
open class ASAuthorizationPasswordRequest: ASAuthorizationRequest {}

/// A user name and password from iCloud Keychain.
open class ASPasswordCredential: NSObject, ASAuthorizationCredential {
    /// The user name.
    open private(set) var user: String
    /// The password.
    open private(set) var password: String

    /// A credential of `user` and `password`.
    public init(user: String, password: String) {
        self.user = user
        self.password = password
        super.init()
    }
}
