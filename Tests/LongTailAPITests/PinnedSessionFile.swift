import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Security
import CommonCrypto

// An app file of the shape certificate pinning takes in an API client: a URLSession delegate
// that answers server-trust challenges by hashing each certificate's public key and comparing
// it with pinned hashes.

final class PinnedSessionDelegate: NSObject, URLSessionDelegate {
    let pinnedKeyHashes: Set<String>

    init(pinnedKeyHashes: Set<String>) {
        self.pinnedKeyHashes = pinnedKeyHashes
    }

    func chain(of trust: SecTrust) -> [SecCertificate] {
        if let chain = SecTrustCopyCertificateChain(trust) as? [SecCertificate] { return chain }
        return (0..<SecTrustGetCertificateCount(trust)).compactMap { SecTrustGetCertificateAtIndex(trust, $0) }
    }

    func keyHash(of certificate: SecCertificate) -> String? {
        guard let key = SecCertificateCopyKey(certificate),
              let data = SecKeyCopyExternalRepresentation(key, nil) as Data? else { return nil }
        var hash = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
        data.withUnsafeBytes { _ = CC_SHA256($0.baseAddress, CC_LONG(data.count), &hash) }
        return Data(hash).base64EncodedString()
    }

    func isPinned(_ trust: SecTrust) -> Bool {
        var error: CFError?
        guard SecTrustEvaluateWithError(trust, &error) else { return false }
        return chain(of: trust).contains { keyHash(of: $0).map(pinnedKeyHashes.contains) ?? false }
    }

    func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge,
                    completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        guard challenge.protectionSpace.authenticationMethod == NSURLAuthenticationMethodServerTrust,
              let trust = challenge.protectionSpace.serverTrust else {
            completionHandler(.performDefaultHandling, nil)
            return
        }
        if isPinned(trust) {
            completionHandler(.useCredential, URLCredential(trust: trust))
        } else {
            completionHandler(.cancelAuthenticationChallenge, nil)
        }
    }
}
