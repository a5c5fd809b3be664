import Foundation

/// The domain of Wallet pass errors.
public let PKPassKitErrorDomain = "PKPassKitErrorDomain"
/// The domain of payment errors.
public let PKPaymentErrorDomain = "PKPaymentErrorDomain"

/// A Wallet pass error, with one of `PKPassKitError.Code`'s codes: what `PKPass(data:)` throws.
public struct PKPassKitError: CustomNSError, Hashable, Sendable {
    /// The codes pass errors have.
    public enum Code: Int, Sendable {
        /// An unknown error.
        case unknownError = -1
        /// The pass data is invalid (what every `PKPass(data:)` throws in a render).
        case invalidDataError = 1
        /// The pass's format version isn't supported.
        case unsupportedVersionError = 2
        /// The pass's signature is invalid.
        case invalidSignature = 3
        /// The app isn't entitled to the pass.
        case notEntitledError = 4
    }

    /// The error's code.
    public let code: Code
    private let strings: [String: String]

    /// An error of `code`; of `userInfo`, its string values are kept.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        strings = userInfo.compactMapValues { $0 as? String }
    }

    /// The error's user info (its string values).
    public var errorUserInfo: [String: Any] { strings }
    /// The error's user info (its string values).
    public var userInfo: [String: Any] { strings }
    /// The domain of pass errors.
    public static var errorDomain: String { PKPassKitErrorDomain }
    /// The code as a number (`1`...).
    public var errorCode: Int { code.rawValue }

    /// Two errors are equal when their codes are.
    public static func == (lhs: PKPassKitError, rhs: PKPassKitError) -> Bool { lhs.code == rhs.code }
    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// An unknown error.
    public static var unknownError: Code { .unknownError }
    /// The pass data is invalid.
    public static var invalidDataError: Code { .invalidDataError }
    /// The pass's format version isn't supported.
    public static var unsupportedVersionError: Code { .unsupportedVersionError }
    /// The pass's signature is invalid.
    public static var invalidSignature: Code { .invalidSignature }
    /// The app isn't entitled to the pass.
    public static var notEntitledError: Code { .notEntitledError }
}

extension PKPassKitError.Code {
    /// Whether `error` is a `PKPassKitError` of this code, so `catch PKPassKitError.invalidDataError` matches.
    public static func ~= (match: PKPassKitError.Code, error: any Error) -> Bool {
        (error as? PKPassKitError)?.code == match
    }
}

/// A key of a payment error's user info.
public struct PKPaymentErrorKey: RawRepresentable, Hashable, Sendable {
    /// The key's string.
    public let rawValue: String
    /// The key of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The contact field (`PKContactField`'s raw value) an error is about.
    public static let contactFieldUserInfoKey = PKPaymentErrorKey(rawValue: "PKPaymentErrorContactField")
    /// The postal address key (`CNPostalAddressStreetKey`...) an error is about.
    public static let postalAddressUserInfoKey = PKPaymentErrorKey(rawValue: "PKPaymentErrorPostalAddress")
}

/// A payment error the app reports to the payment sheet, with one of `PKPaymentError.Code`'s codes.
public struct PKPaymentError: CustomNSError, Hashable, Sendable {
    /// The codes payment errors have.
    public enum Code: Int, Sendable {
        /// An unknown error.
        case unknownError = -1
        /// The shipping contact is invalid.
        case shippingContactInvalidError = 1
        /// The billing contact is invalid.
        case billingContactInvalidError = 2
        /// The shipping address can't be served.
        case shippingAddressUnserviceableError = 3
        /// The coupon code is invalid.
        case couponCodeInvalidError = 4
        /// The coupon code has expired.
        case couponCodeExpiredError = 5
    }

    /// The error's code.
    public let code: Code
    private let strings: [String: String]

    /// An error of `code`; of `userInfo`, its string values are kept.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        strings = userInfo.compactMapValues { value in
            (value as? String) ?? (value as? PKContactField)?.rawValue
        }
    }

    /// The error's user info (its string values).
    public var errorUserInfo: [String: Any] { strings }
    /// The error's user info (its string values).
    public var userInfo: [String: Any] { strings }
    /// The domain of payment errors.
    public static var errorDomain: String { PKPaymentErrorDomain }
    /// The code as a number (`1`...).
    public var errorCode: Int { code.rawValue }

    /// Two errors are equal when their codes are.
    public static func == (lhs: PKPaymentError, rhs: PKPaymentError) -> Bool { lhs.code == rhs.code }
    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// An unknown error.
    public static var unknownError: Code { .unknownError }
    /// The shipping contact is invalid.
    public static var shippingContactInvalidError: Code { .shippingContactInvalidError }
    /// The billing contact is invalid.
    public static var billingContactInvalidError: Code { .billingContactInvalidError }
    /// The shipping address can't be served.
    public static var shippingAddressUnserviceableError: Code { .shippingAddressUnserviceableError }
    /// The coupon code is invalid.
    public static var couponCodeInvalidError: Code { .couponCodeInvalidError }
    /// The coupon code has expired.
    public static var couponCodeExpiredError: Code { .couponCodeExpiredError }
}

extension PKPaymentError.Code {
    /// Whether `error` is a `PKPaymentError` of this code.
    public static func ~= (match: PKPaymentError.Code, error: any Error) -> Bool {
        (error as? PKPaymentError)?.code == match
    }
}

/// A payment error of `code` for a class method of `PKPaymentRequest`, with its keys.
func paymentError(_ code: PKPaymentError.Code, _ description: String?, key: PKPaymentErrorKey? = nil,
                  value: String? = nil) -> any Error {
    var info: [String: Any] = [:]
    if let key, let value { info[key.rawValue] = value }
    if let description { info[NSLocalizedDescriptionKey] = description }
    return PKPaymentError(code, userInfo: info)
}
