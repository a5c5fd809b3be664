import Foundation

/// The one checked place where a length in points becomes a count of pixels, and where
/// lengths are clamped to what can reach a pixel.
///
/// Converting a `Double` to `Int` traps when the value is NaN, infinite or beyond ±2^63, so
/// every pixel count (bitmaps, offscreen effect surfaces, document sizes, decoded images) goes
/// through ``pixelCount(_:scale:)`` or ``canvas(width:height:scale:)``, which check the value
/// before anything is allocated and answer with an error that names it.
///
/// The largest canvas is ``maxSide`` pixels on a side (cairo's limit) and ``maxPixels`` pixels
/// in all (``maxBytes`` bytes of 8-bit RGBA).
package enum PixelGeometry {
    /// The longest side of any bitmap or offscreen surface, in pixels (cairo's limit).
    package static let maxSide = 32_767
    /// The most pixels in one bitmap: 100 million (400 MB of RGBA).
    package static let maxPixels = 100_000_000
    /// The bytes of the largest bitmap (4 bytes per pixel).
    package static let maxBytes = maxPixels * 4
    /// The largest coordinate, in points, that reaches the pixel grid: beyond ±2^31 no
    /// rasterizer (cairo's 24.8 fixed point included) can place it.
    package static let maxCoordinate: CGFloat = 2_147_483_647

    /// Why a length could not become a pixel count.
    package enum Problem: Error, Equatable, CustomStringConvertible {
        /// The length or scale is NaN or infinite.
        case notFinite(CGFloat)
        /// The length is negative.
        case negative(CGFloat)
        /// The scale is not a positive finite number.
        case invalidScale(CGFloat)
        /// The pixel count exceeds ``maxSide`` (or does not fit an `Int`).
        case tooLarge(CGFloat)

        package var description: String {
            switch self {
            case .notFinite(let v): return "the length \(v) is not finite"
            case .negative(let v): return "the length \(v) is negative"
            case .invalidScale(let s): return "the scale \(s) is not a positive finite number"
            case .tooLarge(let v): return "\(v) pixels exceed the limit of \(PixelGeometry.maxSide) pixels per side"
            }
        }
    }

    /// The pixel count covering `length` points at `scale` pixels per point, rounded up.
    /// Throws for NaN, infinite or negative lengths, an invalid scale, and counts above
    /// ``maxSide``: checked in `Double` before converting, so it never traps.
    package static func pixelCount(_ length: CGFloat, scale: CGFloat, limit: Int = maxSide) throws(Problem) -> Int {
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        guard length.isFinite else { throw .notFinite(length) }
        guard length >= 0 else { throw .negative(length) }
        let pixels = (length * scale).rounded(.up)
        guard pixels.isFinite, pixels <= CGFloat(limit) else { throw .tooLarge(pixels) }
        return Int(pixels)
    }

    /// The pixel size of a canvas of `width` × `height` points at `scale`, checked against
    /// ``maxSide`` and ``maxPixels``. Returns `nil` when the canvas is not drawable.
    package static func canvas(width: CGFloat, height: CGFloat, scale: CGFloat) -> (width: Int, height: Int)? {
        guard let w = try? pixelCount(width, scale: scale), let h = try? pixelCount(height, scale: scale),
              w.multipliedReportingOverflow(by: h).partialValue <= maxPixels else { return nil }
        return (w, h)
    }

    /// `Int(value)` that never traps: NaN gives `fallback`, values beyond `Int`'s range clamp.
    package static func clampedInt(_ value: Double, fallback: Int = 0) -> Int {
        guard !value.isNaN else { return fallback }
        if value >= 9.2e18 { return Int.max }
        if value <= -9.2e18 { return Int.min }
        return Int(value)
    }

    /// `value` clamped into `range`; NaN gives `fallback`.
    package static func clamp(_ value: CGFloat, to range: ClosedRange<CGFloat>, fallback: CGFloat) -> CGFloat {
        guard !value.isNaN else { return fallback }
        return min(max(value, range.lowerBound), range.upperBound)
    }

    /// The smallest scale drawn at.
    package static let minScale: CGFloat = 1.0 / 1024
    /// The largest scale of an offscreen effect surface or a document's embedded image.
    package static let maxRasterScale: CGFloat = 1024

    /// A scale factor for offscreen surfaces: NaN, infinite or non-positive gives 1, and
    /// finite values are clamped to `minScale...maxRasterScale`.
    package static func rasterScale(_ scale: CGFloat) -> CGFloat {
        guard scale.isFinite, scale > 0 else { return 1 }
        return min(max(scale, minScale), maxRasterScale)
    }
}

extension CGRect {
    /// The rectangle when its origin and size are finite, else `.null`. Foundation's
    /// `union` and `intersection` trap on NaN (and an infinite origin with an infinite size
    /// makes NaN), so bounds that can come from bad input pass through this first.
    package var finiteOrNull: CGRect {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite ? self : .null
    }
}
