import Foundation
import CoreGraphics
import BackplateCore

/// Renders `CIImage`s to pixels (CoreImage's `CIContext`), on the CPU: each output pixel
/// samples the image at its centre, nearest or bilinear as the image asks; outside the
/// extent is transparent.
public final class CIContext: Sendable {
    /// A context with the default options.
    public init() {}

    /// A context (the options are not read: Backplate renders in sRGB on the CPU).
    public init(options: [CIContextOption: Any]?) {}

    /// The pixels of `image` inside `fromRect` (working-space coordinates, y up) as a
    /// CoreGraphics image, top row first; `nil` when the rectangle is empty, infinite or
    /// larger than 16,384 pixels a side.
    public func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        let r = fromRect.standardized
        guard !r.isNull, !r.isInfinite, r.width.isFinite, r.height.isFinite else { return nil }
        let w = Int(r.width.rounded(.up)), h = Int(r.height.rounded(.up))
        guard w > 0, h > 0, w <= 16_384, h <= 16_384 else {
            if w > 16_384 || h > 16_384 { RuntimeWarning.emit("CIContext.createCGImage: \(w) x \(h) pixels is too large; no image is made") }
            return nil
        }
        var out = [UInt8](repeating: 0, count: w * h * 4)
        if let source = image.pixels, !image.extent.isNull {
            let inverse = image.transform.inverted()
            let clip = image.extent
            for row in 0..<h {
                let y = r.maxY - CGFloat(row) - 0.5
                for col in 0..<w {
                    let p = CGPoint(x: r.minX + CGFloat(col) + 0.5, y: y)
                    guard clip.contains(p) else { continue }
                    let q = p.applying(inverse)
                    let o = (row * w + col) * 4
                    if image.nearest {
                        PixelSampler.nearest(source, q, into: &out, at: o)
                    } else {
                        PixelSampler.bilinear(source, q, into: &out, at: o)
                    }
                }
            }
        }
        return CGImage(width: w, height: h, rgba: out)
    }

    /// The pixels of `image` inside `fromRect` (the format and colour space are not read:
    /// 8-bit sRGB with alpha).
    public func createCGImage(_ image: CIImage, from fromRect: CGRect, format: CIFormat, colorSpace: CGColorSpace?) -> CGImage? {
        createCGImage(image, from: fromRect)
    }
}

/// Reads a source image at a point of its y-up source space.
enum PixelSampler {
    /// The straight-alpha pixel under `q`, or nothing outside the image.
    static func nearest(_ image: CGImage, _ q: CGPoint, into out: inout [UInt8], at o: Int) {
        let col = Int(q.x.rounded(.down)), rowUp = Int(q.y.rounded(.down))
        guard col >= 0, col < image.width, rowUp >= 0, rowUp < image.height else { return }
        let s = ((image.height - 1 - rowUp) * image.width + col) * 4
        for k in 0..<4 { out[o + k] = image.rgba[s + k] }
    }

    /// The premultiplied blend of the four pixels around `q` (transparent beyond the edges).
    static func bilinear(_ image: CGImage, _ q: CGPoint, into out: inout [UInt8], at o: Int) {
        let fx = q.x - 0.5, fy = q.y - 0.5
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let tx = fx - CGFloat(x0), ty = fy - CGFloat(y0)
        var acc: (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        for (dx, dy, weight) in [(0, 0, (1 - tx) * (1 - ty)), (1, 0, tx * (1 - ty)), (0, 1, (1 - tx) * ty), (1, 1, tx * ty)] {
            let col = x0 + dx, rowUp = y0 + dy
            guard weight > 0, col >= 0, col < image.width, rowUp >= 0, rowUp < image.height else { continue }
            let s = ((image.height - 1 - rowUp) * image.width + col) * 4
            let a = CGFloat(image.rgba[s + 3]) / 255 * weight
            acc.0 += CGFloat(image.rgba[s]) * a
            acc.1 += CGFloat(image.rgba[s + 1]) * a
            acc.2 += CGFloat(image.rgba[s + 2]) * a
            acc.3 += a
        }
        guard acc.3 > 0 else { return }
        out[o] = UInt8(min(255, (acc.0 / acc.3).rounded()))
        out[o + 1] = UInt8(min(255, (acc.1 / acc.3).rounded()))
        out[o + 2] = UInt8(min(255, (acc.2 / acc.3).rounded()))
        out[o + 3] = UInt8(min(255, (acc.3 * 255).rounded()))
    }
}

/// Options for a `CIContext` (CoreImage's `CIContextOption`; none is read on Linux).
public struct CIContextOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// An option with this raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Whether to render on the CPU.
    public static let useSoftwareRenderer = CIContextOption(rawValue: "kCIContextUseSoftwareRenderer")
    /// The working colour space.
    public static let workingColorSpace = CIContextOption(rawValue: "kCIContextWorkingColorSpace")
    /// The output colour space.
    public static let outputColorSpace = CIContextOption(rawValue: "kCIContextOutputColorSpace")
    /// Whether intermediate images are cached.
    public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
    /// Whether to render at low priority.
    public static let priorityRequestLow = CIContextOption(rawValue: "kCIContextPriorityRequestLow")
}

/// A pixel format (CoreImage's `CIFormat`); Backplate renders 8-bit RGBA whatever is asked.
public struct CIFormat: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int32
    /// A format with this raw value.
    public init(rawValue: Int32) { self.rawValue = rawValue }
    /// 8-bit red, green, blue, alpha.
    public static let RGBA8 = CIFormat(rawValue: 264)
    /// 8-bit blue, green, red, alpha.
    public static let BGRA8 = CIFormat(rawValue: 266)
    /// 8-bit alpha, red, green, blue.
    public static let ARGB8 = CIFormat(rawValue: 516)
}
