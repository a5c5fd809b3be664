// The module a file's `import AuthenticationServices` finds on Linux: Sign in with Apple as the
// iOS Simulator with no Apple Account signed in answers it, and SwiftUI's button drawn as iOS draws it.
@_exported import Foundation
import BackplateUIKit

/// The window an authorization interface would be presented over (a `UIWindow`, as on iOS).
public typealias ASPresentationAnchor = UIWindow

/// Something that creates authorization requests (Sign in with Apple, passwords).
public protocol ASAuthorizationProvider: NSObjectProtocol {}

/// A credential an authorization produced.
public protocol ASAuthorizationCredential: NSObjectProtocol {}

/// The outcome of a successful authorization: the credential and the provider that made it.
///
/// Never created by a request on Linux (the simulator with no Apple Account fails every
/// request); tests and previews make one with `init(provider:credential:)`.
open class ASAuthorization: NSObject {
    /// The provider whose request succeeded.
    open private(set) var provider: any ASAuthorizationProvider
    /// The credential the authorization produced.
    open private(set) var credential: any ASAuthorizationCredential

    /// An authorization of `credential` by `provider` (Backplate's; iOS makes these itself).
    public init(provider: any ASAuthorizationProvider, credential: any ASAuthorizationCredential) {
        self.provider = provider
        self.credential = credential
        super.init()
    }

    /// Contact information an app may ask for with a request.
    public struct Scope: Hashable, RawRepresentable, Sendable {
        /// The scope's identifier.
        public let rawValue: String
        /// A scope with the given identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The person's full name.
        public static let fullName = Scope(rawValue: "full_name")
        /// The person's email address.
        public static let email = Scope(rawValue: "email")
    }

    /// What an OpenID request asks the provider to do.
    public struct OpenIDOperation: Hashable, RawRepresentable, Sendable {
        /// The operation's identifier.
        public let rawValue: String
        /// An operation with the given identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Whatever the provider decides (signs in, or creates an account).
        public static let operationImplicit = OpenIDOperation(rawValue: "")
        /// Signs in.
        public static let operationLogin = OpenIDOperation(rawValue: "login")
        /// Refreshes the credential.
        public static let operationRefresh = OpenIDOperation(rawValue: "refresh")
        /// Signs out.
        public static let operationLogout = OpenIDOperation(rawValue: "logout")
    }
}

/// A request an authorization controller performs.
open class ASAuthorizationRequest: NSObject {
    /// The provider that created the request.
    open private(set) var provider: any ASAuthorizationProvider

    init(provider: any ASAuthorizationProvider) {
        self.provider = provider
        super.init()
    }
}

/// An OpenID authorization request: the scopes asked for, and the values echoed back.
open class ASAuthorizationOpenIDRequest: ASAuthorizationRequest {
    /// The contact information asked for (`nil`: none).
    open var requestedScopes: [ASAuthorization.Scope]?
    /// A value the credential returns unchanged, to match it to the request.
    open var state: String?
    /// A value the identity token embeds, to guard against replay.
    open var nonce: String?
    /// What the request asks the provider to do (`.operationImplicit`).
    open var requestedOperation: ASAuthorization.OpenIDOperation = .operationImplicit
}
