import Crypto
import CryptoExtras
import Foundation

/// The key derivation `CCKeyDerivationPBKDF` runs: only `kCCPBKDF2`.
public typealias CCPBKDFAlgorithm = UInt32

/// PBKDF2 (RFC 8018), the one algorithm `CCKeyDerivationPBKDF` runs.
public let kCCPBKDF2: Int = 2

/// The HMAC that PBKDF2 iterates: one of the `kCCPRFHmacAlg` constants.
public typealias CCPseudoRandomAlgorithm = UInt32

/// PBKDF2 with HMAC-SHA1.
public let kCCPRFHmacAlgSHA1: Int = 1
/// PBKDF2 with HMAC-SHA224.
public let kCCPRFHmacAlgSHA224: Int = 2
/// PBKDF2 with HMAC-SHA256.
public let kCCPRFHmacAlgSHA256: Int = 3
/// PBKDF2 with HMAC-SHA384.
public let kCCPRFHmacAlgSHA384: Int = 4
/// PBKDF2 with HMAC-SHA512.
public let kCCPRFHmacAlgSHA512: Int = 5

/// Derives `derivedKeyLen` bytes into `derivedKey` from the password and salt with PBKDF2 over
/// `prf` for `rounds` rounds, as CommonCrypto does; returns `kCCSuccess`, or `kCCParamError` for
/// another algorithm, an unknown PRF, no rounds or no output buffer.
@discardableResult
public func CCKeyDerivationPBKDF(_ algorithm: CCPBKDFAlgorithm, _ password: UnsafePointer<CChar>!, _ passwordLen: Int,
                                 _ salt: UnsafePointer<UInt8>!, _ saltLen: Int, _ prf: CCPseudoRandomAlgorithm,
                                 _ rounds: UInt32, _ derivedKey: UnsafeMutablePointer<UInt8>!, _ derivedKeyLen: Int) -> Int32 {
    guard algorithm == kCCPBKDF2, rounds > 0, derivedKeyLen > 0, let derivedKey,
          let hash = pbkdf2HashFunction(prf) else { return CCCryptorStatus(kCCParamError) }
    let passwordBytes = Array(bytes(password, count: max(passwordLen, 0)))
    let saltBytes = Array(bytes(salt, count: max(saltLen, 0)))
    do {
        let key = try KDF.Insecure.PBKDF2.deriveKey(from: passwordBytes, salt: saltBytes, using: hash,
                                                     outputByteCount: derivedKeyLen, unsafeUncheckedRounds: Int(rounds))
        write(key.withUnsafeBytes { Data($0) }, to: UnsafeMutableRawPointer(derivedKey))
        return CCCryptorStatus(kCCSuccess)
    } catch {
        return CCCryptorStatus(kCCParamError)
    }
}

/// The number of rounds that takes about `msec` milliseconds for these lengths on the machine
/// that runs it, as `CCCalibratePBKDF` measures; at least 1, and 0 for an unknown PRF.
@discardableResult
public func CCCalibratePBKDF(_ algorithm: CCPBKDFAlgorithm, _ passwordLen: Int, _ saltLen: Int,
                             _ prf: CCPseudoRandomAlgorithm, _ derivedKeyLen: Int, _ msec: UInt32) -> UInt32 {
    guard algorithm == kCCPBKDF2, let hash = pbkdf2HashFunction(prf) else { return 0 }
    let sampleRounds = 10_000
    let clock = ContinuousClock()
    let elapsed = clock.measure {
        _ = try? KDF.Insecure.PBKDF2.deriveKey(from: [UInt8](repeating: 0, count: max(passwordLen, 0)),
                                               salt: [UInt8](repeating: 0, count: max(saltLen, 0)), using: hash,
                                               outputByteCount: max(derivedKeyLen, 1), unsafeUncheckedRounds: sampleRounds)
    }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    guard seconds > 0 else { return UInt32.max }
    let rounds = Double(sampleRounds) * Double(msec) / 1000 / seconds
    return UInt32(min(max(rounds, 1), Double(UInt32.max)))
}

/// swift-crypto's hash function for a `kCCPRFHmacAlg` constant.
private func pbkdf2HashFunction(_ prf: CCPseudoRandomAlgorithm) -> KDF.Insecure.PBKDF2.HashFunction? {
    switch Int(prf) {
    case kCCPRFHmacAlgSHA1: .insecureSHA1
    case kCCPRFHmacAlgSHA224: .insecureSHA224
    case kCCPRFHmacAlgSHA256: .sha256
    case kCCPRFHmacAlgSHA384: .sha384
    case kCCPRFHmacAlgSHA512: .sha512
    default: nil
    }
}
