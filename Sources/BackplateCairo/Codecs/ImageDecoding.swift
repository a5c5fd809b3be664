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
    /// The data is not PNG, JPEG, WebP, GIF, HEIC, AVIF or TIFF, and not a format named below.
    case unrecognizedFormat(byteCount: Int)
    /// A format iOS decodes and Backplate does not ("BMP", "ICO", "animated WebP", a HEIF
    /// feature or TIFF sample layout libheif or libtiff lacks).
    case unsupportedFormat(String)
    /// The file declares more pixels than ``ImageDecodingLimits`` allows.
    case tooLarge(width: Int, height: Int)
    /// The header or the pixel data could not be read.
    case corrupt(String)

    /// A readable message.
    public var description: String {
        switch self {
        case .unrecognizedFormat(let n): return "image data (\(n) bytes) is not a PNG, JPEG, WebP, GIF, HEIC, AVIF or TIFF Backplate can decode"
        case .unsupportedFormat(let f): return "\(f) image data, which iOS decodes and Backplate does not"
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
    /// Decodes PNG (through cairo's libpng reader), JPEG (libjpeg-turbo), WebP (libwebp), GIF
    /// (giflib: the first frame), HEIC and AVIF (libheif: the primary image) or TIFF (libtiff:
    /// the first page) file data into straight-alpha RGBA pixels at `scale` pixels per point,
    /// turned upright for the orientation a JPEG's EXIF data, a TIFF's Orientation tag or a
    /// HEIF's irot/imir boxes record, as iOS draws it. The dimensions the file declares are
    /// checked against ``ImageDecodingLimits`` before anything is decoded.
    /// Data decoded recently is not decoded again (see `DecodedImageCache`).
    /// - Throws: ``ImageDecodingError``.
    public static func decode(_ data: Data, scale: CGFloat = 1) throws -> RasterImage {
        if let kept = DecodedImageCache.shared.image(for: data, scale: scale) { return kept }
        let stored = try decodeStored(data, scale: scale)
        let image = stored.image.oriented(stored.orientation)
        DecodedImageCache.shared.store(image, for: data, scale: scale)
        return image
    }

    /// The pixels as the file stores them and the orientation its EXIF data (JPEG) or its
    /// Orientation tag (TIFF) records for them, as ImageIO's image at an index and its
    /// properties report them; `.up` for the rest (libheif applies a HEIF's transforms).
    package static func decodeStored(_ data: Data, scale: CGFloat = 1) throws -> (image: RasterImage, orientation: Image.Orientation) {
        let s = scale.isFinite && scale > 0 ? scale : 1
        let decoded: (Int, Int, [UInt8])
        var orientation = Image.Orientation.up
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            return (try decodePNG(data, scale: s), .up)
        } else if data.starts(with: [0xFF, 0xD8]) {
            decoded = try JPEGDecoder.decode(data)
            orientation = ExifOrientation.of(data)
        } else if WebPDecoder.recognizes(data) {
            decoded = try WebPDecoder.decode(data)
        } else if GIFDecoder.recognizes(data) {
            decoded = try GIFDecoder.decode(data)
        } else if HEIFDecoder.family(data) != nil {
            decoded = try HEIFDecoder.decode(data)
        } else if TIFFDecoder.recognizes(data) {
            let tiff = try TIFFDecoder.decode(data)
            decoded = (tiff.width, tiff.height, tiff.rgba)
            orientation = ExifOrientation.orientation(exifValue: tiff.orientation)
        } else if let format = unsupportedFormat(data) {
            throw ImageDecodingError.unsupportedFormat(format)
        } else {
            throw ImageDecodingError.unrecognizedFormat(byteCount: data.count)
        }
        guard let image = RasterImage(width: decoded.0, height: decoded.1, rgba: decoded.2, scale: s) else {
            throw ImageDecodingError.corrupt("pixel data")
        }
        return (image, orientation)
    }

    private static func decodePNG(_ data: Data, scale: CGFloat) throws -> RasterImage {
        // The IHDR chunk comes first: width and height are big-endian at bytes 16 and 20.
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[12...15] == [0x49, 0x48, 0x44, 0x52] else {
            throw ImageDecodingError.corrupt("PNG without an IHDR header")
        }
        func be(_ i: Int) -> Int { bytes[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
        try ImageDecodingError.check(width: be(16), height: be(20))
        guard let png = RenderedImage(pngData: data, scale: scale),
              let image = RasterImage(width: png.width, height: png.height, rgba: png.rgba, scale: scale) else {
            throw ImageDecodingError.corrupt("PNG data cairo cannot read")
        }
        return image
    }

    /// The name of an image format iOS decodes that Backplate does not, from its signature.
    private static func unsupportedFormat(_ data: Data) -> String? {
        let head = [UInt8](data.prefix(4))
        if head.starts(with: [0x42, 0x4D]) { return "BMP" }
        if head.starts(with: [0x00, 0x00, 0x01, 0x00]) { return "ICO" }
        return nil
    }

    /// Decodes file data like ``decode(_:scale:)``; `nil` for empty, truncated, unknown or
    /// over-budget data.
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
    /// Installs this module's decoders as Core's image-file decoders (`Image(data:)`,
    /// `Image("name")`, image sets' PDF and SVG files), once per process: the text engine and
    /// the renderers call it when made, so any render or layout that uses them decodes with it.
    package static let installFileDecoder: Void = {
        ImageFileDecoder.install { data, scale in try RasterImage.decode(data, scale: scale) }
        ImageFileDecoder.installVector { data, preserves in try RasterImage.decodeVector(data, preservesVector: preserves) }
        ImageFileDecoder.installSymbolTemplate { data in try CustomSymbolTemplate.decode(data) }
    }()
}
