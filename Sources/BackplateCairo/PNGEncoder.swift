import Foundation
internal import CZlib

/// How hard the PNG encoder compresses: the encoder is the slowest part of a render, so the
/// caller chooses between speed and file size.
public enum PNGCompression: Sendable, Hashable {
    /// zlib level 1 with the Sub filter: about 3x faster than `.balanced`, files about 2.5x larger.
    case fast
    /// zlib level 6 with the Sub filter (libpng's default level).
    case balanced
    /// zlib level 9 with a per-row adaptive filter: the smallest files, the slowest.
    case smallest

    var zlibLevel: Int32 {
        switch self {
        case .fast: return 1
        case .balanced: return 6
        case .smallest: return 9
        }
    }
}

/// Errors of the PNG encoder.
public enum PNGEncodingError: Error, CustomStringConvertible {
    /// zlib failed with a status code.
    case compressionFailed(Int32)
    /// The image is empty or too large to encode.
    case invalidSize(width: Int, height: Int)

    /// A readable message.
    public var description: String {
        switch self {
        case .compressionFailed(let code): return "PNG compression failed (zlib status \(code))"
        case .invalidSize(let w, let h): return "cannot encode a \(w)x\(h) PNG"
        }
    }
}

/// Encodes 8-bit RGBA (straight alpha) pixels as PNG: chunks framed here, compression and
/// checksums by zlib.
enum PNGEncoder {
    static func encode(rgba: UnsafeBufferPointer<UInt8>, width: Int, height: Int, compression: PNGCompression) throws -> Data {
        guard width > 0, height > 0, width <= 1 << 24, height <= 1 << 24 else {
            throw PNGEncodingError.invalidSize(width: width, height: height)
        }
        let stride = width * 4
        var filtered = [UInt8](repeating: 0, count: (stride + 1) * height)
        filtered.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = rgba.baseAddress! + y * stride
                let prev: UnsafePointer<UInt8>? = y > 0 ? rgba.baseAddress! + (y - 1) * stride : nil
                let dst = out.baseAddress! + y * (stride + 1)
                let filter = compression == .smallest ? chooseFilter(row, prev, stride) : 1
                dst[0] = filter
                apply(filter, row, prev, dst + 1, stride)
            }
        }
        var destLength = compressBound(uLong(filtered.count))
        var compressed = [UInt8](repeating: 0, count: Int(destLength))
        let status = compress2(&compressed, &destLength, filtered, uLong(filtered.count), compression.zlibLevel)
        guard status == Z_OK else { throw PNGEncodingError.compressionFailed(status) }
        compressed.removeSubrange(Int(destLength)...)

        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, 6, 0, 0, 0])  // 8 bits, RGBA, deflate, adaptive filtering, no interlace
        appendChunk("IHDR", header, to: &data)
        appendChunk("IDAT", Data(compressed), to: &data)
        appendChunk("IEND", Data(), to: &data)
        return data
    }

    private static func appendChunk(_ type: String, _ body: Data, to data: inout Data) {
        data.appendBigEndian(UInt32(body.count))
        var typed = Data(type.utf8)
        typed.append(body)
        data.append(typed)
        let crc = typed.withUnsafeBytes { crc32(0, $0.bindMemory(to: Bytef.self).baseAddress, uInt(typed.count)) }
        data.appendBigEndian(UInt32(crc))
    }

    /// Applies PNG filter `f` (0 none, 1 sub, 2 up, 3 average, 4 Paeth) to one row.
    private static func apply(_ f: UInt8, _ row: UnsafePointer<UInt8>, _ prev: UnsafePointer<UInt8>?, _ dst: UnsafeMutablePointer<UInt8>, _ n: Int) {
        if f == 1 {
            // Sub, the filter of the fast and balanced settings: a tight loop.
            for i in 0..<min(4, n) { dst[i] = row[i] }
            var i = 4
            while i < n { dst[i] = row[i] &- row[i - 4]; i += 1 }
            return
        }
        for i in 0..<n {
            let a = i >= 4 ? Int(row[i - 4]) : 0
            let b = prev.map { Int($0[i]) } ?? 0
            let c = (i >= 4 ? prev.map { Int($0[i - 4]) } : nil) ?? 0
            let x = Int(row[i])
            let predicted: Int
            switch f {
            case 0: predicted = 0
            case 1: predicted = a
            case 2: predicted = b
            case 3: predicted = (a + b) / 2
            default:
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                predicted = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c)
            }
            dst[i] = UInt8(truncatingIfNeeded: x - predicted)
        }
    }

    /// The filter with the smallest sum of absolute residuals (libpng's heuristic).
    private static func chooseFilter(_ row: UnsafePointer<UInt8>, _ prev: UnsafePointer<UInt8>?, _ n: Int) -> UInt8 {
        var best: UInt8 = 0, bestSum = Int.max
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: n)
        defer { scratch.deallocate() }
        for f: UInt8 in 0...4 {
            apply(f, row, prev, scratch, n)
            var sum = 0
            for i in 0..<n { let v = Int(Int8(bitPattern: scratch[i])); sum += abs(v) }
            if sum < bestSum { bestSum = sum; best = f }
        }
        return best
    }
}

extension Data {
    mutating func appendBigEndian(_ v: UInt32) {
        append(contentsOf: [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)])
    }
}
