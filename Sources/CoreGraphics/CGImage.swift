import Foundation

/// A bitmap image (CoreGraphics' `CGImage`): 8-bit sRGB pixels with alpha, no scale. SwiftUI's
/// `Image(_:scale:orientation:label:)` draws one; `ImageRenderer.cgImage`,
/// `UIImage.cgImage` and `CGContext.makeImage()` make one.
public final class CGImage: Hashable, Sendable, CustomStringConvertible {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes, row-major: red, green, blue, straight alpha.
    package let rgba: [UInt8]

    /// An image of `rgba` bytes (straight alpha); `nil` when the byte count does not match
    /// or a side is not positive.
    package init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width > 0, height > 0, width.multipliedReportingOverflow(by: height).overflow == false,
              rgba.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// Bits per colour component: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: 32 (red, green, blue, alpha).
    public var bitsPerPixel: Int { 32 }
    /// Bytes per row: four per pixel, unpadded.
    public var bytesPerRow: Int { width * 4 }
    /// sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }
    /// Whether the image is a mask: never.
    public var isMask: Bool { false }
    /// Where alpha is: last, straight (`.last`), as the bytes are red, green, blue, alpha.
    public var alphaInfo: CGImageAlphaInfo { .last }
    /// The layout: straight alpha last, default byte order.
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue) }
    /// The byte order: the default (big-endian components, in memory order).
    public var byteOrderInfo: CGImageByteOrderInfo { .orderDefault }
    /// Whether pixels may be interpolated when drawn scaled: `true`.
    public var shouldInterpolate: Bool { true }

    /// The pixels inside `rect` (pixel coordinates, top-left origin, rounded out to whole
    /// pixels and clipped to the image), or `nil` when nothing remains.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width >= 1, r.height >= 1 else { return nil }
        let x0 = Int(r.minX), y0 = Int(r.minY), w = Int(r.width), h = Int(r.height)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for row in 0..<h {
            let src = ((y0 + row) * width + x0) * 4
            out.replaceSubrange(row * w * 4..<(row + 1) * w * 4, with: rgba[src..<src + w * 4])
        }
        return CGImage(width: w, height: h, rgba: out)
    }

    /// An identical image.
    public func copy() -> CGImage? { self }

    /// Images are equal when their pixels are.
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
        lhs === rhs || (lhs.width == rhs.width && lhs.height == rhs.height && lhs.rgba == rhs.rgba)
    }
    /// Hashes the size.
    public func hash(into hasher: inout Hasher) { hasher.combine(width); hasher.combine(height) }
    /// The size in pixels.
    public var description: String { "<CGImage \(width)x\(height)>" }
}
