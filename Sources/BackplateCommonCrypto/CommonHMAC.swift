import Crypto
import Foundation

/// The hash function `CCHmac` keys: one of the `kCCHmacAlg` constants.
public typealias CCHmacAlgorithm = UInt32

/// HMAC with SHA-1.
public let kCCHmacAlgSHA1: CCHmacAlgorithm = 0
/// HMAC with MD5.
public let kCCHmacAlgMD5: CCHmacAlgorithm = 1
/// HMAC with SHA-256.
public let kCCHmacAlgSHA256: CCHmacAlgorithm = 2
/// HMAC with SHA-384.
public let kCCHmacAlgSHA384: CCHmacAlgorithm = 3
/// HMAC with SHA-512.
public let kCCHmacAlgSHA512: CCHmacAlgorithm = 4

/// Writes the HMAC of `dataLength` bytes at `data`, keyed with `keyLength` bytes at `key`, to
/// `macOut`, which holds the algorithm's digest length. An unknown algorithm writes nothing.
public func CCHmac(_ algorithm: CCHmacAlgorithm, _ key: UnsafeRawPointer!, _ keyLength: Int,
                   _ data: UnsafeRawPointer!, _ dataLength: Int, _ macOut: UnsafeMutableRawPointer!) {
    guard let macOut else { return }
    let message = bytes(data, count: dataLength)
    let symmetricKey = SymmetricKey(data: bytes(key, count: keyLength))
    func authenticate<H: HashFunction>(_ hash: H.Type) {
        write(HMAC<H>.authenticationCode(for: message, using: symmetricKey), to: macOut)
    }
    switch algorithm {
    case kCCHmacAlgSHA1: authenticate(Insecure.SHA1.self)
    case kCCHmacAlgMD5: authenticate(Insecure.MD5.self)
    case kCCHmacAlgSHA256: authenticate(SHA256.self)
    case kCCHmacAlgSHA384: authenticate(SHA384.self)
    case kCCHmacAlgSHA512: authenticate(SHA512.self)
    default: break
    }
}
