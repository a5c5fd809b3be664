import Crypto
import CryptoExtras
import Foundation

/// A cryptographic algorithm a key signs, verifies, encrypts, decrypts or agrees with; its raw
/// value is iOS's algorithm identifier.
public struct SecKeyAlgorithm: RawRepresentable, Hashable, Sendable {
    /// The algorithm's identifier (`algid:sign:ECDSA:message-X962:SHA256`).
    public let rawValue: CFString
    /// The algorithm named `rawValue`.
    public init(rawValue: CFString) { self.rawValue = rawValue }
    /// The algorithm named `rawValue`.
    public init(_ rawValue: CFString) { self.rawValue = rawValue }

    /// RSA encryption with PKCS #1 v1.5 padding.
    public static let rsaEncryptionPKCS1 = SecKeyAlgorithm("algid:encrypt:RSA:PKCS1")
    /// RSA encryption with OAEP padding and SHA-1.
    public static let rsaEncryptionOAEPSHA1 = SecKeyAlgorithm("algid:encrypt:RSA:OAEP:SHA1")
    /// RSA encryption with OAEP padding and SHA-256.
    public static let rsaEncryptionOAEPSHA256 = SecKeyAlgorithm("algid:encrypt:RSA:OAEP:SHA256")
    /// RSA PKCS #1 v1.5 signature of a message hashed with SHA-1.
    public static let rsaSignatureMessagePKCS1v15SHA1 = SecKeyAlgorithm("algid:sign:RSA:message-PKCS1v15:SHA1")
    /// RSA PKCS #1 v1.5 signature of a message hashed with SHA-256.
    public static let rsaSignatureMessagePKCS1v15SHA256 = SecKeyAlgorithm("algid:sign:RSA:message-PKCS1v15:SHA256")
    /// RSA PKCS #1 v1.5 signature of a message hashed with SHA-384.
    public static let rsaSignatureMessagePKCS1v15SHA384 = SecKeyAlgorithm("algid:sign:RSA:message-PKCS1v15:SHA384")
    /// RSA PKCS #1 v1.5 signature of a message hashed with SHA-512.
    public static let rsaSignatureMessagePKCS1v15SHA512 = SecKeyAlgorithm("algid:sign:RSA:message-PKCS1v15:SHA512")
    /// RSA-PSS signature of a message hashed with SHA-256.
    public static let rsaSignatureMessagePSSSHA256 = SecKeyAlgorithm("algid:sign:RSA:message-PSS:SHA256")
    /// RSA-PSS signature of a message hashed with SHA-512.
    public static let rsaSignatureMessagePSSSHA512 = SecKeyAlgorithm("algid:sign:RSA:message-PSS:SHA512")
    /// ECDSA signature (DER, X9.62) of a message hashed with SHA-256.
    public static let ecdsaSignatureMessageX962SHA256 = SecKeyAlgorithm("algid:sign:ECDSA:message-X962:SHA256")
    /// ECDSA signature (DER, X9.62) of a message hashed with SHA-384.
    public static let ecdsaSignatureMessageX962SHA384 = SecKeyAlgorithm("algid:sign:ECDSA:message-X962:SHA384")
    /// ECDSA signature (DER, X9.62) of a message hashed with SHA-512.
    public static let ecdsaSignatureMessageX962SHA512 = SecKeyAlgorithm("algid:sign:ECDSA:message-X962:SHA512")
    /// ECDSA signature (DER, X9.62) of a SHA-256 digest.
    public static let ecdsaSignatureDigestX962SHA256 = SecKeyAlgorithm("algid:sign:ECDSA:digest-X962:SHA256")
    /// ECDSA signature (raw `r || s`, RFC 4754) of a message hashed with SHA-256.
    public static let ecdsaSignatureMessageRFC4754SHA256 = SecKeyAlgorithm("algid:sign:ECDSA:message-RFC4754:SHA256")
    /// Elliptic-curve Diffie-Hellman: the shared secret's x coordinate.
    public static let ecdhKeyExchangeStandard = SecKeyAlgorithm("algid:keyexchange:ECDH:standard")
    /// Elliptic-curve Diffie-Hellman with the cofactor (1 for the NIST curves, so the same secret).
    public static let ecdhKeyExchangeCofactor = SecKeyAlgorithm("algid:keyexchange:ECDHC:standard")
}

/// What a key is asked to do with an algorithm.
public enum SecKeyOperationType: Int, Sendable {
    /// Sign data.
    case sign = 0
    /// Verify a signature.
    case verify = 1
    /// Encrypt data.
    case encrypt = 2
    /// Decrypt data.
    case decrypt = 3
    /// Agree on a shared secret.
    case keyExchange = 4
}

/// Whether `key` can perform `operation` with `algorithm`: private keys sign, decrypt and agree,
/// public keys verify and encrypt, each with the algorithms of their kind.
public func SecKeyIsAlgorithmSupported(_ key: SecKey, _ operation: SecKeyOperationType, _ algorithm: SecKeyAlgorithm) -> Bool {
    let id = algorithm.rawValue
    let rsa: Bool = if case .rsa = key.material { true } else { false }
    switch operation {
    case .sign, .verify:
        guard key.isPrivate == (operation == .sign) else { return false }
        guard let hash = SignatureHash(id) else { return false }
        // swift-crypto's RSA signs only digests it computed itself, so RSA takes messages.
        return rsa ? id.hasPrefix("algid:sign:RSA:") && !hash.inputIsDigest : id.hasPrefix("algid:sign:ECDSA:")
    case .encrypt, .decrypt:
        return rsa && key.isPrivate == (operation == .decrypt) && encryptionPadding(algorithm) != nil
    case .keyExchange:
        return !rsa && key.isPrivate && (algorithm == .ecdhKeyExchangeStandard || algorithm == .ecdhKeyExchangeCofactor)
    }
}

/// The hash an algorithm identifier names, and whether its input is a digest already.
private struct SignatureHash {
    let name: String
    let inputIsDigest: Bool

    init?(_ id: String) {
        let parts = id.split(separator: ":")
        guard parts.count == 5, ["SHA1", "SHA256", "SHA384", "SHA512"].contains(parts[4]) else { return nil }
        name = String(parts[4])
        inputIsDigest = parts[3].hasPrefix("digest-")
    }

    /// Calls `body` with the digest of `data` (or `data` itself, when the algorithm takes a
    /// digest: then only ECDSA, which reads nothing but the digest's bytes, may be called).
    func withDigest<R>(of data: Data, _ body: (any Digest) throws -> R) throws -> R {
        let bytes = [UInt8](data)
        switch (name, inputIsDigest) {
        case ("SHA1", false): return try body(Insecure.SHA1.hash(data: data))
        case ("SHA384", false): return try body(SHA384.hash(data: data))
        case ("SHA512", false): return try body(SHA512.hash(data: data))
        case (_, false): return try body(SHA256.hash(data: data))
        case ("SHA1", true): return try body(GivenDigest<Insecure.SHA1>(bytes: bytes))
        case ("SHA384", true): return try body(GivenDigest<SHA384>(bytes: bytes))
        case ("SHA512", true): return try body(GivenDigest<SHA512>(bytes: bytes))
        case (_, true): return try body(GivenDigest<SHA256>(bytes: bytes))
        }
    }
}

/// A digest value carrying bytes computed elsewhere, so swift-crypto signs a given hash.
private struct GivenDigest<H: HashFunction>: Digest {
    static var byteCount: Int { H.Digest.byteCount }
    let bytes: [UInt8]
    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R { try bytes.withUnsafeBytes(body) }
    func makeIterator() -> Array<UInt8>.Iterator { bytes.makeIterator() }
    var description: String { "digest \(bytes.count) bytes" }
}

private func encryptionPadding(_ algorithm: SecKeyAlgorithm) -> _RSA.Encryption.Padding? {
    switch algorithm {
    case .rsaEncryptionPKCS1: ._WEAK_AND_INSECURE_PKCS_V1_5
    case .rsaEncryptionOAEPSHA1: .PKCS1_OAEP
    case .rsaEncryptionOAEPSHA256: .PKCS1_OAEP_SHA256
    default: nil
    }
}

/// Signs `dataToSign` with the private `key`; nil with `errSecParam` when the key cannot
/// sign with `algorithm`. ECDSA X9.62 signatures are DER, RFC 4754 ones raw `r || s`.
public func SecKeyCreateSignature(_ key: SecKey, _ algorithm: SecKeyAlgorithm, _ dataToSign: CFData,
                                  _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? {
    guard SecKeyIsAlgorithmSupported(key, .sign, algorithm), let hash = SignatureHash(algorithm.rawValue) else {
        report(errSecParam, "\(algorithm.rawValue) is not supported for signing with this key", to: error)
        return nil
    }
    do {
        switch key.material {
        case .rsa(let der, _, _):
            let signer = try _RSA.Signing.PrivateKey(unsafeDERRepresentation: der)
            let padding: _RSA.Signing.Padding = algorithm.rawValue.contains("PSS") ? .PSS : .insecurePKCS1v1_5
            return try hash.withDigest(of: dataToSign) { try signer.signature(for: $0, padding: padding).rawRepresentation }
        case .ec(let x963, _, let bits):
            let raw = algorithm.rawValue.contains("RFC4754")
            return try hash.withDigest(of: dataToSign) { digest -> Data in
                switch bits {
                case 256: let s = try P256.Signing.PrivateKey(x963Representation: x963).signature(for: digest); return raw ? s.rawRepresentation : s.derRepresentation
                case 384: let s = try P384.Signing.PrivateKey(x963Representation: x963).signature(for: digest); return raw ? s.rawRepresentation : s.derRepresentation
                default: let s = try P521.Signing.PrivateKey(x963Representation: x963).signature(for: digest); return raw ? s.rawRepresentation : s.derRepresentation
                }
            }
        }
    } catch let failure {
        report(errSecParam, "Signing failed: \(failure)", to: error)
        return nil
    }
}

/// Whether `signature` is the public `key`'s signature of `signedData`; false with
/// `errSecVerifyFailed` when it is not.
public func SecKeyVerifySignature(_ key: SecKey, _ algorithm: SecKeyAlgorithm, _ signedData: CFData, _ signature: CFData,
                                  _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    guard SecKeyIsAlgorithmSupported(key, .verify, algorithm), let hash = SignatureHash(algorithm.rawValue) else {
        report(errSecParam, "\(algorithm.rawValue) is not supported for verifying with this key", to: error)
        return false
    }
    let raw = algorithm.rawValue.contains("RFC4754")
    let valid: Bool = (try? hash.withDigest(of: signedData) { digest -> Bool in
        switch key.material {
        case .rsa(let der, _, _):
            let padding: _RSA.Signing.Padding = algorithm.rawValue.contains("PSS") ? .PSS : .insecurePKCS1v1_5
            return try _RSA.Signing.PublicKey(unsafeDERRepresentation: der)
                .isValidSignature(_RSA.Signing.RSASignature(rawRepresentation: signature), for: digest, padding: padding)
        case .ec(let x963, _, 256):
            let s = raw ? try P256.Signing.ECDSASignature(rawRepresentation: signature) : try P256.Signing.ECDSASignature(derRepresentation: signature)
            return try P256.Signing.PublicKey(x963Representation: x963).isValidSignature(s, for: digest)
        case .ec(let x963, _, 384):
            let s = raw ? try P384.Signing.ECDSASignature(rawRepresentation: signature) : try P384.Signing.ECDSASignature(derRepresentation: signature)
            return try P384.Signing.PublicKey(x963Representation: x963).isValidSignature(s, for: digest)
        case .ec(let x963, _, _):
            let s = raw ? try P521.Signing.ECDSASignature(rawRepresentation: signature) : try P521.Signing.ECDSASignature(derRepresentation: signature)
            return try P521.Signing.PublicKey(x963Representation: x963).isValidSignature(s, for: digest)
        }
    }) ?? false
    if !valid { report(errSecVerifyFailed, "The signature does not match the data", to: error) }
    return valid
}

/// `plaintext` encrypted with the public RSA `key`; nil with `errSecParam` for another
/// algorithm or a plaintext longer than the padding allows.
public func SecKeyCreateEncryptedData(_ key: SecKey, _ algorithm: SecKeyAlgorithm, _ plaintext: CFData,
                                      _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? {
    guard SecKeyIsAlgorithmSupported(key, .encrypt, algorithm), let padding = encryptionPadding(algorithm),
          let publicKey = try? _RSA.Encryption.PublicKey(unsafeDERRepresentation: key.externalRepresentation),
          plaintext.count <= publicKey.maximumEncryptSize(with: padding),
          let sealed = try? publicKey.encrypt(plaintext, padding: padding) else {
        report(errSecParam, "\(algorithm.rawValue) cannot encrypt this data with this key", to: error)
        return nil
    }
    return sealed
}

/// `ciphertext` decrypted with the private RSA `key`; nil with `errSecParam` when it does
/// not decrypt with `algorithm`.
public func SecKeyCreateDecryptedData(_ key: SecKey, _ algorithm: SecKeyAlgorithm, _ ciphertext: CFData,
                                      _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? {
    guard SecKeyIsAlgorithmSupported(key, .decrypt, algorithm), let padding = encryptionPadding(algorithm),
          let privateKey = try? _RSA.Encryption.PrivateKey(unsafeDERRepresentation: key.externalRepresentation),
          let opened = try? privateKey.decrypt(ciphertext, padding: padding) else {
        report(errSecParam, "\(algorithm.rawValue) cannot decrypt this data with this key", to: error)
        return nil
    }
    return opened
}

/// The ECDH shared secret of the private `privateKey` and the peer's `publicKey`, both on the
/// same curve.
public func SecKeyCopyKeyExchangeResult(_ privateKey: SecKey, _ algorithm: SecKeyAlgorithm, _ publicKey: SecKey,
                                        _ parameters: CFDictionary, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? {
    guard SecKeyIsAlgorithmSupported(privateKey, .keyExchange, algorithm),
          case .ec(let mine, true, let bits) = privateKey.material, case .ec(let theirs, false, bits) = publicKey.material else {
        report(errSecParam, "\(algorithm.rawValue) needs a private and a public key on one curve", to: error)
        return nil
    }
    let secret: SharedSecret? = switch bits {
    case 256: try? P256.KeyAgreement.PrivateKey(x963Representation: mine).sharedSecretFromKeyAgreement(with: .init(x963Representation: theirs))
    case 384: try? P384.KeyAgreement.PrivateKey(x963Representation: mine).sharedSecretFromKeyAgreement(with: .init(x963Representation: theirs))
    default: try? P521.KeyAgreement.PrivateKey(x963Representation: mine).sharedSecretFromKeyAgreement(with: .init(x963Representation: theirs))
    }
    guard let secret else {
        report(errSecParam, "The key agreement failed", to: error)
        return nil
    }
    return secret.withUnsafeBytes { Data($0) }
}
