// The module a file's `import ImageIO` finds on Linux (UIKit re-exports it, as on iOS): reading
// PNG, JPEG, WebP, GIF, HEIC, AVIF and TIFF files into `CGImage`s, their properties and
// downsampled thumbnails.
@_exported import CoreGraphics
import Foundation
@_spi(BackplateBackend) import BackplateCore
import BackplateCairo

/// An image file's data, read as ImageIO reads it: one image, its properties and thumbnails
/// made from it. Decoded with the backend's PNG, JPEG, WebP, GIF, HEIC, AVIF and TIFF decoders
/// (a GIF's first frame, a HEIF's primary image, a TIFF's first page).
public final class CGImageSource: Sendable {
    let data: Data
    /// The decoded image as the file stores it, or `nil` when the data is not an image Backplate decodes.
    let raster: RasterImage?
    /// The orientation the file records for its pixels (EXIF's for JPEG, the Orientation tag's for TIFF).
    let orientation: Image.Orientation

    init(data: Data) {
        self.data = data
        let stored = try? RasterImage.decodeStored(data)
        raster = stored?.image
        orientation = stored?.orientation ?? .up
    }

    /// The file type's identifier ("public.png", "public.jpeg", "org.webmproject.webp",
    /// "com.compuserve.gif", "public.heic", "public.avif", "public.heif", "public.tiff").
    var typeIdentifier: String? {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "public.png" }
        if data.starts(with: [0xFF, 0xD8]) { return "public.jpeg" }
        if WebPDecoder.recognizes(data) { return "org.webmproject.webp" }
        if GIFDecoder.recognizes(data) { return "com.compuserve.gif" }
        if let family = HEIFDecoder.family(data) { return family.typeIdentifier }
        if TIFFDecoder.recognizes(data) { return "public.tiff" }
        return nil
    }
}

/// Where reading an image source stands.
public enum CGImageSourceStatus: Int32, Sendable {
    case statusUnexpectedEOF = -5
    case statusInvalidData = -4
    case statusUnknownType = -3
    case statusReadingHeader = -2
    case statusIncomplete = -1
    case statusComplete = 0
}

/// A source reading `data`; `nil` only for empty data. Data that is not an image gives a
/// source with no images (`CGImageSourceGetCount` 0), as on iOS.
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    data.isEmpty ? nil : CGImageSource(data: data)
}

/// A source reading the file at `url`; `nil` when it cannot be read.
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    guard url.isFileURL, let data = try? Data(contentsOf: url), !data.isEmpty else { return nil }
    return CGImageSource(data: data)
}

/// How many images the source holds: 1 for a decodable PNG, JPEG, WebP, GIF, HEIC, AVIF or TIFF
/// (a GIF's first frame, a HEIF's primary image and a TIFF's first page alone are read), else 0.
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int { isrc.raster == nil ? 0 : 1 }

/// The file type's identifier ("public.png"), or `nil` for an unknown type.
public func CGImageSourceGetType(_ isrc: CGImageSource) -> CFString? { isrc.typeIdentifier }

/// `.statusComplete` for a decodable image, `.statusUnknownType` or `.statusInvalidData` otherwise.
public func CGImageSourceGetStatus(_ isrc: CGImageSource) -> CGImageSourceStatus {
    isrc.raster != nil ? .statusComplete : isrc.typeIdentifier == nil ? .statusUnknownType : .statusInvalidData
}

/// The image at `index` at full size as the file stores it (its recorded orientation is not
/// applied, as on iOS), or `nil` past the count.
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    guard index == 0, let raster = isrc.raster else { return nil }
    return CGImage(width: raster.width, height: raster.height, rgba: raster.rgba)
}

/// The file's properties: its type's own dictionary is not kept, so only the file size.
public func CGImageSourceCopyProperties(_ isrc: CGImageSource, _ options: CFDictionary?) -> CFDictionary? {
    [kCGImagePropertyFileSize: NSNumber(value: isrc.data.count)]
}

/// The image's properties: pixel width and height, depth, colour model, alpha and orientation
/// (numbers, so `as? Int` and `as? CGFloat` both read them); `nil` past the count.
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CFDictionary? {
    guard index == 0, let raster = isrc.raster else { return nil }
    let hasAlpha = stride(from: 3, to: raster.rgba.count, by: 4).contains { raster.rgba[$0] != 255 }
    return [kCGImagePropertyPixelWidth: NSNumber(value: raster.width), kCGImagePropertyPixelHeight: NSNumber(value: raster.height),
            kCGImagePropertyDepth: NSNumber(value: 8), kCGImagePropertyColorModel: kCGImagePropertyColorModelRGB,
            kCGImagePropertyHasAlpha: NSNumber(value: hasAlpha),
            kCGImagePropertyOrientation: NSNumber(value: ExifOrientation.exifValue(isrc.orientation))]
}

/// A thumbnail of the image at `index`: with `kCGImageSourceCreateThumbnailFromImageAlways` or
/// `...IfAbsent` (a PNG carries no thumbnail; a JPEG's embedded one is not read), the
/// image scaled down so its longer side is at most `kCGImageSourceThumbnailMaxPixelSize`
/// (never up), by averaging the pixels each thumbnail pixel covers, and turned upright with
/// `kCGImageSourceCreateThumbnailWithTransform`. `nil` without either key.
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    guard index == 0, let stored = isrc.raster else { return nil }
    let options = options ?? [:]
    guard ImageSourceOptions.flag(options, kCGImageSourceCreateThumbnailFromImageAlways)
            || ImageSourceOptions.flag(options, kCGImageSourceCreateThumbnailFromImageIfAbsent) else { return nil }
    let raster = ImageSourceOptions.flag(options, kCGImageSourceCreateThumbnailWithTransform) ? stored.oriented(isrc.orientation) : stored
    let longer = max(raster.width, raster.height)
    let limit = ImageSourceOptions.number(options, kCGImageSourceThumbnailMaxPixelSize).map { max(1, Int($0.rounded())) } ?? longer
    guard limit < longer else { return CGImage(width: raster.width, height: raster.height, rgba: raster.rgba) }
    let factor = Double(limit) / Double(longer)
    let width = max(1, Int((Double(raster.width) * factor).rounded())), height = max(1, Int((Double(raster.height) * factor).rounded()))
    return CGImage(width: width, height: height, rgba: ImageSourceOptions.downsample(raster.rgba, raster.width, raster.height, to: width, height))
}
