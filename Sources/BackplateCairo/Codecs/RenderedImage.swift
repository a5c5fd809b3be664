import Foundation
import BackplateCore

/// A rendered bitmap: 8-bit sRGB, straight (not premultiplied) alpha, transparent where
/// nothing is drawn.
///
/// An image fresh from a render still holds the premultiplied pixels cairo drew; they become
/// straight RGBA the first time `rgba` (or anything reading it: `pixel(x:y:)`, the encoders)
/// is used, once, in place, whichever thread asks first. A render whose image is dropped, or
/// only compared by size, never pays for that pass over the bitmap.
public struct RenderedImage: Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Pixels per point.
    public let scale: CGFloat
    /// The pixels, straight RGBA now or on first use.
    let pixels: RenderedPixels

    /// Row-major RGBA bytes, straight alpha. The first use of an image fresh from a render
    /// converts its premultiplied pixels (see the type's description); read it once into a
    /// local when looping over it.
    public var rgba: [UInt8] { pixels.straightRGBA }

    /// Creates an image from straight-alpha RGBA bytes.
    public init(width: Int, height: Int, scale: CGFloat, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.scale = scale
        self.pixels = RenderedPixels(straight: rgba)
    }

    /// An image of cairo's premultiplied native-endian ARGB32 words (`width × 4` bytes per
    /// row), turned into straight RGBA on first use.
    init(width: Int, height: Int, scale: CGFloat, premultipliedARGB: [UInt8]) {
        self.width = width
        self.height = height
        self.scale = scale
        self.pixels = RenderedPixels(premultiplied: premultipliedARGB)
    }

    /// One pixel's components.
    public struct Pixel: Hashable, Sendable, CustomStringConvertible {
        /// Red, 0...255.
        public let red: UInt8
        /// Green, 0...255.
        public let green: UInt8
        /// Blue, 0...255.
        public let blue: UInt8
        /// Alpha, 0...255.
        public let alpha: UInt8
        /// Creates a pixel.
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        }
        /// `rgba(r, g, b, a)`.
        public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
    }

    /// The pixel at (x, y) from the top-left; a transparent pixel outside the image.
    public func pixel(x: Int, y: Int) -> Pixel {
        guard x >= 0, y >= 0, x < width, y < height else { return Pixel(red: 0, green: 0, blue: 0, alpha: 0) }
        let rgba = rgba
        let i = (y * width + x) * 4
        return Pixel(red: rgba[i], green: rgba[i + 1], blue: rgba[i + 2], alpha: rgba[i + 3])
    }

    /// The image encoded as PNG.
    public func pngData(compression: PNGCompression = .fast) throws -> Data {
        guard width > 0, height > 0 else { throw RenderError.emptyImage }
        return try rgba.withUnsafeBufferPointer {
            try PNGEncoder.encode(rgba: $0, width: width, height: height, compression: compression)
        }
    }
}

/// A rendered image's bytes: straight RGBA, or cairo's premultiplied ARGB words until the
/// first reader converts them (`StraightAlpha.convertInPlace`, under the lock, once).
final class RenderedPixels: Sendable {
    /// The bytes, converted in place once under the lock, then never changed; and whether
    /// they are straight RGBA.
    private let pixels: LockedState<(bytes: [UInt8], isStraight: Bool)>

    init(straight: [UInt8]) {
        pixels = LockedState((straight, true))
    }

    init(premultiplied: [UInt8]) {
        pixels = LockedState((premultiplied, false))
    }

    /// The straight RGBA bytes, converting them first if no reader has yet.
    var straightRGBA: [UInt8] {
        pixels.withLock { pixels in
            if !pixels.isStraight {
                let count = pixels.bytes.count / 4
                pixels.bytes.withUnsafeMutableBytes { StraightAlpha.convertInPlace($0.baseAddress!, pixelCount: count) }
                pixels.isStraight = true
            }
            return pixels.bytes
        }
    }
}
