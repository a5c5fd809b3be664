import Foundation
import CoreGraphics
import BackplateCore

/// Renders `CIImage`s to pixels (CoreImage's `CIContext`), as `CGImage`s or into an app's bitmap,
/// on the CPU: each output pixel samples the image at its centre, nearest or bilinear as the image
/// asks; outside the extent is transparent.
public final class CIContext: Sendable {
    /// The working space the context's options choose, which a bitmap render without a colour
    /// space writes its values in (`render(_:toBitmap:rowBytes:bounds:format:colorSpace:)`).
    enum WorkingSpace: Sendable {
        /// Core Image's default, extended sRGB with linear gamma.
        case linear
        /// A gamma-encoded space (sRGB) given as `workingColorSpace`.
        case encoded
        /// `NSNull()` as `workingColorSpace`: no colour management.
        case unmanaged
    }

    /// The working space of the context's options.
    let workingSpace: WorkingSpace
    /// Whether bitmap renders write colour premultiplied by alpha (`outputPremultiplied`).
    let outputPremultiplied: Bool

    /// A context with the default options: a linear working space, premultiplied output.
    public init() {
        workingSpace = .linear
        outputPremultiplied = true
    }

    /// A context with `options`: `workingColorSpace` (a colour space, or `NSNull()` for none) and
    /// `outputPremultiplied` shape bitmap renders; the other options are not read.
    public init(options: [CIContextOption: Any]?) {
        switch options?[.workingColorSpace] {
        case is NSNull: workingSpace = .unmanaged
        case let space as CGColorSpace: workingSpace = space.isLinear ? .linear : .encoded
        default: workingSpace = .linear
        }
        let premultiplied = options?[.outputPremultiplied]
        outputPremultiplied = (premultiplied as? Bool) ?? (premultiplied as? NSNumber)?.boolValue ?? true
    }

    /// The pixels of `image` inside `fromRect` (working-space coordinates, y up) as a
    /// CoreGraphics image, top row first; `nil` when the rectangle is empty, infinite or
    /// larger than 16,384 pixels a side.
    public func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        let r = fromRect.standardized
        guard !r.isNull, !r.isInfinite, r.width.isFinite, r.height.isFinite else { return nil }
        let w = Int(r.width.rounded(.up)), h = Int(r.height.rounded(.up))
        guard w > 0, h > 0, w <= Self.maximumSide, h <= Self.maximumSide else {
            if w > Self.maximumSide || h > Self.maximumSide {
                RuntimeWarning.emit("CIContext.createCGImage: \(w) x \(h) pixels is too large; no image is made")
            }
            return nil
        }
        return CGImage(width: w, height: h, rgba: Self.rasterize(image, left: r.minX, top: r.maxY, width: w, height: h))
    }

    /// The pixels of `image` inside `fromRect` (the format and colour space are not read:
    /// 8-bit sRGB with alpha).
    public func createCGImage(_ image: CIImage, from fromRect: CGRect, format: CIFormat, colorSpace: CGColorSpace?) -> CGImage? {
        createCGImage(image, from: fromRect)
    }

    /// The longest side, in pixels, a render makes.
    static let maximumSide = 16_384

    /// Straight-alpha sRGB bytes of `image` over `width` x `height` pixels whose top-left corner
    /// is (`left`, `top`) in the working space (y up), top row first.
    static func rasterize(_ image: CIImage, left: CGFloat, top: CGFloat, width w: Int, height h: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: w * h * 4)
        guard let source = image.pixels, !image.extent.isNull else { return out }
        if copyAligned(image, source, left: left, top: top, width: w, height: h, into: &out) { return out }
        let inverse = image.transform.inverted()
        let clip = image.extent
        for row in 0..<h {
            let y = top - CGFloat(row) - 0.5
            for col in 0..<w {
                let p = CGPoint(x: left + CGFloat(col) + 0.5, y: y)
                guard clip.contains(p) else { continue }
                var q = p.applying(inverse)
                if let clamp = image.clamp { q = PixelSampler.clamped(q, to: clamp) }
                let o = (row * w + col) * 4
                if image.nearest {
                    PixelSampler.nearest(source, q, into: &out, at: o)
                } else {
                    PixelSampler.bilinear(source, q, into: &out, at: o)
                }
            }
        }
        return out
    }
}

/// Reads a source image at a point of its y-up source space.
enum PixelSampler {
    /// `q` moved to the nearest pixel centre inside `rect`, so an edge pixel extends outward.
    static func clamped(_ q: CGPoint, to rect: CGRect) -> CGPoint {
        func clamp(_ v: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            low + 1 > high ? (low + high) / 2 : min(max(v, low + 0.5), high - 0.5)
        }
        return CGPoint(x: clamp(q.x, rect.minX, rect.maxX), y: clamp(q.y, rect.minY, rect.maxY))
    }

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

/// Options for a `CIContext` (CoreImage's `CIContextOption`): bitmap renders read
/// `workingColorSpace` and `outputPremultiplied`; the others are not read on Linux.
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
    /// Whether bitmap renders write premultiplied colour (a Bool; true unless set false).
    public static let outputPremultiplied = CIContextOption(rawValue: "output_premultiplied")
}
