import Foundation
@_spi(BackplateBackend) import BackplateCore
internal import CTurboJPEG

/// The budget for decoding image files: an image declaring more pixels than this is refused
/// before any pixel memory is allocated (a small compressed file can declare a huge image).
public enum ImageDecodingLimits {
    /// The most pixels one decoded image may have: 40 million (for example 8000 × 5000).
    public static let maxPixels = 40_000_000
    /// The longest side of a decoded image, in pixels (cairo's surface limit).
    public static let maxSide = 32_767
    /// The bytes of the largest decoded image (straight RGBA, 4 bytes per pixel): 160 MB.
    public static let maxBytes = maxPixels * 4
}

/// Why image file data was not decoded.
public enum ImageDecodingError: Error, Equatable, CustomStringConvertible {
    /// The data is neither PNG nor JPEG.
    case unrecognizedFormat(byteCount: Int)
    /// The file declares more pixels than ``ImageDecodingLimits`` allows.
    case tooLarge(width: Int, height: Int)
    /// The header or the pixel data could not be read.
    case corrupt(String)

    /// A readable message.
    public var description: String {
        switch self {
        case .unrecognizedFormat(let n): return "image data (\(n) bytes) is not a PNG or JPEG Backplate can decode"
        case .tooLarge(let w, let h):
            return "the image declares \(w)×\(h) pixels, beyond the decoding budget of \(ImageDecodingLimits.maxPixels) pixels (\(ImageDecodingLimits.maxBytes) bytes) and \(ImageDecodingLimits.maxSide) pixels per side"
        case .corrupt(let m): return "the image data is corrupt: \(m)"
        }
    }

    /// Checks declared dimensions against the budget.
    static func check(width: Int, height: Int) throws {
        guard width > 0, height > 0 else { throw ImageDecodingError.corrupt("declared size \(width)×\(height)") }
        guard width <= ImageDecodingLimits.maxSide, height <= ImageDecodingLimits.maxSide,
              width * height <= ImageDecodingLimits.maxPixels else { throw ImageDecodingError.tooLarge(width: width, height: height) }
    }
}

extension RasterImage {
    /// Decodes PNG (through cairo's libpng reader) or JPEG (through libjpeg-turbo) file data
    /// into straight-alpha RGBA pixels at `scale` pixels per point. The dimensions the file
    /// declares are checked against ``ImageDecodingLimits`` before anything is decoded.
    /// - Throws: ``ImageDecodingError``.
    public static func decode(_ data: Data, scale: CGFloat = 1) throws -> RasterImage {
        let s = scale.isFinite && scale > 0 ? scale : 1
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            // The IHDR chunk comes first: width and height are big-endian at bytes 16 and 20.
            let bytes = [UInt8](data.prefix(24))
            guard bytes.count == 24, bytes[12...15] == [0x49, 0x48, 0x44, 0x52] else {
                throw ImageDecodingError.corrupt("PNG without an IHDR header")
            }
            func be(_ i: Int) -> Int { bytes[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
            try ImageDecodingError.check(width: be(16), height: be(20))
            guard let png = RenderedImage(pngData: data, scale: s),
                  let image = RasterImage(width: png.width, height: png.height, rgba: png.rgba, scale: s) else {
                throw ImageDecodingError.corrupt("PNG data cairo cannot read")
            }
            return image
        } else if data.starts(with: [0xFF, 0xD8]) {
            let (w, h, rgba) = try JPEGDecoder.decode(data)
            guard let image = RasterImage(width: w, height: h, rgba: rgba, scale: s) else {
                throw ImageDecodingError.corrupt("JPEG pixel data")
            }
            return image
        }
        throw ImageDecodingError.unrecognizedFormat(byteCount: data.count)
    }

    /// Decodes PNG or JPEG file data like ``decode(_:scale:)``; `nil` for empty, truncated,
    /// unknown or over-budget data.
    public init?(decoding data: Data, scale: CGFloat = 1) {
        guard let image = try? RasterImage.decode(data, scale: scale) else { return nil }
        self = image
    }
}

/// JPEG decoding with the TurboJPEG API (no setjmp error handling to cross).
enum JPEGDecoder {
    static func decode(_ data: Data) throws -> (Int, Int, [UInt8]) {
        guard let handle = tjInitDecompress() else { throw ImageDecodingError.corrupt("libjpeg-turbo unavailable") }
        defer { tjDestroy(handle) }
        return try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) throws -> (Int, Int, [UInt8]) in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress, raw.count > 0 else { throw ImageDecodingError.corrupt("empty JPEG") }
            var w: Int32 = 0, h: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
            guard tjDecompressHeader3(handle, base, UInt(raw.count), &w, &h, &subsampling, &colorspace) == 0 else {
                throw ImageDecodingError.corrupt("JPEG header")
            }
            try ImageDecodingError.check(width: Int(w), height: Int(h))
            var out = [UInt8](repeating: 0, count: Int(w) * Int(h) * 4)
            let status = out.withUnsafeMutableBufferPointer {
                tjDecompress2(handle, base, UInt(raw.count), $0.baseAddress, w, 0, h, Int32(TJPF_RGBA.rawValue), 0)
            }
            // A warning (for example a truncated file) still yields the pixels that decoded.
            guard status == 0 || tjGetErrorCode(handle) == Int32(TJERR_WARNING.rawValue) else {
                throw ImageDecodingError.corrupt("JPEG pixel data")
            }
            return (Int(w), Int(h), out)
        }
    }
}

extension RasterImage {
    /// Installs this module's decoder as Core's image-file decoder (`Image(data:)`,
    /// `Image("name")`), once per process: the text engine and the renderers call it when
    /// made, so any render or layout that uses them decodes with it.
    package static let installFileDecoder: Void = {
        ImageFileDecoder.install { data, scale in try RasterImage.decode(data, scale: scale) }
    }()
}
