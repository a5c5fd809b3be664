import Foundation
import Dispatch
internal import CDeflate
internal import CPixelLoops

/// How hard the PNG encoder compresses: the encoder is the slowest part of a render, so the
/// caller chooses between speed and file size. Every setting is lossless: the file decodes to
/// exactly the rendered pixels.
///
/// All settings write RGB without an alpha channel when every pixel is opaque (as cairo's
/// own PNG writer does) and compress with libdeflate. Rows are either left unfiltered, which
/// suits renders (gradients and fills repeat the row above, shifted, and deflate matches
/// that), or filtered per row by libpng's heuristic, which suits photographs.
///
/// Measured on the 1200×630 card of `Benchmarks/` (gradient, shadowed card, text) with
/// `scripts/bench-vs-c.sh`, where cairo's `cairo_surface_write_to_png` writes 66 KB for its
/// C drawing of the card (74 KB for Backplate's pixels): `.fastest` 104 KB, `.fast` 77 KB in
/// about a third of cairo's time, `.balanced` 67 KB in about 4x cairo's time, `.smallest`
/// 56 KB in about 40x.
public enum PNGCompression: Sendable, Hashable {
    /// Unfiltered rows, libdeflate level 2: the quickest encode, the largest files.
    case fastest
    /// The default: unfiltered rows, libdeflate level 7. On renders (gradients, fills, text)
    /// about 3x faster than cairo's PNG writer with files within 1.05x of its size for the
    /// same pixels; photographs compress better with `.balanced`.
    case fast
    /// Both row filterings compressed at libdeflate level 9, the smaller kept: smaller
    /// files, an order of magnitude slower than `.fast`.
    case balanced
    /// Both row filterings compressed at libdeflate level 12 (near-optimal parsing), the
    /// smaller kept: the smallest files, by far the slowest (for assets encoded once).
    case smallest

    /// libdeflate's compression level (1...12).
    var deflateLevel: Int32 {
        switch self {
        case .fastest: return 2
        case .fast: return 7
        case .balanced: return 9
        case .smallest: return 12
        }
    }
}

/// Errors of the PNG encoder.
public enum PNGEncodingError: Error, CustomStringConvertible {
    /// The compressor failed with a status code.
    case compressionFailed(Int32)
    /// The image is empty or too large to encode.
    case invalidSize(width: Int, height: Int)

    /// A readable message.
    public var description: String {
        switch self {
        case .compressionFailed(let code): return "PNG compression failed (status \(code))"
        case .invalidSize(let w, let h): return "cannot encode a \(w)x\(h) PNG"
        }
    }
}

/// Encodes 8-bit RGBA (straight alpha) pixels as PNG: chunks framed and rows filtered here
/// (in parallel row bands), compression and checksums by libdeflate.
///
/// Why not parallel compression: libdeflate compresses whole buffers and always ends a
/// stream with a final block, so bands cannot be joined into one zlib stream; zlib can
/// (sync-flushed bands), but its level 6 is about twice as slow as libdeflate's and no
/// smaller, so one libdeflate stream beats two zlib bands on two cores.
enum PNGEncoder {
    static func encode(rgba: UnsafeBufferPointer<UInt8>, width: Int, height: Int, compression: PNGCompression) throws -> Data {
        guard width > 0, height > 0, width <= 1 << 24, height <= 1 << 24, rgba.count >= width * height * 4 else {
            throw PNGEncodingError.invalidSize(width: width, height: height)
        }
        let opaque = isOpaque(rgba, count: width * height)
        let bpp = opaque ? 3 : 4
        let rowBytes = width * bpp + 1
        let (total, overflow) = rowBytes.multipliedReportingOverflow(by: height)
        guard !overflow, total < Int(Int32.max) / 2 else { throw PNGEncodingError.invalidSize(width: width, height: height) }

        // Candidate row filterings: unfiltered rows (type 0) suit renders, whose repeated rows
        // deflate matches well; the slower settings also try libpng's adaptive filter (better on
        // photographs) in parallel and keep the smaller file (sizes in Benchmarks/README.md).
        var candidates = [UnsafeMutablePointer<UInt8>.allocate(capacity: total)]
        defer { for c in candidates { c.deallocate() } }
        filterRows(rgba.baseAddress!, width: width, height: height, bpp: bpp, adaptive: false, into: candidates[0])
        if compression == .balanced || compression == .smallest {
            candidates.append(.allocate(capacity: total))
            filterRows(rgba.baseAddress!, width: width, height: height, bpp: bpp, adaptive: true, into: candidates[1])
        }
        let (compressed, length) = try compress(candidates.map { UnsafePointer($0) }, count: total, level: compression.deflateLevel)
        defer { compressed.deallocate() }

        // Signature, IHDR (25 bytes framed), IDAT (12 + stream) and IEND (12).
        var out = [UInt8](repeating: 0, count: 8 + 25 + 12 + length + 12)
        let written: Int = out.withUnsafeMutableBufferPointer { buf in
            let p = buf.baseAddress!
            var o = 0
            for b: UInt8 in [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] { p[o] = b; o += 1 }
            var header = [UInt8]()
            header.appendBigEndian(UInt32(width))
            header.appendBigEndian(UInt32(height))
            // 8 bits per sample, RGB (2) or RGBA (6), deflate, adaptive filtering, no interlace.
            header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])
            o = writeChunk("IHDR", header, at: p, offset: o)
            (p + o + 8).update(from: compressed, count: length)
            o = frameChunk("IDAT", length: length, at: p, offset: o)
            return writeChunk("IEND", [], at: p, offset: o)
        }
        return out.withUnsafeBufferPointer { Data(buffer: UnsafeBufferPointer(rebasing: $0[..<written])) }
    }

    /// The output of one compression job.
    private struct Job: @unchecked Sendable {
        // Unchecked Sendable: raw pointers; each job writes only its own output buffer.
        let inputs: [UnsafePointer<UInt8>]
        let outputs: [UnsafeMutablePointer<UInt8>]
        let sizes: UnsafeMutablePointer<Int>
    }

    /// Compresses each candidate as a zlib stream (in parallel, a compressor each) and returns
    /// the smallest stream (the caller deallocates it) and its length.
    private static func compress(_ inputs: [UnsafePointer<UInt8>], count: Int, level: Int32) throws -> (UnsafeMutablePointer<UInt8>, Int) {
        guard let probe = libdeflate_alloc_compressor(level) else { throw PNGEncodingError.compressionFailed(-1) }
        let bound = libdeflate_zlib_compress_bound(probe, count)
        libdeflate_free_compressor(probe)
        let job = Job(inputs: inputs, outputs: inputs.map { _ in .allocate(capacity: bound) },
                      sizes: .allocate(capacity: inputs.count))
        defer { job.sizes.deallocate() }
        let run: @Sendable (Int) -> Void = { i in
            job.sizes[i] = 0
            guard let c = libdeflate_alloc_compressor(level) else { return }
            job.sizes[i] = libdeflate_zlib_compress(c, job.inputs[i], count, job.outputs[i], bound)
            libdeflate_free_compressor(c)
        }
        if inputs.count == 1 { run(0) } else { DispatchQueue.concurrentPerform(iterations: inputs.count, execute: run) }
        var best = -1
        for i in inputs.indices where job.sizes[i] > 0 && (best < 0 || job.sizes[i] < job.sizes[best]) { best = i }
        for i in inputs.indices where i != best { job.outputs[i].deallocate() }
        guard best >= 0 else { throw PNGEncodingError.compressionFailed(0) }
        return (job.outputs[best], job.sizes[best])
    }

    /// Whether every alpha byte is 255.
    static func isOpaque(_ rgba: UnsafeBufferPointer<UInt8>, count: Int) -> Bool {
        let p = rgba.baseAddress!
        var all: UInt8 = 0xFF
        var i = 0
        while i < count {
            // Branch-free blocks, checked every 4096 pixels so a transparent image stops early.
            let end = min(count, i + 4096)
            while i < end { all &= p[i &* 4 &+ 3]; i &+= 1 }
            if all != 0xFF { return false }
        }
        return true
    }

    /// Writes a chunk (length, type, body, CRC) at `offset`; returns the offset after it.
    private static func writeChunk(_ type: String, _ body: [UInt8], at p: UnsafeMutablePointer<UInt8>, offset: Int) -> Int {
        for (i, b) in body.enumerated() { p[offset + 8 + i] = b }
        return frameChunk(type, length: body.count, at: p, offset: offset)
    }

    /// Writes the length, type and CRC around a body already at `offset + 8`.
    private static func frameChunk(_ type: String, length: Int, at p: UnsafeMutablePointer<UInt8>, offset: Int) -> Int {
        putBigEndian(UInt32(length), p + offset)
        for (i, b) in type.utf8.enumerated() { p[offset + 4 + i] = b }
        let crc = libdeflate_crc32(0, p + offset + 4, 4 + length)
        putBigEndian(crc, p + offset + 8 + length)
        return offset + 12 + length
    }

    private static func putBigEndian(_ v: UInt32, _ p: UnsafeMutablePointer<UInt8>) {
        p[0] = UInt8(v >> 24); p[1] = UInt8((v >> 16) & 0xFF); p[2] = UInt8((v >> 8) & 0xFF); p[3] = UInt8(v & 0xFF)
    }

    /// The pointers the row bands share; each band writes only its own rows.
    private struct Shared: @unchecked Sendable {
        // Unchecked Sendable: raw pointers; each band writes only its own rows.
        let src: UnsafePointer<UInt8>
        let dst: UnsafeMutablePointer<UInt8>
    }

    /// Filters every row into `dst` (filter byte + filtered bytes per row), in parallel bands
    /// of rows: a row's filter reads only the raw previous row, so bands are independent.
    static func filterRows(_ src: UnsafePointer<UInt8>, width: Int, height: Int, bpp: Int, adaptive: Bool,
                           into dst: UnsafeMutablePointer<UInt8>) {
        let bytes = width * height * bpp
        let bands = bytes < 1 << 18 ? 1 : max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8, height / 16))
        let shared = Shared(src: src, dst: dst)
        let band: @Sendable (Int) -> Void = { b in
            let y0 = height * b / bands, y1 = height * (b + 1) / bands
            filterBand(shared.src, width: width, rows: y0..<y1, bpp: bpp, adaptive: adaptive, into: shared.dst)
        }
        if bands == 1 { band(0) } else { DispatchQueue.concurrentPerform(iterations: bands, execute: band) }
    }

    /// Rows `rows` filtered by `CPixelLoops` (C: the per-byte loop is slow unoptimised in Swift).
    private static func filterBand(_ src: UnsafePointer<UInt8>, width: Int, rows: Range<Int>, bpp: Int, adaptive: Bool,
                                   into dst: UnsafeMutablePointer<UInt8>) {
        let status = backplate_png_filter_rows(src, width, rows.lowerBound, rows.upperBound, Int32(bpp), adaptive ? 1 : 0, dst)
        precondition(status == 0, "out of memory for two rows of \(width) pixels")
    }
}

extension [UInt8] {
    mutating func appendBigEndian(_ v: UInt32) {
        append(contentsOf: [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)])
    }
}

extension Data {
    mutating func appendBigEndian(_ v: UInt32) {
        append(contentsOf: [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)])
    }
}
