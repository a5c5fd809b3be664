import Foundation

/// No error.
public let errSecSuccess: OSStatus = 0
/// No error: the result code every Apple C API returns on success (MacTypes' `noErr`, which
/// Foundation brings on iOS).
public let noErr: OSStatus = 0
/// A function or operation is not implemented.
public let errSecUnimplemented: OSStatus = -4
/// A parameter is missing or invalid.
public let errSecParam: OSStatus = -50
/// Memory could not be allocated.
public let errSecAllocate: OSStatus = -108
/// The user name or passphrase was not correct.
public let errSecAuthFailed: OSStatus = -25293
/// The item already exists in the keychain.
public let errSecDuplicateItem: OSStatus = -25299
/// No item matched the search.
public let errSecItemNotFound: OSStatus = -25300
/// Interaction (a passcode prompt) is not allowed.
public let errSecInteractionNotAllowed: OSStatus = -25308
/// Data could not be decoded.
public let errSecDecode: OSStatus = -26275
/// The app lacks the keychain entitlement the item needs.
public let errSecMissingEntitlement: OSStatus = -34018
/// The certificate chain is not trusted.
public let errSecNotTrusted: OSStatus = -67843
/// The user canceled the operation.
public let errSecUserCanceled: OSStatus = -128
/// An internal component failed.
public let errSecInternalComponent: OSStatus = -2070
/// An internal error occurred.
public let errSecInternalError: OSStatus = -67671
/// A cryptographic verification failed (a signature that does not match).
public let errSecVerifyFailed: OSStatus = -67808

/// The English message iOS gives for a keychain status, as `CFString`.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    switch status {
    case errSecSuccess: "No error."
    case errSecUnimplemented: "Function or operation not implemented."
    case errSecParam: "One or more parameters passed to a function were not valid."
    case errSecAllocate: "Failed to allocate memory."
    case errSecAuthFailed: "The user name or passphrase you entered is not correct."
    case errSecDuplicateItem: "The specified item already exists in the keychain."
    case errSecItemNotFound: "The specified item could not be found in the keychain."
    case errSecInteractionNotAllowed: "User interaction is not allowed."
    case errSecDecode: "Unable to decode the provided data."
    case errSecMissingEntitlement: "A required entitlement isn't present."
    case errSecNotTrusted: "The trust policy was not trusted."
    case errSecUserCanceled: "User canceled the operation."
    case errSecInternalComponent: "An internal component failed."
    case errSecInternalError: "An internal error has occurred."
    case errSecVerifyFailed: "A cryptographic verification failure has occurred."
    default: "OSStatus \(status)"
    }
}

/// The random-number generator `SecRandomCopyBytes` draws from.
public final class SecRandom: Sendable {}
/// A reference to a random-number generator.
public typealias SecRandomRef = SecRandom
/// The default generator (`nil`, as on iOS).
public let kSecRandomDefault: SecRandomRef? = nil

/// Fills `bytes` with `count` cryptographically secure random bytes; `errSecSuccess`.
@discardableResult
public func SecRandomCopyBytes(_ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer) -> Int32 {
    var generator = SystemRandomNumberGenerator()
    for offset in 0..<max(count, 0) {
        bytes.storeBytes(of: UInt8.random(in: .min ... .max, using: &generator), toByteOffset: offset, as: UInt8.self)
    }
    return errSecSuccess
}
