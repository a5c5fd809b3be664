import Crypto
import CryptoExtras
import Foundation

// Asymmetric keys with real cryptography (swift-crypto's BoringSSL): RSA 1024-4096 bits and
// NIST P-256, P-384 and P-521 keys are made, exported and imported in iOS's formats, and they
// sign, verify, encrypt and decrypt as `SecKeyAlgorithm` names.

/// A public or private RSA or elliptic-curve key.
public final class SecKey: Sendable {
    /// The key's kind and bytes, in the form `SecKeyCopyExternalRepresentation` hands back.
    enum Material: Sendable, Equatable {
        /// PKCS #1 `RSAPrivateKey` or `RSAPublicKey` DER.
        case rsa(der: Data, isPrivate: Bool, bits: Int)
        /// ANSI X9.63: `04 || X || Y`, followed by the private scalar `K` for a private key.
        case ec(x963: Data, isPrivate: Bool, bits: Int)
    }

    let material: Material

    init(_ material: Material) { self.material = material }

    var isPrivate: Bool {
        switch material {
        case .rsa(_, let isPrivate, _), .ec(_, let isPrivate, _): isPrivate
        }
    }

    var bits: Int {
        switch material {
        case .rsa(_, _, let bits), .ec(_, _, let bits): bits
        }
    }

    var typeName: CFString {
        if case .rsa = material { kSecAttrKeyTypeRSA } else { kSecAttrKeyTypeECSECPrimeRandom }
    }

    var className: CFString { isPrivate ? kSecAttrKeyClassPrivate : kSecAttrKeyClassPublic }

    /// The byte length of the modulus (RSA) or of one coordinate (elliptic curves).
    var byteCount: Int { (bits + 7) / 8 }

    var externalRepresentation: Data {
        switch material {
        case .rsa(let der, _, _), .ec(let der, _, _): der
        }
    }
}

/// Hands `status` back through a Security call's error pointer, as an `NSOSStatusErrorDomain` error.
func report(_ status: OSStatus, _ message: String, to error: UnsafeMutablePointer<Unmanaged<CFError>?>?) {
    error?.pointee = Unmanaged.passRetained(CFError(domain: "NSOSStatusErrorDomain", code: Int(status), message: message))
}

/// A new key pair's private key, from `kSecAttrKeyType` (`kSecAttrKeyTypeRSA`, or
/// `kSecAttrKeyTypeECSECPrimeRandom`/`kSecAttrKeyTypeEC`) and `kSecAttrKeySizeInBits` (RSA
/// 1024-4096 in steps of 8; EC 256, 384 or 521). With `kSecAttrIsPermanent` in
/// `kSecPrivateKeyAttrs` the private key is also stored in the keychain, where a `kSecClassKey`
/// search finds it. A Secure Enclave key fails with `errSecUnimplemented`: the iOS Simulator has none.
public func SecKeyCreateRandomKey(_ parameters: CFDictionary, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> SecKey? {
    let type = parameters[kSecAttrKeyType] as? String
    let bits = (parameters[kSecAttrKeySizeInBits] as? Int) ?? (parameters[kSecAttrKeySizeInBits] as? String).flatMap { Int($0) }
    if parameters[kSecAttrTokenID] as? String == kSecAttrTokenIDSecureEnclave {
        report(errSecUnimplemented, "The Secure Enclave is not available in the iOS Simulator", to: error)
        return nil
    }
    let key: SecKey
    do {
        switch (type, bits) {
        case (kSecAttrKeyTypeRSA?, let bits?) where (1024...4096).contains(bits) && bits % 8 == 0:
            let size = _RSA.Signing.KeySize(bitCount: bits)
            let made = bits < 2048 ? try _RSA.Signing.PrivateKey(unsafeKeySize: size) : try _RSA.Signing.PrivateKey(keySize: size)
            key = SecKey(.rsa(der: made.derRepresentation, isPrivate: true, bits: bits))
        case (kSecAttrKeyTypeECSECPrimeRandom?, 256?), (kSecAttrKeyTypeEC?, 256?):
            key = SecKey(.ec(x963: P256.Signing.PrivateKey().x963Representation, isPrivate: true, bits: 256))
        case (kSecAttrKeyTypeECSECPrimeRandom?, 384?), (kSecAttrKeyTypeEC?, 384?):
            key = SecKey(.ec(x963: P384.Signing.PrivateKey().x963Representation, isPrivate: true, bits: 384))
        case (kSecAttrKeyTypeECSECPrimeRandom?, 521?), (kSecAttrKeyTypeEC?, 521?):
            key = SecKey(.ec(x963: P521.Signing.PrivateKey().x963Representation, isPrivate: true, bits: 521))
        default:
            report(errSecParam, "Unsupported key type or size: \(type ?? "none"), \(bits.map(String.init) ?? "no size")", to: error)
            return nil
        }
    } catch let failure {
        report(errSecInternalError, "Key generation failed: \(failure)", to: error)
        return nil
    }
    let privateAttributes = parameters[kSecPrivateKeyAttrs] as? [AnyHashable: Any] ?? [:]
    if (privateAttributes[kSecAttrIsPermanent] as? Bool ?? parameters[kSecAttrIsPermanent] as? Bool) == true {
        var stored = privateAttributes
        stored[kSecAttrIsPermanent] = nil
        for name in [kSecAttrApplicationTag, kSecAttrLabel, kSecAttrAccessGroup] where stored[name] == nil {
            stored[name] = parameters[name]
        }
        stored[kSecClass] = kSecClassKey
        stored[kSecValueRef] = key
        let status = SecItemAdd(stored, nil)
        guard status == errSecSuccess else {
            report(status, "The key could not be stored in the keychain", to: error)
            return nil
        }
    }
    return key
}

/// The public key of `key` (itself when it is one).
public func SecKeyCopyPublicKey(_ key: SecKey) -> SecKey? {
    switch key.material {
    case .rsa(let der, true, let bits):
        guard let made = try? _RSA.Signing.PrivateKey(unsafeDERRepresentation: der) else { return nil }
        return SecKey(.rsa(der: made.publicKey.pkcs1DERRepresentation, isPrivate: false, bits: bits))
    case .ec(let x963, true, let bits):
        // The public point is the private representation without its trailing scalar.
        return SecKey(.ec(x963: x963.prefix(1 + 2 * key.byteCount), isPrivate: false, bits: bits))
    default:
        return key
    }
}

/// The key's bytes as iOS exports them: PKCS #1 DER for RSA keys, ANSI X9.63 for elliptic-curve
/// keys (`04 || X || Y`, then `K` for a private key).
public func SecKeyCopyExternalRepresentation(_ key: SecKey, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? {
    key.externalRepresentation
}

/// A key from the bytes `SecKeyCopyExternalRepresentation` gives, with `kSecAttrKeyType` and
/// `kSecAttrKeyClass` (`kSecAttrKeyClassPublic` or `kSecAttrKeyClassPrivate`) in `attributes`;
/// an RSA public key may also be SubjectPublicKeyInfo DER. nil, with `errSecParam` or
/// `errSecDecode`, when the bytes are not such a key.
public func SecKeyCreateWithData(_ keyData: CFData, _ attributes: CFDictionary, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> SecKey? {
    let type = attributes[kSecAttrKeyType] as? String
    guard let keyClass = attributes[kSecAttrKeyClass] as? String, keyClass == kSecAttrKeyClassPublic || keyClass == kSecAttrKeyClassPrivate else {
        report(errSecParam, "kSecAttrKeyClass must be kSecAttrKeyClassPublic or kSecAttrKeyClassPrivate", to: error)
        return nil
    }
    let isPrivate = keyClass == kSecAttrKeyClassPrivate
    switch type {
    case kSecAttrKeyTypeRSA?:
        if isPrivate, let made = try? _RSA.Signing.PrivateKey(unsafeDERRepresentation: keyData) {
            return SecKey(.rsa(der: made.derRepresentation, isPrivate: true, bits: made.keySizeInBits))
        }
        if !isPrivate, let made = try? _RSA.Signing.PublicKey(unsafeDERRepresentation: keyData) {
            return SecKey(.rsa(der: made.pkcs1DERRepresentation, isPrivate: false, bits: made.keySizeInBits))
        }
    case kSecAttrKeyTypeECSECPrimeRandom?, kSecAttrKeyTypeEC?:
        if let key = ellipticCurveKey(keyData, isPrivate: isPrivate) { return key }
    default:
        report(errSecParam, "Unsupported key type \(type ?? "none")", to: error)
        return nil
    }
    report(errSecDecode, "The data is not a \(isPrivate ? "private" : "public") key of that type", to: error)
    return nil
}

/// An elliptic-curve key from X9.63 bytes, its curve told by their length.
private func ellipticCurveKey(_ data: Data, isPrivate: Bool) -> SecKey? {
    let valid: Bool
    let bits: Int
    switch (data.count, isPrivate) {
    case (65, false): (valid, bits) = ((try? P256.Signing.PublicKey(x963Representation: data)) != nil, 256)
    case (97, true): (valid, bits) = ((try? P256.Signing.PrivateKey(x963Representation: data)) != nil, 256)
    case (97, false): (valid, bits) = ((try? P384.Signing.PublicKey(x963Representation: data)) != nil, 384)
    case (145, true): (valid, bits) = ((try? P384.Signing.PrivateKey(x963Representation: data)) != nil, 384)
    case (133, false): (valid, bits) = ((try? P521.Signing.PublicKey(x963Representation: data)) != nil, 521)
    case (199, true): (valid, bits) = ((try? P521.Signing.PrivateKey(x963Representation: data)) != nil, 521)
    default: return nil
    }
    return valid ? SecKey(.ec(x963: data, isPrivate: isPrivate, bits: bits)) : nil
}

/// The key's attributes: its type, class, size in bits and what it can do.
public func SecKeyCopyAttributes(_ key: SecKey) -> CFDictionary? {
    [kSecClass: kSecClassKey, kSecAttrKeyType: key.typeName,
     kSecAttrKeyClass: key.className,
     kSecAttrKeySizeInBits: key.bits, kSecAttrIsPermanent: false,
     kSecAttrCanSign: key.isPrivate, kSecAttrCanVerify: !key.isPrivate,
     kSecAttrCanDecrypt: key.isPrivate, kSecAttrCanEncrypt: !key.isPrivate, kSecValueData: key.externalRepresentation]
}

/// The key's block size in bytes: the modulus length for RSA, the field length for EC keys.
public func SecKeyGetBlockSize(_ key: SecKey) -> Int { key.byteCount }
