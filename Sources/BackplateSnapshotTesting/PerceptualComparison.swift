import Foundation
import Backplate

/// Pixel-by-pixel comparison of two bitmaps with swift-snapshot-testing's two thresholds.
///
/// - `precision`: the share of pixels that must match (1: all of them). Pixels, not bytes:
///   swift-snapshot-testing's exact path (perceptual precision 1) counts differing bytes of
///   the RGBA data, which treats a pixel with one changed channel as a quarter mismatch.
/// - `perceptualPrecision`: how close a pixel's colour must be to count as matching. A pixel
///   matches when its colour difference ΔE is at most `(1 - perceptualPrecision) × 100`;
///   1 requires identical bytes. 0.98 to 0.99 is about what the eye can tell apart.
///
/// ΔE is CIE 1994 (ΔE*94, graphic-arts weights kL = 1, K1 = 0.045, K2 = 0.015, the reference
/// pixel's chroma weighting), which is what Core Image's `CILabDeltaE` filter, used by
/// swift-snapshot-testing on Apple platforms, computes. Colours are converted from sRGB to
/// CIE L*a*b* (D65 white). Transparency counts: each pixel is compared composited over black
/// and over white and the larger ΔE is taken, so two pixels of the same colour but different
/// opacity differ.
public struct PerceptualComparison: Sendable, Equatable {
    /// Pixels in each image.
    public let pixelCount: Int
    /// Pixels whose bytes differ at all.
    public let changedPixelCount: Int
    /// Pixels that fail the perceptual threshold (changed pixels with ΔE above it, or every
    /// changed pixel when `perceptualPrecision` is 1).
    public let failingPixelCount: Int
    /// The largest ΔE94 over all pixels (0...100).
    public let maximumDeltaE: Double
    /// The required share of matching pixels.
    public let precision: Double
    /// The required perceptual precision.
    public let perceptualPrecision: Double

    /// The share of pixels that match (1 - failing / total).
    public var matchingShare: Double { pixelCount == 0 ? 1 : 1 - Double(failingPixelCount) / Double(pixelCount) }
    /// The perceptual precision of the worst pixel: `1 - maximumDeltaE / 100`.
    public var lowestPerceptualPrecision: Double { 1 - min(maximumDeltaE / 100, 1) }
    /// Whether the images match under the thresholds.
    public var passes: Bool { matchingShare >= precision }

    /// Compares `reference` with `actual`; `nil` when their pixel sizes differ.
    public init?(reference: RenderedImage, actual: RenderedImage, precision: Double, perceptualPrecision: Double) {
        guard reference.width == actual.width, reference.height == actual.height,
              reference.rgba.count == actual.rgba.count else { return nil }
        let p = precision.isFinite ? min(max(precision, 0), 1) : 1
        let pp = perceptualPrecision.isFinite ? min(max(perceptualPrecision, 0), 1) : 1
        let threshold = (1 - pp) * 100
        var changed = 0, failing = 0, worst = 0.0
        reference.rgba.withUnsafeBufferPointer { a in
            actual.rgba.withUnsafeBufferPointer { b in
                // An unchanged snapshot, the common case, is one memcmp.
                if let pa = a.baseAddress, let pb = b.baseAddress, memcmp(pa, pb, a.count) == 0 { return }
                var i = 0
                let n = a.count
                // The previous differing pair and its ΔE: runs of one colour change are common.
                var last: (UInt64, Double) = (UInt64.max, 0)
                while i + 3 < n {
                    defer { i += 4 }
                    if a[i] == b[i], a[i + 1] == b[i + 1], a[i + 2] == b[i + 2], a[i + 3] == b[i + 3] { continue }
                    changed += 1
                    let key = Self.packed(a, i) << 32 | Self.packed(b, i)
                    let dE: Double
                    if key == last.0 {
                        dE = last.1
                    } else {
                        dE = ColorDifference.deltaE94(a[i], a[i + 1], a[i + 2], a[i + 3], b[i], b[i + 1], b[i + 2], b[i + 3])
                        last = (key, dE)
                    }
                    worst = max(worst, dE)
                    if pp >= 1 || dE > threshold { failing += 1 }
                }
            }
        }
        pixelCount = reference.width * reference.height
        changedPixelCount = changed
        failingPixelCount = failing
        maximumDeltaE = worst
        self.precision = p
        self.perceptualPrecision = pp
    }

    /// Four bytes from `i` as one number.
    private static func packed(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> UInt64 {
        var v: UInt64 = UInt64(p[i])
        v = v << 8 | UInt64(p[i + 1])
        v = v << 8 | UInt64(p[i + 2])
        v = v << 8 | UInt64(p[i + 3])
        return v
    }

    /// A readable account: swift-snapshot-testing's two lines, then the counts and worst ΔE.
    public var message: String {
        let percent = pixelCount == 0 ? 0 : Double(failingPixelCount) / Double(pixelCount) * 100
        return """
            The percentage of pixels that match \(Self.format(matchingShare)) is less than required \(Self.format(precision))
            The lowest perceptual color precision \(Self.format(lowestPerceptualPrecision)) is less than required \(Self.format(perceptualPrecision))
            \(failingPixelCount) of \(pixelCount) pixels (\(Self.format(percent, digits: 3))%) \(criterion); worst ΔE94 \(Self.format(maximumDeltaE, digits: 2))
            """
    }

    /// What made a pixel fail, with the count of merely changed pixels when that differs.
    private var criterion: String {
        if perceptualPrecision >= 1 { return "differ" }
        return "differ by more than ΔE94 \(Self.format((1 - perceptualPrecision) * 100, digits: 2)) (\(changedPixelCount) changed at all)"
    }

    static func format(_ v: Double, digits: Int = 6) -> String {
        var s = String(format: "%.\(digits)f", v)
        while s.contains("."), s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }
}

/// Colour difference in CIE L*a*b*.
public enum ColorDifference {
    /// sRGB component (0...255) to linear light, by table.
    private static let linear: [Double] = (0..<256).map { v in
        let c = Double(v) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// CIE L*a*b* (D65) of an opaque sRGB colour given in linear light.
    static func lab(linearRed r: Double, green g: Double, blue b: Double) -> (l: Double, a: Double, b: Double) {
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// CIE L*a*b* (D65) of an 8-bit sRGB colour with straight alpha, composited over a grey
    /// level (0: black, 1: white) in linear light.
    public static func lab(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255, over background: Double = 0) -> (l: Double, a: Double, b: Double) {
        let al = Double(alpha) / 255
        let bg = background * (1 - al)
        return lab(linearRed: linear[Int(red)] * al + bg, green: linear[Int(green)] * al + bg, blue: linear[Int(blue)] * al + bg)
    }

    /// CIE 1994 colour difference (graphic arts) from `reference` to `other`.
    public static func deltaE94(_ reference: (l: Double, a: Double, b: Double), _ other: (l: Double, a: Double, b: Double)) -> Double {
        let dL = reference.l - other.l
        let c1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
        let c2 = (other.a * other.a + other.b * other.b).squareRoot()
        let dC = c1 - c2
        let da = reference.a - other.a, db = reference.b - other.b
        let dH2 = max(da * da + db * db - dC * dC, 0)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }

    /// ΔE94 between two straight-alpha sRGB pixels: the larger of the differences composited
    /// over black and over white (equal to the plain difference for opaque pixels).
    public static func deltaE94(_ r1: UInt8, _ g1: UInt8, _ b1: UInt8, _ a1: UInt8,
                                _ r2: UInt8, _ g2: UInt8, _ b2: UInt8, _ a2: UInt8) -> Double {
        let overBlack = deltaE94(lab(red: r1, green: g1, blue: b1, alpha: a1), lab(red: r2, green: g2, blue: b2, alpha: a2))
        if a1 == 255, a2 == 255 { return overBlack }
        let overWhite = deltaE94(lab(red: r1, green: g1, blue: b1, alpha: a1, over: 1), lab(red: r2, green: g2, blue: b2, alpha: a2, over: 1))
        return max(overBlack, overWhite)
    }

    /// A difference image: each pixel grey in proportion to the largest channel difference,
    /// stretched so the largest difference in the image is white; identical pixels are black.
    public static func differenceImage(_ reference: RenderedImage, _ actual: RenderedImage) -> RenderedImage? {
        guard reference.width == actual.width, reference.height == actual.height, reference.rgba.count == actual.rgba.count else { return nil }
        let count = reference.width * reference.height
        var diffs = [UInt8](repeating: 0, count: count)
        var worst: UInt8 = 0
        reference.rgba.withUnsafeBufferPointer { a in
            actual.rgba.withUnsafeBufferPointer { b in
                diffs.withUnsafeMutableBufferPointer { out in
                    var p = 0
                    while p < count {
                        let i = p * 4
                        var d: UInt8 = 0
                        var c = 0
                        while c < 4 {
                            let x = a[i + c], y = b[i + c]
                            let e = x > y ? x - y : y - x
                            if e > d { d = e }
                            c += 1
                        }
                        out[p] = d
                        if d > worst { worst = d }
                        p += 1
                    }
                }
            }
        }
        // Stretch: the largest difference becomes white.
        var table = [UInt8](repeating: 0, count: 256)
        if worst > 0 { for d in 0...Int(worst) { table[d] = UInt8((d * 255 + Int(worst) / 2) / Int(worst)) } }
        var rgba = [UInt8](repeating: 255, count: count * 4)
        rgba.withUnsafeMutableBufferPointer { out in
            diffs.withUnsafeBufferPointer { src in
                var p = 0
                while p < count {
                    let v = table[Int(src[p])]
                    out[p * 4] = v; out[p * 4 + 1] = v; out[p * 4 + 2] = v
                    p += 1
                }
            }
        }
        return RenderedImage(width: reference.width, height: reference.height, scale: reference.scale, rgba: rgba)
    }
}
