import Foundation

/// How colours outside a destination space's gamut are mapped (CoreGraphics'
/// `CGColorRenderingIntent`). Backplate's spaces share sRGB's primaries, so every intent maps
/// alike.
public enum CGColorRenderingIntent: Int32, Sendable {
    /// The context's default (relative colorimetric).
    case defaultIntent = 0
    /// Out-of-gamut colours to the closest colour, keeping the source's white point.
    case absoluteColorimetric = 1
    /// Out-of-gamut colours to the closest colour, the white point mapped to the destination's.
    case relativeColorimetric = 2
    /// The whole gamut compressed to keep the relations between colours.
    case perceptual = 3
    /// Saturation kept over hue and lightness.
    case saturation = 4
}

extension CGColor {
    /// The same colour in `space`, as CoreGraphics' `converted(to:intent:options:)` answers:
    /// sRGB, extended and linear sRGB and Display P3 (drawn as sRGB) take the colour's sRGB
    /// components, linearised for linear spaces; a grey space takes a grey colour's value and an
    /// RGB colour's luminance (Rec. 709 weights on linear light). `options` is ignored, as Apple
    /// asks callers to pass `nil`.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: CFDictionary?) -> CGColor? {
        let (red, green, blue, alpha) = sRGBComponents
        if space.model == .monochrome {
            if let values = components, values.count == 2, (colorSpace?.isLinear ?? false) == space.isLinear {
                return CGColor(space: space, values: values)
            }
            let linear = 0.2126 * CGColor.decode(red) + 0.7152 * CGColor.decode(green) + 0.0722 * CGColor.decode(blue)
            return CGColor(space: space, values: [space.isLinear ? linear : CGColor.encode(linear), alpha])
        }
        let rgb = space.isLinear ? [red, green, blue].map(CGColor.decode) : [red, green, blue]
        return CGColor(space: space, values: rgb + [alpha])
    }

    /// sRGB's transfer function inverted, gamma-encoded to linear (sign kept for extended values).
    package static func decode(_ v: CGFloat) -> CGFloat {
        let a = abs(v)
        let d = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -d : d
    }
}
