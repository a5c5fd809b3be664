import CZlib
import Foundation

// Apple's Compression framework's one-call buffer functions. zlib is raw DEFLATE (RFC 1951, no
// header), as Apple's; LZ4, LZMA, LZFSE, Brotli and LZBITMAP have no library here: their calls
// return 0 (Apple's failure answer) after a runtime warning naming the algorithm.

/// A compression algorithm (compression.h's values).
public struct compression_algorithm: RawRepresentable, Hashable, Sendable {
    /// The algorithm's number.
    public var rawValue: UInt32
    /// An algorithm from its number.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// An algorithm from its number.
    public init(_ rawValue: UInt32) { self.rawValue = rawValue }
}

/// LZ4 with Apple's block framing (not available here).
public let COMPRESSION_LZ4 = compression_algorithm(0x100)
/// Raw LZ4 blocks (not available here).
public let COMPRESSION_LZ4_RAW = compression_algorithm(0x101)
/// Raw DEFLATE at zlib's level 5.
public let COMPRESSION_ZLIB = compression_algorithm(0x205)
/// LZMA in an xz container (not available here).
public let COMPRESSION_LZMA = compression_algorithm(0x306)
/// LZBITMAP (not available here).
public let COMPRESSION_LZBITMAP = compression_algorithm(0x702)
/// Apple's LZFSE (not available here).
public let COMPRESSION_LZFSE = compression_algorithm(0x801)
/// Brotli (not available here).
public let COMPRESSION_BROTLI = compression_algorithm(0xB02)

/// Scratch space `compression_encode_buffer` wants: none (zlib keeps its own state).
public func compression_encode_scratch_buffer_size(_ algorithm: compression_algorithm) -> Int { 0 }
/// Scratch space `compression_decode_buffer` wants: none.
public func compression_decode_scratch_buffer_size(_ algorithm: compression_algorithm) -> Int { 0 }

/// Compresses `src_size` bytes into `dst_buffer`; returns the bytes written, or 0 when they do
/// not fit in `dst_size` or the algorithm is not available.
public func compression_encode_buffer(_ dst_buffer: UnsafeMutablePointer<UInt8>, _ dst_size: Int,
                                      _ src_buffer: UnsafePointer<UInt8>, _ src_size: Int,
                                      _ scratch_buffer: UnsafeMutableRawPointer?, _ algorithm: compression_algorithm) -> Int {
    ZlibBuffer.run(dst_buffer, dst_size, src_buffer, src_size, algorithm, compressing: true)
}

/// Decompresses `src_size` bytes into `dst_buffer`; returns the bytes written (at most
/// `dst_size`: longer output is cut there, as Apple's is), or 0 for data that is not in the
/// algorithm's format or an algorithm that is not available.
public func compression_decode_buffer(_ dst_buffer: UnsafeMutablePointer<UInt8>, _ dst_size: Int,
                                      _ src_buffer: UnsafePointer<UInt8>, _ src_size: Int,
                                      _ scratch_buffer: UnsafeMutableRawPointer?, _ algorithm: compression_algorithm) -> Int {
    ZlibBuffer.run(dst_buffer, dst_size, src_buffer, src_size, algorithm, compressing: false)
}

/// zlib's streaming calls between two caller-owned buffers.
enum ZlibBuffer {
    static func run(_ dst: UnsafeMutablePointer<UInt8>, _ dstSize: Int, _ src: UnsafePointer<UInt8>, _ srcSize: Int,
                    _ algorithm: compression_algorithm, compressing: Bool) -> Int {
        guard algorithm == COMPRESSION_ZLIB else {
            CompressionWarning.unavailable(algorithm)
            return 0
        }
        guard dstSize > 0, srcSize >= 0, dstSize <= Int(UInt32.max), srcSize <= Int(UInt32.max) else { return 0 }
        var stream = z_stream()
        let status = compressing
            ? deflateInit2_(&stream, 5, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
            : inflateInit2_(&stream, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { return 0 }
        defer { _ = compressing ? deflateEnd(&stream) : inflateEnd(&stream) }
        stream.next_in = UnsafeMutablePointer(mutating: src)
        stream.avail_in = uInt(srcSize)
        stream.next_out = dst
        stream.avail_out = uInt(dstSize)
        let result = compressing ? deflate(&stream, Z_FINISH) : inflate(&stream, Z_FINISH)
        let written = dstSize - Int(stream.avail_out)
        if compressing { return result == Z_STREAM_END ? written : 0 }
        // A full buffer keeps the first dst_size bytes; corrupt data gives 0.
        return result == Z_STREAM_END || ((result == Z_BUF_ERROR || result == Z_OK) && stream.avail_out == 0) ? written : 0
    }
}
