import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import CoreGraphics

// Server-trust evaluation as certificate pinning writes it. Foundation on Linux never hands a
// URLSession delegate a server-trust challenge, so in a render these are never reached with
// a server's chain; they exist so the networking files compile.

/// A certificate: its DER bytes.
public final class SecCertificate: Sendable {
    let der: Data
    init(der: Data) { self.der = der }
}

/// A policy a trust is evaluated against.
public final class SecPolicy: Sendable {}

/// A certificate chain to evaluate.
public final class SecTrust: Sendable {
    let certificates: [SecCertificate]
    init(certificates: [SecCertificate]) { self.certificates = certificates }
}

/// The authentication method of a server-trust challenge.
public let NSURLAuthenticationMethodServerTrust = "NSURLAuthenticationMethodServerTrust"

extension URLProtectionSpace {
    /// The server's chain: `nil`, as Foundation on Linux evaluates TLS itself.
    public var serverTrust: SecTrust? { nil }
}

extension URLCredential {
    /// A credential accepting `trust` (on Linux, one with no user name or password).
    public convenience init(trust: SecTrust) {
        self.init(user: "", password: "", persistence: .none)
    }
}

/// A certificate from DER bytes; `nil` when `data` is empty.
public func SecCertificateCreateWithData(_ allocator: AnyObject?, _ data: CFData) -> SecCertificate? {
    data.isEmpty ? nil : SecCertificate(der: data)
}

/// A certificate's DER bytes.
public func SecCertificateCopyData(_ certificate: SecCertificate) -> CFData { certificate.der }

/// A certificate's public key: `nil` (Backplate does not parse certificates).
public func SecCertificateCopyKey(_ certificate: SecCertificate) -> SecKey? { nil }

/// A policy for TLS server certificates.
public func SecPolicyCreateSSL(_ server: Bool, _ hostname: CFString?) -> SecPolicy { SecPolicy() }

/// A trust for `certificates` (a `SecCertificate` or an array of them) under `policies`.
public func SecTrustCreateWithCertificates(_ certificates: AnyObject, _ policies: AnyObject?,
                                           _ trust: UnsafeMutablePointer<SecTrust?>) -> OSStatus {
    let chain = (certificates as? [SecCertificate]) ?? (certificates as? SecCertificate).map { [$0] } ?? []
    trust.pointee = SecTrust(certificates: chain)
    return errSecSuccess
}

/// The trust's chain, leaf first.
public func SecTrustCopyCertificateChain(_ trust: SecTrust) -> CFArray? { trust.certificates }

/// The number of certificates in the chain.
public func SecTrustGetCertificateCount(_ trust: SecTrust) -> CFIndex { trust.certificates.count }

/// The certificate at `ix` in the chain (deprecated on iOS 15 for `SecTrustCopyCertificateChain`).
public func SecTrustGetCertificateAtIndex(_ trust: SecTrust, _ ix: CFIndex) -> SecCertificate? {
    trust.certificates.indices.contains(ix) ? trust.certificates[ix] : nil
}

/// Evaluates the chain: `false` with an error, as Backplate verifies no certificate.
public func SecTrustEvaluateWithError(_ trust: SecTrust, _ error: UnsafeMutablePointer<CFError?>?) -> Bool {
    error?.pointee = CFError(domain: "NSOSStatusErrorDomain", code: Int(errSecNotTrusted), message: "Backplate does not evaluate certificate trust")
    return false
}
