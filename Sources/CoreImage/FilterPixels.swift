import Foundation
import CoreGraphics
import CPixelLoops

/// A filter's working pixels, as Core Image's kernels see them: linear-light, premultiplied
/// RGBA floats over a whole-pixel rectangle of the working space (y up), top row first.
struct FilterPixels {
    let width: Int
    let height: Int
    /// The working-space rectangle the pixels cover.
    let rect: CGRect
    var data: [SIMD4<Float>]
    /// Whether reads beyond the edges repeat the edge pixels (an input that extends forever).
    var extendsEdges = false

    /// The largest number of pixels a filter computes (a 16,384 × 4,096 image).
    static let maximumCount = 1 << 26

    init(rect: CGRect, data: [SIMD4<Float>]) {
        self.rect = rect
        width = Int(rect.width)
        height = Int(rect.height)
        self.data = data
    }

    /// `image` sampled over `rect` (whole pixels), as a context renders it.
    init(_ image: CIImage, over rect: CGRect) {
        let w = Int(rect.width), h = Int(rect.height)
        let bytes = CIContext.rasterize(image, left: rect.minX, top: rect.maxY, width: w, height: h)
        var data = [SIMD4<Float>](repeating: .zero, count: w * h)
        data.withUnsafeMutableBytes { out in
            backplate_rgba_to_linear(bytes, out.baseAddress!.assumingMemoryBound(to: Float.self), w * h)
        }
        self.init(rect: rect, data: data)
    }

    /// Pixels of the same rectangle written by `kernel` from these (source, destination).
    func rewritten(_ kernel: (UnsafePointer<Float>, UnsafeMutablePointer<Float>) -> Void) -> FilterPixels {
        var out = self
        data.withUnsafeBytes { source in
            out.data.withUnsafeMutableBytes { destination in
                kernel(source.baseAddress!.assumingMemoryBound(to: Float.self), destination.baseAddress!.assumingMemoryBound(to: Float.self))
            }
        }
        return out
    }

    /// Each pixel's colour, straight (not premultiplied), changed by `color`; alpha is kept.
    func mappingColors(_ color: (SIMD3<Float>) -> SIMD3<Float>) -> FilterPixels {
        var out = self
        for i in out.data.indices where out.data[i].w > 0 {
            let p = out.data[i], a = p.w
            let c = color(SIMD3(p.x, p.y, p.z) / a)
            out.data[i] = SIMD4(c * a, a)
        }
        return out
    }

    /// The pixels as an image whose extent is `extent` (or the rectangle), extending its edge
    /// pixels forever when `clamped`; colours are clamped to 0...1, as an 8-bit render does.
    func image(extent: CGRect? = nil, clamped: Bool = false) -> CIImage? {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        data.withUnsafeBytes { pixels in
            backplate_linear_to_rgba(pixels.baseAddress!.assumingMemoryBound(to: Float.self), &bytes, width * height)
        }
        guard let pixels = CGImage(width: width, height: height, rgba: bytes) else { return nil }
        return CIImage(pixels: pixels, transform: CGAffineTransform(translationX: rect.minX, y: rect.minY), nearest: false,
                       extent: clamped ? nil : extent ?? rect, clamp: clamped ? CGRect(x: 0, y: 0, width: width, height: height) : nil)
    }

    /// The pixels with the 3 × 4 matrix `m` (three weights then an offset per row) applied to
    /// each straight colour.
    func applyingColorMatrix(_ m: [Float]) -> FilterPixels {
        var out = self
        out.data.withUnsafeMutableBytes { backplate_color_matrix($0.baseAddress!.assumingMemoryBound(to: Float.self), width * height, m) }
        return out
    }

    /// Rec. 709 luminance of a linear colour.
    static func luminance(_ c: SIMD3<Float>) -> Float { 0.2126 * c.x + 0.7152 * c.y + 0.0722 * c.z }
}

/// The rectangle a filter computes for its input image.
struct FilterRegion {
    /// The whole-pixel working-space rectangle.
    let rect: CGRect
    /// Whether the input extends forever (`clampedToExtent()`), so the output does too.
    let clamped: Bool

    /// The input's extent, or for an image that extends forever the rectangle its pixels lie in,
    /// made whole pixels and grown by `margin`; nil when empty or over `FilterPixels.maximumCount`.
    init?(_ image: CIImage, margin: CGFloat) {
        var base = image.extent
        clamped = base.isInfinite
        if clamped, let clamp = image.clamp { base = clamp.applying(image.transform) }
        guard image.pixels != nil, !base.isNull, !base.isInfinite, base.width.isFinite, base.height.isFinite else { return nil }
        let grown = base.integral.insetBy(dx: -margin.rounded(.up), dy: -margin.rounded(.up))
        guard grown.width >= 1, grown.height >= 1, grown.width * grown.height <= CGFloat(FilterPixels.maximumCount) else { return nil }
        rect = grown
    }
}
