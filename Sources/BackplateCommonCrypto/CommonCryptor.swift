import Crypto
import CryptoExtras
import Foundation

/// The status CommonCrypto's cryptor, key-derivation and random calls return.
public typealias CCCryptorStatus = Int32
/// The status `CCRandomGenerateBytes` returns.
public typealias CCRNGStatus = CCCryptorStatus

/// The call succeeded.
public let kCCSuccess: Int = 0
/// A parameter was out of range, or the algorithm or mode is not one the call runs.
public let kCCParamError: Int = -4300
/// The output buffer is too small; the length needed is written to `dataOutMoved`.
public let kCCBufferTooSmall: Int = -4301
/// Memory could not be allocated.
public let kCCMemoryFailure: Int = -4302
/// Input without padding is not a whole number of blocks.
public let kCCAlignmentError: Int = -4303
/// Decrypted data ended in padding that is not valid PKCS#7.
public let kCCDecodeError: Int = -4304
/// The algorithm is not available here (only AES is; DES, 3DES, CAST, RC2, RC4 and Blowfish are not).
public let kCCUnimplemented: Int = -4305
/// An internal length overflowed.
public let kCCOverflow: Int = -4306
/// The random number generator failed.
public let kCCRNGFailure: Int = -4307
/// An error without a more precise status.
public let kCCUnspecifiedError: Int = -4308
/// Calls were made in an order the cryptor does not allow.
public let kCCCallSequenceError: Int = -4309
/// The key's length is not one the algorithm accepts.
public let kCCKeySizeError: Int = -4310
/// The key is not valid for the algorithm.
public let kCCInvalidKey: Int = -4311

/// Whether `CCCrypt` encrypts or decrypts: `kCCEncrypt` or `kCCDecrypt`.
public typealias CCOperation = UInt32
/// Encrypt.
public let kCCEncrypt: Int = 0
/// Decrypt.
public let kCCDecrypt: Int = 1

/// The cipher `CCCrypt` runs: one of the `kCCAlgorithm` constants.
public typealias CCAlgorithm = UInt32
/// AES with a 16, 24 or 32-byte key.
public let kCCAlgorithmAES: Int = 0
/// AES (the older name of `kCCAlgorithmAES`; the key length still picks AES-128, 192 or 256).
public let kCCAlgorithmAES128: Int = 0
/// DES (not available here: `kCCUnimplemented`).
public let kCCAlgorithmDES: Int = 1
/// Triple DES (not available here: `kCCUnimplemented`).
public let kCCAlgorithm3DES: Int = 2
/// CAST (not available here: `kCCUnimplemented`).
public let kCCAlgorithmCAST: Int = 3
/// RC4 (not available here: `kCCUnimplemented`).
public let kCCAlgorithmRC4: Int = 4
/// RC2 (not available here: `kCCUnimplemented`).
public let kCCAlgorithmRC2: Int = 5
/// Blowfish (not available here: `kCCUnimplemented`).
public let kCCAlgorithmBlowfish: Int = 6

/// `CCCrypt`'s option bits: `kCCOptionPKCS7Padding` and `kCCOptionECBMode`; CBC without padding
/// when neither is set.
public typealias CCOptions = UInt32
/// Pads the last block as PKCS#7 on encryption and removes the padding on decryption.
public let kCCOptionPKCS7Padding: Int = 1
/// Electronic codebook mode: each block on its own, no initialisation vector.
public let kCCOptionECBMode: Int = 2

/// The length of an AES-128 key in bytes.
public let kCCKeySizeAES128: Int = 16
/// The length of an AES-192 key in bytes.
public let kCCKeySizeAES192: Int = 24
/// The length of an AES-256 key in bytes.
public let kCCKeySizeAES256: Int = 32
/// The length of a DES key in bytes.
public let kCCKeySizeDES: Int = 8
/// The length of a triple-DES key in bytes.
public let kCCKeySize3DES: Int = 24
/// AES's block length in bytes, whatever the key's length.
public let kCCBlockSizeAES128: Int = 16
/// DES's block length in bytes.
public let kCCBlockSizeDES: Int = 8
/// Triple DES's block length in bytes.
public let kCCBlockSize3DES: Int = 8

/// Encrypts or decrypts `dataInLength` bytes at `dataIn` into `dataOut` in one call, with AES in
/// CBC mode (a null `iv` is sixteen zero bytes) or ECB mode, with or without PKCS#7 padding, as
/// CommonCrypto does; writes the output's length to `dataOutMoved`. Other ciphers return
/// `kCCUnimplemented`; a short buffer `kCCBufferTooSmall` with the length it needs.
@discardableResult
public func CCCrypt(_ op: CCOperation, _ alg: CCAlgorithm, _ options: CCOptions, _ key: UnsafeRawPointer!,
                    _ keyLength: Int, _ iv: UnsafeRawPointer!, _ dataIn: UnsafeRawPointer!, _ dataInLength: Int,
                    _ dataOut: UnsafeMutableRawPointer!, _ dataOutAvailable: Int,
                    _ dataOutMoved: UnsafeMutablePointer<Int>!) -> CCCryptorStatus {
    dataOutMoved?.pointee = 0
    guard Int(alg) == kCCAlgorithmAES else { return CCCryptorStatus(kCCUnimplemented) }
    guard Int(op) == kCCEncrypt || Int(op) == kCCDecrypt, dataInLength >= 0 else {
        return CCCryptorStatus(kCCParamError)
    }
    guard [kCCKeySizeAES128, kCCKeySizeAES192, kCCKeySizeAES256].contains(keyLength), key != nil else {
        return CCCryptorStatus(kCCKeySizeError)
    }
    let padded = Int(options) & kCCOptionPKCS7Padding != 0
    let encrypting = Int(op) == kCCEncrypt
    let blockSize = kCCBlockSizeAES128
    guard padded && encrypting || dataInLength % blockSize == 0 else { return CCCryptorStatus(kCCAlignmentError) }
    let needed = encrypting && padded ? (dataInLength / blockSize + 1) * blockSize : dataInLength
    guard dataOutAvailable >= needed, let dataOut else {
        dataOutMoved?.pointee = needed
        return CCCryptorStatus(kCCBufferTooSmall)
    }
    let input = Data(bytes(dataIn, count: dataInLength))
    let symmetricKey = SymmetricKey(data: bytes(key, count: keyLength))
    let output: Data
    do {
        if Int(options) & kCCOptionECBMode != 0 {
            output = try electronicCodebook(input, key: symmetricKey, encrypting: encrypting, padded: padded)
        } else {
            let ivBytes = iv.map { Array(bytes($0, count: blockSize)) } ?? [UInt8](repeating: 0, count: blockSize)
            let vector = try AES._CBC.IV(ivBytes: ivBytes)
            output = encrypting
                ? try AES._CBC.encrypt(input, using: symmetricKey, iv: vector, noPadding: !padded)
                : try AES._CBC.decrypt(input, using: symmetricKey, iv: vector, noPadding: !padded)
        }
    } catch {
        return CCCryptorStatus(kCCDecodeError)
    }
    write(output, to: dataOut)
    dataOutMoved?.pointee = output.count
    return CCCryptorStatus(kCCSuccess)
}

/// Fills `count` bytes at `bytes` from the system's cryptographic random source; returns
/// `kCCSuccess`, or `kCCParamError` for a null buffer with a count.
@discardableResult
public func CCRandomGenerateBytes(_ bytes: UnsafeMutableRawPointer!, _ count: Int) -> CCRNGStatus {
    guard count > 0 else { return CCRNGStatus(kCCSuccess) }
    guard let bytes else { return CCRNGStatus(kCCParamError) }
    var generator = SystemRandomNumberGenerator()
    let buffer = UnsafeMutableRawBufferPointer(start: bytes, count: count)
    for index in buffer.indices { buffer[index] = generator.next() }
    return CCRNGStatus(kCCSuccess)
}

/// AES in ECB mode: swift-crypto's block function over each 16-byte block, PKCS#7 padding added
/// before encryption or checked and removed after decryption.
private func electronicCodebook(_ input: Data, key: SymmetricKey, encrypting: Bool, padded: Bool) throws -> Data {
    let blockSize = kCCBlockSizeAES128
    var blocks = Array(input)
    if encrypting && padded {
        let padding = blockSize - blocks.count % blockSize
        blocks += [UInt8](repeating: UInt8(padding), count: padding)
    }
    for start in stride(from: 0, to: blocks.count, by: blockSize) {
        var block = blocks[start..<start + blockSize]
        if encrypting { try AES.permute(&block, key: key) } else { try AES.inversePermute(&block, key: key) }
        blocks.replaceSubrange(start..<start + blockSize, with: block)
    }
    guard !encrypting && padded else { return Data(blocks) }
    guard let last = blocks.last, (1...blockSize).contains(Int(last)), blocks.count >= Int(last),
          blocks.suffix(Int(last)).allSatisfy({ $0 == last }) else { throw CryptoKitError.incorrectParameterSize }
    return Data(blocks.dropLast(Int(last)))
}
