import Testing
import Foundation
import Compression

// The buffer calls as unseen40's ShipSwift makes them: gzip built by hand around
// COMPRESSION_ZLIB's raw DEFLATE.

@Suite struct CompressionBufferTests {
    private func encode(_ bytes: [UInt8], capacity: Int, _ algorithm: compression_algorithm = COMPRESSION_ZLIB) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: capacity)
        let n = out.withUnsafeMutableBufferPointer { dst in
            bytes.withUnsafeBufferPointer { compression_encode_buffer(dst.baseAddress!, capacity, $0.baseAddress!, bytes.count, nil, algorithm) }
        }
        return Array(out.prefix(n))
    }

    private func decode(_ bytes: [UInt8], capacity: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: capacity)
        let n = out.withUnsafeMutableBufferPointer { dst in
            bytes.withUnsafeBufferPointer { compression_decode_buffer(dst.baseAddress!, capacity, $0.baseAddress!, bytes.count, nil, COMPRESSION_ZLIB) }
        }
        return Array(out.prefix(n))
    }

    @Test func zlibIsRawDeflateAsApplesIs() {
        // "hello" as raw DEFLATE (RFC 1951, no zlib header): one fixed-Huffman block.
        #expect(encode(Array("hello".utf8), capacity: 64) == [0xCB, 0x48, 0xCD, 0xC9, 0xC9, 0x07, 0x00])
        let text = Array(String(repeating: "ShipSwift speech chunk ", count: 40).utf8)
        let packed = encode(text, capacity: text.count)
        #expect(packed.count > 0 && packed.count < text.count / 5)
        #expect(decode(packed, capacity: text.count) == text)
        #expect(decode(packed, capacity: 10) == Array(text.prefix(10)))
    }

    @Test func failuresAnswerZero() {
        #expect(encode(Array(repeating: 7, count: 1000), capacity: 2).isEmpty)
        #expect(decode([0xFF, 0xFF, 0xFF, 0xFF], capacity: 100).isEmpty)
        #expect(encode(Array("hello".utf8), capacity: 64, COMPRESSION_LZFSE).isEmpty)
        #expect(Algorithm(rawValue: COMPRESSION_ZLIB) == .zlib && Algorithm.lzma.rawValue.rawValue == 0x306)
    }
}
