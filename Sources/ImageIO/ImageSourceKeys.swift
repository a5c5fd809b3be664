import Foundation
import CoreGraphics

/// Whether a thumbnail is made from the full image when the file has none (a `Bool`).
public let kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString = "kCGImageSourceCreateThumbnailFromImageIfAbsent"
/// Whether a thumbnail is always made from the full image (a `Bool`).
public let kCGImageSourceCreateThumbnailFromImageAlways: CFString = "kCGImageSourceCreateThumbnailFromImageAlways"
/// The longest side of a thumbnail, in pixels (a number).
public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"
/// Whether a thumbnail is turned upright for the orientation the file records (a `Bool`).
public let kCGImageSourceCreateThumbnailWithTransform: CFString = "kCGImageSourceCreateThumbnailWithTransform"
/// Whether the decoded image is cached (accepted; Backplate decodes once per source).
public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"
/// Whether the image is decoded when it is made rather than drawn (accepted).
public let kCGImageSourceShouldCacheImmediately: CFString = "kCGImageSourceShouldCacheImmediately"
/// Whether floating-point pixels are allowed (accepted; pixels are 8-bit).
public let kCGImageSourceShouldAllowFloat: CFString = "kCGImageSourceShouldAllowFloat"
/// A hint of the file's type identifier (accepted; the bytes decide).
public let kCGImageSourceTypeIdentifierHint: CFString = "kCGImageSourceTypeIdentifierHint"
/// A number of pixels to reduce the decoded image by (accepted; decoded at full size).
public let kCGImageSourceSubsampleFactor: CFString = "kCGImageSourceSubsampleFactor"

/// The image's width in pixels.
public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
/// The image's height in pixels.
public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"
/// Bits per colour component.
public let kCGImagePropertyDepth: CFString = "Depth"
/// The colour model ("RGB").
public let kCGImagePropertyColorModel: CFString = "ColorModel"
/// The RGB colour model's name.
public let kCGImagePropertyColorModelRGB: CFString = "RGB"
/// Whether the image has an alpha channel.
public let kCGImagePropertyHasAlpha: CFString = "HasAlpha"
/// The orientation the file records, EXIF's 1 to 8 (1 = up; only JPEG files record another).
public let kCGImagePropertyOrientation: CFString = "Orientation"
/// The file's size in bytes.
public let kCGImagePropertyFileSize: CFString = "FileSize"
/// Horizontal dots per inch.
public let kCGImagePropertyDPIWidth: CFString = "DPIWidth"
/// Vertical dots per inch.
public let kCGImagePropertyDPIHeight: CFString = "DPIHeight"

/// Reading option dictionaries, which hold `Bool`s and numbers of any Swift or Foundation type.
enum ImageSourceOptions {
    static func flag(_ options: CFDictionary, _ key: CFString) -> Bool {
        switch options[key] {
        case let b as Bool: return b
        case let n as NSNumber: return n.boolValue
        default: return false
        }
    }

    static func number(_ options: CFDictionary, _ key: CFString) -> Double? {
        switch options[key] {
        case let n as Int: return Double(n)
        case let n as Double: return n
        case let n as CGFloat: return Double(n)
        case let n as Float: return Double(n)
        case let n as NSNumber: return n.doubleValue
        default: return nil
        }
    }

    /// Straight-alpha RGBA pixels scaled down by area averaging (alpha-weighted colour).
    static func downsample(_ rgba: [UInt8], _ w: Int, _ h: Int, to tw: Int, _ th: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: tw * th * 4)
        let sx = Double(w) / Double(tw), sy = Double(h) / Double(th)
        for ty in 0..<th {
            let y0 = Int((Double(ty) * sy).rounded(.down)), y1 = max(y0 + 1, min(h, Int((Double(ty + 1) * sy).rounded(.up))))
            for tx in 0..<tw {
                let x0 = Int((Double(tx) * sx).rounded(.down)), x1 = max(x0 + 1, min(w, Int((Double(tx + 1) * sx).rounded(.up))))
                var r = 0.0, g = 0.0, b = 0.0, a = 0.0
                for y in y0..<y1 {
                    for x in x0..<x1 {
                        let i = (y * w + x) * 4, alpha = Double(rgba[i + 3])
                        r += Double(rgba[i]) * alpha; g += Double(rgba[i + 1]) * alpha; b += Double(rgba[i + 2]) * alpha; a += alpha
                    }
                }
                let n = Double((y1 - y0) * (x1 - x0)), o = (ty * tw + tx) * 4
                if a > 0 {
                    out[o] = UInt8((r / a).rounded()); out[o + 1] = UInt8((g / a).rounded()); out[o + 2] = UInt8((b / a).rounded())
                }
                out[o + 3] = UInt8((a / n).rounded())
            }
        }
        return out
    }
}

/// The key of a GIF frame's own properties. Backplate reads a GIF's first frame alone and gives
/// no such dictionary, so code falls back to its default delay.
public let kCGImagePropertyGIFDictionary: CFString = "{GIF}"
/// A GIF frame's delay in seconds (at least 0.1 when the file asks for less).
public let kCGImagePropertyGIFDelayTime: CFString = "DelayTime"
/// A GIF frame's delay in seconds, as the file gives it.
public let kCGImagePropertyGIFUnclampedDelayTime: CFString = "UnclampedDelayTime"
/// How many times a GIF plays (0: forever).
public let kCGImagePropertyGIFLoopCount: CFString = "LoopCount"
