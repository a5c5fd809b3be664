import Foundation

// Each raw value is Core Image's own code: the low byte names the channels, the high byte their
// type (1: 8-bit, 7: 16-bit, 8: half float, 9: float).

/// A pixel format (CoreImage's `CIFormat`). `CIContext.render(_:toBitmap:...)` writes the formats
/// it lists; `createCGImage(_:from:format:colorSpace:)` makes 8-bit RGBA whatever is asked.
public struct CIFormat: RawRepresentable, Hashable, Sendable {
    /// Core Image's code for the format.
    public let rawValue: Int32
    /// A format with this raw value.
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// 8-bit red, green, blue, alpha, in that byte order.
    public static let RGBA8 = CIFormat(rawValue: 264)
    /// 8-bit blue, green, red, alpha, in that byte order.
    public static let BGRA8 = CIFormat(rawValue: 266)
    /// 8-bit alpha, red, green, blue, in that byte order.
    public static let ARGB8 = CIFormat(rawValue: 516)
    /// 16-bit red, green, blue, alpha.
    public static let RGBA16 = CIFormat(rawValue: 1800)
    /// Half-float red, green, blue, alpha.
    public static let RGBAh = CIFormat(rawValue: 2056)
    /// Float red, green, blue, alpha.
    public static let RGBAf = CIFormat(rawValue: 2312)
    /// 16-bit red, green, blue and an ignored fourth channel (iOS 14.2).
    public static let RGBX16 = CIFormat(rawValue: 1804)
    /// Half-float red, green, blue and an ignored fourth channel (iOS 17).
    public static let RGBXh = CIFormat(rawValue: 2060)
    /// Float red, green, blue and an ignored fourth channel (iOS 17).
    public static let RGBXf = CIFormat(rawValue: 2316)
    /// 10-bit red, green, blue packed in 32 bits (iOS 17).
    public static let RGB10 = CIFormat(rawValue: 775)

    /// 8-bit alpha alone.
    public static let A8 = CIFormat(rawValue: 257)
    /// 16-bit alpha alone.
    public static let A16 = CIFormat(rawValue: 1793)
    /// Half-float alpha alone.
    public static let Ah = CIFormat(rawValue: 2049)
    /// Float alpha alone.
    public static let Af = CIFormat(rawValue: 2305)

    /// 8-bit red alone.
    public static let R8 = CIFormat(rawValue: 261)
    /// 16-bit red alone.
    public static let R16 = CIFormat(rawValue: 1797)
    /// Half-float red alone.
    public static let Rh = CIFormat(rawValue: 2053)
    /// Float red alone.
    public static let Rf = CIFormat(rawValue: 2309)

    /// 8-bit red and green.
    public static let RG8 = CIFormat(rawValue: 262)
    /// 16-bit red and green.
    public static let RG16 = CIFormat(rawValue: 1798)
    /// Half-float red and green.
    public static let RGh = CIFormat(rawValue: 2054)
    /// Float red and green.
    public static let RGf = CIFormat(rawValue: 2310)

    /// 8-bit luminance.
    public static let L8 = CIFormat(rawValue: 259)
    /// 16-bit luminance.
    public static let L16 = CIFormat(rawValue: 1795)
    /// Half-float luminance.
    public static let Lh = CIFormat(rawValue: 2051)
    /// Float luminance.
    public static let Lf = CIFormat(rawValue: 2307)

    /// 8-bit luminance and alpha.
    public static let LA8 = CIFormat(rawValue: 260)
    /// 16-bit luminance and alpha.
    public static let LA16 = CIFormat(rawValue: 1796)
    /// Half-float luminance and alpha.
    public static let LAh = CIFormat(rawValue: 2052)
    /// Float luminance and alpha.
    public static let LAf = CIFormat(rawValue: 2308)
}

