import Foundation
import Testing
import CommonCrypto

// Key derivation and AES as journal and vault apps write them with CommonCrypto (MeetMemento's
// PIN key, unseen36): nested `withUnsafe...Bytes` closures, statuses compared with `kCCSuccess`.
private func hex(_ bytes: some Sequence<UInt8>) -> String { bytes.map { String(format: "%02x", $0) }.joined() }
private func bytes(_ hex: String) -> [UInt8] {
    stride(from: 0, to: hex.count, by: 2).map {
        let start = hex.index(hex.startIndex, offsetBy: $0)
        return UInt8(hex[start..<hex.index(start, offsetBy: 2)], radix: 16)!
    }
}

private func deriveKey(pin: String, salt: Data, rounds: UInt32, prf: Int, length: Int) -> Data? {
    let pinData = Data(pin.utf8)
    var derivedKeyData = Data(count: length)
    let derivationStatus = derivedKeyData.withUnsafeMutableBytes { derivedKeyBytes in
        pinData.withUnsafeBytes { pinBytes in
            salt.withUnsafeBytes { saltBytes in
                CCKeyDerivationPBKDF(
                    CCPBKDFAlgorithm(kCCPBKDF2),
                    pinBytes.baseAddress?.assumingMemoryBound(to: Int8.self), pinData.count,
                    saltBytes.baseAddress?.assumingMemoryBound(to: UInt8.self), salt.count,
                    CCPseudoRandomAlgorithm(prf), rounds,
                    derivedKeyBytes.baseAddress?.assumingMemoryBound(to: UInt8.self), length)
            }
        }
    }
    guard derivationStatus == kCCSuccess else { return nil }
    return derivedKeyData
}

private func crypt(_ operation: Int, _ input: [UInt8], key: [UInt8], iv: [UInt8]?, options: Int,
                   capacity: Int? = nil) -> (status: CCCryptorStatus, output: [UInt8]) {
    var output = [UInt8](repeating: 0, count: capacity ?? input.count + kCCBlockSizeAES128)
    var moved = 0
    let status = CCCrypt(CCOperation(operation), CCAlgorithm(kCCAlgorithmAES), CCOptions(options),
                         key, key.count, iv, input, input.count, &output, output.count, &moved)
    return (status, Array(output.prefix(moved)))
}

/// RFC 6070's PBKDF2-HMAC-SHA1 vectors, the SHA-256 one every PBKDF2 library quotes, FIPS-197's
/// AES-128 block and SP 800-38A's first CBC block.
@Suite struct CommonCryptoCipherTests {
    @Test func keyDerivationMatchesThePublishedVectors() throws {
        let salt = Data("salt".utf8)
        let one = try #require(deriveKey(pin: "password", salt: salt, rounds: 1, prf: kCCPRFHmacAlgSHA1, length: 20))
        #expect(hex(one) == "0c60c80f961f0e71f3a9b524af6012062fe037a6")
        let many = try #require(deriveKey(pin: "password", salt: salt, rounds: 4096, prf: kCCPRFHmacAlgSHA1, length: 20))
        #expect(hex(many) == "4b007901b765489abead49d926f721d065a429c1")
        let sha256 = try #require(deriveKey(pin: "password", salt: salt, rounds: 1, prf: kCCPRFHmacAlgSHA256, length: 32))
        #expect(hex(sha256) == "120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b")
        #expect(deriveKey(pin: "password", salt: salt, rounds: 0, prf: kCCPRFHmacAlgSHA256, length: 32) == nil)
        #expect(deriveKey(pin: "password", salt: salt, rounds: 1, prf: 9, length: 32) == nil)
        #expect(CCCalibratePBKDF(CCPBKDFAlgorithm(kCCPBKDF2), 8, 16, CCPseudoRandomAlgorithm(kCCPRFHmacAlgSHA256), 32, 10) >= 1)
    }

    @Test func aesMatchesTheStandardsBlocks() {
        let key = bytes("000102030405060708090a0b0c0d0e0f")
        let ecb = crypt(kCCEncrypt, bytes("00112233445566778899aabbccddeeff"), key: key, iv: nil, options: kCCOptionECBMode)
        #expect(ecb.status == kCCSuccess)
        #expect(hex(ecb.output) == "69c4e0d86a7b0430d8cdb78070b4c55a")
        let cbc = crypt(kCCEncrypt, bytes("6bc1bee22e409f96e93d7e117393172a"), key: bytes("2b7e151628aed2a6abf7158809cf4f3c"),
                        iv: bytes("000102030405060708090a0b0c0d0e0f"), options: 0)
        #expect(hex(cbc.output) == "7649abac8119b246cee98e9b12e9197d")
        let back = crypt(kCCDecrypt, ecb.output, key: key, iv: nil, options: kCCOptionECBMode)
        #expect(hex(back.output) == "00112233445566778899aabbccddeeff")
    }

    @Test func paddingBuffersAndStatusesAreCommonCryptos() {
        let key = [UInt8](repeating: 7, count: kCCKeySizeAES256), iv = [UInt8](repeating: 1, count: 16)
        let message = Array("hello, journal".utf8)
        for options in [kCCOptionPKCS7Padding, kCCOptionPKCS7Padding | kCCOptionECBMode] {
            let sealed = crypt(kCCEncrypt, message, key: key, iv: iv, options: options)
            #expect(sealed.status == kCCSuccess && sealed.output.count == 16)
            let opened = crypt(kCCDecrypt, sealed.output, key: key, iv: iv, options: options)
            #expect(opened.output == message)
        }
        let short = crypt(kCCEncrypt, [UInt8](repeating: 0, count: 16), key: key, iv: iv, options: kCCOptionPKCS7Padding, capacity: 16)
        #expect(short.status == kCCBufferTooSmall)
        #expect(crypt(kCCEncrypt, message, key: key, iv: iv, options: 0).status == kCCAlignmentError)
        #expect(crypt(kCCEncrypt, message, key: Array(key.prefix(10)), iv: iv, options: kCCOptionPKCS7Padding).status == kCCKeySizeError)
        let zeroEnded = crypt(kCCEncrypt, [UInt8](repeating: 0, count: 16), key: key, iv: iv, options: 0)
        #expect(crypt(kCCDecrypt, zeroEnded.output, key: key, iv: iv, options: kCCOptionPKCS7Padding).status == kCCDecodeError)
        var des = [UInt8](repeating: 0, count: 16), moved = 0
        #expect(CCCrypt(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmDES), 0, key, 8, nil, message, 8, &des, 16, &moved) == kCCUnimplemented)
        var random = [UInt8](repeating: 0, count: 32)
        #expect(CCRandomGenerateBytes(&random, random.count) == kCCSuccess)
        #expect(random.contains { $0 != 0 })
    }
}
