// NSData's one-call compression (iOS 13), which Linux's Foundation lacks. zlib is raw DEFLATE
// (RFC 1951, no zlib header), as Apple's; LZFSE, LZ4 and LZMA have no library here and throw.
import CZlib
import Foundation

extension NSData {
    /// A compression format for `compressed(using:)` and `decompressed(using:)`.
    public enum CompressionAlgorithm: Int, Sendable {
        /// Apple's LZFSE (not available here: the calls throw).
        case lzfse = 0
        /// LZ4 (not available here: the calls throw).
        case lz4 = 1
        /// LZMA (not available here: the calls throw).
        case lzma = 2
        /// Raw DEFLATE, as zlib writes it without a header.
        case zlib = 3
    }

    /// The data compressed with `algorithm`; throws `CocoaError(.featureUnsupported)` for an
    /// algorithm other than zlib and `CocoaError(.coderInvalidValue)` when zlib fails.
    public func compressed(using algorithm: CompressionAlgorithm) throws -> NSData {
        NSData(data: try RawDeflate.run(Data(referencing: self), algorithm: algorithm, compressing: true))
    }

    /// The data decompressed with `algorithm`; throws `CocoaError(.coderReadCorrupt)` for data
    /// that is not in that format and `CocoaError(.featureUnsupported)` for an algorithm other
    /// than zlib.
    public func decompressed(using algorithm: CompressionAlgorithm) throws -> NSData {
        NSData(data: try RawDeflate.run(Data(referencing: self), algorithm: algorithm, compressing: false))
    }
}

/// zlib's streaming calls over a whole buffer.
private enum RawDeflate {
    static func run(_ input: Data, algorithm: NSData.CompressionAlgorithm, compressing: Bool) throws -> Data {
        guard algorithm == .zlib else { throw CocoaError(.featureUnsupported) }
        var stream = z_stream()
        let windowBits: Int32 = -15  // raw DEFLATE
        let status = compressing
            ? deflateInit2_(&stream, 5, Z_DEFLATED, windowBits, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
            : inflateInit2_(&stream, windowBits, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw CocoaError(.coderInvalidValue) }
        defer { _ = compressing ? deflateEnd(&stream) : inflateEnd(&stream) }
        var output = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var input = [UInt8](input)
        var result: Int32 = Z_OK
        input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = uInt(source.count)
            repeat {
                chunk.withUnsafeMutableBufferPointer { buffer in
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = uInt(buffer.count)
                    result = compressing ? deflate(&stream, Z_FINISH) : inflate(&stream, Z_NO_FLUSH)
                    output.append(buffer.baseAddress!, count: buffer.count - Int(stream.avail_out))
                }
            } while result == Z_OK && (stream.avail_out == 0 || stream.avail_in > 0)
        }
        guard result == Z_STREAM_END else { throw CocoaError(compressing ? .coderInvalidValue : .coderReadCorrupt) }
        return output
    }
}
