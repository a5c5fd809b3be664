// `import CommonCrypto` on Linux: a target reaches this module with `-module-alias
// CommonCrypto=BackplateCommonCrypto` (docs/drop-in.md); a module named CommonCrypto would turn
// on swift-crypto's own `canImport(CommonCrypto)` code. The digests are swift-crypto's.
import Crypto
import Foundation

/// CommonCrypto's length type for the data a digest function reads.
public typealias CC_LONG = UInt32

/// The length in bytes of an MD5 digest.
public let CC_MD5_DIGEST_LENGTH: Int32 = 16
/// The length in bytes of a SHA-1 digest.
public let CC_SHA1_DIGEST_LENGTH: Int32 = 20
/// The length in bytes of a SHA-256 digest.
public let CC_SHA256_DIGEST_LENGTH: Int32 = 32
/// The length in bytes of a SHA-384 digest.
public let CC_SHA384_DIGEST_LENGTH: Int32 = 48
/// The length in bytes of a SHA-512 digest.
public let CC_SHA512_DIGEST_LENGTH: Int32 = 64

/// The `count` bytes at `pointer` as a buffer (empty for a null pointer), as the C calls read them.
func bytes(_ pointer: UnsafeRawPointer?, count: Int) -> UnsafeRawBufferPointer {
    pointer.map { UnsafeRawBufferPointer(start: $0, count: count) } ?? UnsafeRawBufferPointer(start: nil, count: 0)
}

/// Copies a digest or authentication code into the caller's buffer at `out`.
func write(_ result: some ContiguousBytes, to out: UnsafeMutableRawPointer) {
    result.withUnsafeBytes { source in
        if let base = source.baseAddress { out.copyMemory(from: base, byteCount: source.count) }
    }
}

/// Writes the digest of `len` bytes at `data` to `md`, which holds the digest's length, and
/// returns `md`.
private func digest<H: HashFunction>(_ hash: H.Type, _ data: UnsafeRawPointer?, _ len: CC_LONG,
                                     _ md: UnsafeMutablePointer<UInt8>?) -> UnsafeMutablePointer<UInt8>? {
    guard let md else { return nil }
    write(H.hash(data: bytes(data, count: Int(len))), to: md)
    return md
}

/// Computes the MD5 digest of `len` bytes at `data` into `md` (16 bytes) and returns `md`.
/// Deprecated on iOS 13 for its weakness, as here; still what checksums and Gravatar URLs use.
@discardableResult
public func CC_MD5(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    digest(Insecure.MD5.self, data, len, md)
}

/// Computes the SHA-1 digest of `len` bytes at `data` into `md` (20 bytes) and returns `md`.
@discardableResult
public func CC_SHA1(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    digest(Insecure.SHA1.self, data, len, md)
}

/// Computes the SHA-256 digest of `len` bytes at `data` into `md` (32 bytes) and returns `md`.
@discardableResult
public func CC_SHA256(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    digest(SHA256.self, data, len, md)
}

/// Computes the SHA-384 digest of `len` bytes at `data` into `md` (48 bytes) and returns `md`.
@discardableResult
public func CC_SHA384(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    digest(SHA384.self, data, len, md)
}

/// Computes the SHA-512 digest of `len` bytes at `data` into `md` (64 bytes) and returns `md`.
@discardableResult
public func CC_SHA512(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    digest(SHA512.self, data, len, md)
}
