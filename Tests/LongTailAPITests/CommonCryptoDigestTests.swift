import Foundation
import Testing
import CommonCrypto

// Certificate pinning and request signing as apps write them with CommonCrypto (focusmate's
// `CertificatePinning`, unseen28): a digest into a `[UInt8]` of `CC_..._DIGEST_LENGTH` bytes.
private func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

private func sha256(_ data: Data) -> String {
    var hash = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
    data.withUnsafeBytes { _ = CC_SHA256($0.baseAddress, CC_LONG(data.count), &hash) }
    return hex(hash)
}

private func hmacSHA256(key: String, message: String) -> String {
    var mac = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
    let k = Array(key.utf8), m = Array(message.utf8)
    CCHmac(CCHmacAlgorithm(kCCHmacAlgSHA256), k, k.count, m, m.count, &mac)
    return hex(mac)
}

/// The published test vectors: FIPS 180-2's "abc", RFC 1321's and RFC 4231's test case 2.
@Suite struct CommonCryptoDigestTests {
    @Test func digestsMatchTheStandardsTestVectors() {
        let abc = Data("abc".utf8)
        #expect(sha256(abc) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(sha256(Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        var sha1 = [UInt8](repeating: 0, count: Int(CC_SHA1_DIGEST_LENGTH))
        var md5 = [UInt8](repeating: 0, count: Int(CC_MD5_DIGEST_LENGTH))
        var sha512 = [UInt8](repeating: 0, count: Int(CC_SHA512_DIGEST_LENGTH))
        abc.withUnsafeBytes {
            _ = CC_SHA1($0.baseAddress, 3, &sha1)
            _ = CC_MD5($0.baseAddress, 3, &md5)
            _ = CC_SHA512($0.baseAddress, 3, &sha512)
        }
        #expect(hex(sha1) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(hex(md5) == "900150983cd24fb0d6963f7d28e17f72")
        #expect(hex(sha512).hasPrefix("ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"))
    }

    @Test func hmacMatchesRFC4231() {
        #expect(hmacSHA256(key: "Jefe", message: "what do ya want for nothing?")
                == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }
}
