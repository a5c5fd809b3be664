import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import Security

/// `PinnedSessionFile.swift` (focusmate's `CertificatePinning`, unseen28) compiles; Foundation on
/// Linux never hands the delegate a server trust, and Backplate evaluates no certificate, so a
/// chain made in code is never trusted and a challenge falls back to default handling.
@Suite struct PinnedSessionTests {
    @Test func aChainMadeInCodeIsReadButNeverTrusted() throws {
        let der = Data([0x30, 0x82, 0x01, 0x0a])
        let certificate = try #require(SecCertificateCreateWithData(nil, der as CFData))
        #expect(SecCertificateCopyData(certificate) as Data == der)
        #expect(SecCertificateCreateWithData(nil, Data() as CFData) == nil)
        var trust: SecTrust?
        #expect(SecTrustCreateWithCertificates([certificate] as AnyObject, SecPolicyCreateSSL(true, "example.com" as CFString), &trust) == errSecSuccess)
        let chain = try #require(trust)
        let delegate = PinnedSessionDelegate(pinnedKeyHashes: ["AAAA"])
        #expect(delegate.chain(of: chain).count == 1 && SecTrustGetCertificateCount(chain) == 1)
        #expect(SecTrustGetCertificateAtIndex(chain, 1) == nil)
        #expect(delegate.keyHash(of: certificate) == nil)
        var error: CFError?
        #expect(!SecTrustEvaluateWithError(chain, &error))
        #expect(error.map { CFErrorGetCode($0) } == Int(errSecNotTrusted))
        #expect(!delegate.isPinned(chain))
    }

    @Test func aProtectionSpaceHasNoServerTrust() {
        let space = URLProtectionSpace(host: "example.com", port: 443, protocol: "https", realm: nil,
                                       authenticationMethod: NSURLAuthenticationMethodServerTrust)
        #expect(space.serverTrust == nil)
        #expect(space.authenticationMethod == NSURLAuthenticationMethodServerTrust)
    }
}
