import Foundation
internal import CTiff
internal import CPixelLoops

/// TIFF decoding with libtiff: the first page (directory) as straight RGBA in the order the
/// file stores its rows, and the orientation its Orientation tag records (EXIF's numbering),
/// which `RasterImage.decode` applies as iOS does. Later pages are never read.
package enum TIFFDecoder {
    /// Whether `data` starts with TIFF's little-endian (`II*\0`) or big-endian (`MM\0*`) header.
    package static func recognizes(_ data: Data) -> Bool {
        data.starts(with: [0x49, 0x49, 0x2A, 0x00]) || data.starts(with: [0x4D, 0x4D, 0x00, 0x2A])
    }

    /// libtiff's process-wide handlers print to stderr: cleared once, before the first file
    /// (each file's own handlers keep its errors; a few libtiff calls use only the global ones).
    private static let quiet: Void = backplate_tiff_silence_global_handlers()

    /// The first page's size, straight RGBA pixels and Orientation tag (1 to 8).
    static func decode(_ data: Data) throws -> (width: Int, height: Int, rgba: [UInt8], orientation: Int) {
        _ = quiet
        return try data.withUnsafeBytes { raw in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress, raw.count > 0 else { throw ImageDecodingError.corrupt("empty TIFF") }
            let source = UnsafeMutablePointer<BackplateTIFFSource>.allocate(capacity: 1)
            source.initialize(to: BackplateTIFFSource())
            defer { source.deallocate() }
            source.pointee.bytes = base
            source.pointee.count = UInt64(raw.count)
            guard let tif = backplate_tiff_open(source, tmsize_t(ImageDecodingLimits.maxBytes)) else {
                throw ImageDecodingError.corrupt("TIFF header: \(message(source))")
            }
            defer { TIFFClose(tif) }
            return try firstPage(tif, source)
        }
    }

    private static func firstPage(_ tif: OpaquePointer, _ source: UnsafeMutablePointer<BackplateTIFFSource>) throws
        -> (width: Int, height: Int, rgba: [UInt8], orientation: Int) {
        var width: UInt32 = 0, height: UInt32 = 0, orientation: UInt16 = 1
        guard backplate_tiff_get_uint32(tif, UInt32(TIFFTAG_IMAGEWIDTH), &width) == 1,
              backplate_tiff_get_uint32(tif, UInt32(TIFFTAG_IMAGELENGTH), &height) == 1 else {
            throw ImageDecodingError.corrupt("TIFF without an image size")
        }
        try ImageDecodingError.check(width: Int(width), height: Int(height))
        // Requesting the file's own orientation makes libtiff flip nothing: rows as stored.
        _ = backplate_tiff_get_uint16_defaulted(tif, UInt32(TIFFTAG_ORIENTATION), &orientation)
        if !(1...8).contains(orientation) { orientation = 1 }
        var reason = [CChar](repeating: 0, count: 1024)
        guard TIFFRGBAImageOK(tif, &reason) == 1 else {
            let text = String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw ImageDecodingError.unsupportedFormat("TIFF (\(text))")
        }
        let count = Int(width) * Int(height)
        var raster = [UInt32](repeating: 0, count: count)
        let read = raster.withUnsafeMutableBufferPointer {
            TIFFReadRGBAImageOriented(tif, width, height, $0.baseAddress, Int32(orientation), 1)
        }
        guard read == 1 else { throw ImageDecodingError.corrupt("TIFF pixel data: \(message(source))") }
        var rgba = [UInt8](repeating: 0, count: count * 4)
        raster.withUnsafeBufferPointer { r in
            rgba.withUnsafeMutableBufferPointer {
                backplate_tiff_rgba_bytes(r.baseAddress, $0.baseAddress, count)
                backplate_unpremultiply_rgba($0.baseAddress, count)
            }
        }
        return (Int(width), Int(height), rgba, Int(orientation))
    }

    /// The first error libtiff reported for the file.
    private static func message(_ source: UnsafeMutablePointer<BackplateTIFFSource>) -> String {
        withUnsafeBytes(of: &source.pointee.error) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
