import Foundation

/// The domain of authorization errors.
public let ASAuthorizationErrorDomain = "com.apple.AuthenticationServices.AuthorizationError"

/// An authorization failure, with one of `ASAuthorizationError.Code`'s codes.
public struct ASAuthorizationError: CustomNSError, Hashable, Sendable {
    /// The codes authorization errors have.
    public enum Code: Int, Sendable {
        /// The attempt failed for an unknown reason.
        case unknown = 1000
        /// The person canceled the attempt.
        case canceled = 1001
        /// The request received an invalid response.
        case invalidResponse = 1002
        /// The request wasn't handled.
        case notHandled = 1003
        /// The attempt failed.
        case failed = 1004
        /// The request isn't interactive.
        case notInteractive = 1005
        /// A passkey registration matched an excluded credential.
        case matchedExcludedCredential = 1006
        /// A credential import failed.
        case credentialImport = 1007
        /// A credential export failed.
        case credentialExport = 1008
        /// The person prefers to sign in with Apple.
        case preferSignInWithApple = 1009
        /// The device isn't set up to create passkeys.
        case deviceNotConfiguredForPasskeyCreation = 1010
    }

    /// The error's code.
    public let code: Code
    private let localizedDescriptionText: String?

    /// An error of `code`; of `userInfo`, its `NSLocalizedDescriptionKey` string is kept.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        localizedDescriptionText = userInfo[NSLocalizedDescriptionKey] as? String
    }

    /// More about the error: its localized description when one was given.
    public var errorUserInfo: [String: Any] {
        localizedDescriptionText.map { [NSLocalizedDescriptionKey: $0] } ?? [:]
    }

    /// The domain of authorization errors.
    public static var errorDomain: String { ASAuthorizationErrorDomain }
    /// The code as a number (`1000`...).
    public var errorCode: Int { code.rawValue }

    /// Two errors are equal when their codes are.
    public static func == (lhs: ASAuthorizationError, rhs: ASAuthorizationError) -> Bool { lhs.code == rhs.code }
    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// The attempt failed for an unknown reason.
    public static var unknown: Code { .unknown }
    /// The person canceled the attempt.
    public static var canceled: Code { .canceled }
    /// The request received an invalid response.
    public static var invalidResponse: Code { .invalidResponse }
    /// The request wasn't handled.
    public static var notHandled: Code { .notHandled }
    /// The attempt failed.
    public static var failed: Code { .failed }
    /// The request isn't interactive.
    public static var notInteractive: Code { .notInteractive }
    /// A passkey registration matched an excluded credential.
    public static var matchedExcludedCredential: Code { .matchedExcludedCredential }
    /// A credential import failed.
    public static var credentialImport: Code { .credentialImport }
    /// A credential export failed.
    public static var credentialExport: Code { .credentialExport }
    /// The person prefers to sign in with Apple.
    public static var preferSignInWithApple: Code { .preferSignInWithApple }
    /// The device isn't set up to create passkeys.
    public static var deviceNotConfiguredForPasskeyCreation: Code { .deviceNotConfiguredForPasskeyCreation }
}

extension ASAuthorizationError.Code {
    /// Whether `error` is an `ASAuthorizationError` of this code, so `catch ASAuthorizationError.canceled` matches.
    public static func ~= (match: ASAuthorizationError.Code, error: any Error) -> Bool {
        (error as? ASAuthorizationError)?.code == match
    }
}
