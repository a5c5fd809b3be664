import BackplateCore
import Foundation

/// A value the App Store signed, with the outcome of checking its signature. A render has no
/// App Store, so only code makes one; its signature data are empty.
public enum VerificationResult<SignedType: Sendable>: Sendable {
    /// The signature is valid.
    case verified(SignedType)
    /// The signature is not valid, with the reason.
    case unverified(SignedType, VerificationError)

    /// Why a value is unverified.
    public enum VerificationError: Error, LocalizedError, Equatable, Hashable, Sendable {
        /// A certificate in the chain was revoked.
        case revokedCertificate
        /// The certificate chain is not valid.
        case invalidCertificateChain
        /// The value was signed for another device.
        case invalidDeviceVerification
        /// The value is not encoded correctly.
        case invalidEncoding
        /// The signature is invalid.
        case invalidSignature
        /// Required properties are missing.
        case missingRequiredProperties

        /// What went wrong, in English.
        public var errorDescription: String? {
            switch self {
            case .revokedCertificate: "A certificate was revoked."
            case .invalidCertificateChain: "The certificate chain is not valid."
            case .invalidDeviceVerification: "The device verification is not valid."
            case .invalidEncoding: "The encoding is not valid."
            case .invalidSignature: "The signature is not valid."
            case .missingRequiredProperties: "Required properties are missing."
            }
        }
        /// Why it went wrong (none given).
        public var failureReason: String? { nil }
        /// What to do (none given).
        public var recoverySuggestion: String? { nil }
    }

    /// The value whatever its verification.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .verified(let value), .unverified(let value, _): value
        }
    }

    /// The verified value; throws the verification error when the signature is not valid.
    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let value): return value
            case .unverified(_, let error): throw error
            }
        }
    }

    /// The JSON Web Signature the value came in: empty, a render's values are not signed.
    public var jwsRepresentation: String { "" }
    /// The signature's header: empty in a render.
    public var headerData: Data { Data() }
    /// The signed payload: empty in a render.
    public var payloadData: Data { Data() }
    /// The signature: empty in a render.
    public var signatureData: Data { Data() }
    /// The data the signature covers: empty in a render.
    public var signedData: Data { Data() }

    private var signed: (any SignedPayload)? { unsafePayloadValue as? any SignedPayload }
    /// When the value was signed (its own `signedDate`, else 1 January 1970).
    public var signedDate: Date { signed?.signedDate ?? Date(timeIntervalSince1970: 0) }
    /// The device verification data of the value (empty when it has none).
    public var deviceVerification: Data { signed?.deviceVerification ?? Data() }
    /// The nonce of the device verification (the nil UUID when it has none).
    public var deviceVerificationNonce: UUID { signed?.deviceVerificationNonce ?? UUID.zero }
}

extension VerificationResult: Equatable where SignedType: Equatable {}
extension VerificationResult: Hashable where SignedType: Hashable {}

/// A value the App Store signs: a transaction, renewal info or app transaction.
protocol SignedPayload {
    var signedDate: Date { get }
    var deviceVerification: Data { get }
    var deviceVerificationNonce: UUID { get }
}

extension UUID {
    /// The all-zero UUID.
    static let zero = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
}

extension Transaction: SignedPayload {}
