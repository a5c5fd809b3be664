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
    let keyBytes = key.map { Data(bytes: $0, count: keyLength) } ?? Data()
    let dataBytes = data.map { Data(bytes: $0, count: dataLength) } ?? Data()
    let symmetricKey = SymmetricKey(data: keyBytes)
    func write<H: HashFunction>(_ hash: H.Type) {
        let mac = HMAC<H>.authenticationCode(for: dataBytes, using: symmetricKey)
        mac.withUnsafeBytes { out in
            if let base = out.baseAddress { macOut.copyMemory(from: base, byteCount: out.count) }
        }
    }
    switch algorithm {
    case kCCHmacAlgSHA1: write(Insecure.SHA1.self)
    case kCCHmacAlgMD5: write(Insecure.MD5.self)
    case kCCHmacAlgSHA256: write(SHA256.self)
    case kCCHmacAlgSHA384: write(SHA384.self)
    case kCCHmacAlgSHA512: write(SHA512.self)
    default: break
    }
}
