import Foundation
import CoreGraphics

/// CoreImage's `CIFalseColor`: each pixel's luminance (in linear light) picks a colour between
/// `color0` (black) and `color1` (white); exact for the black and white of a QR code.
enum FalseColor {
    static func apply(_ input: CIImage?, _ color0: CIColor?, _ color1: CIColor?) -> CIImage? {
        guard let input else { return nil }
        guard let source = input.pixels else { return input }
        let c0 = color0 ?? CIColor(red: 0.3, green: 0, blue: 0), c1 = color1 ?? CIColor(red: 1, green: 0.9, blue: 0.8)
        func linear(_ v: CGFloat) -> CGFloat { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        func encoded(_ v: CGFloat) -> CGFloat { v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055 }
        func byte(_ v: CGFloat) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
        let ends = [(c0.red, c1.red), (c0.green, c1.green), (c0.blue, c1.blue)].map { (linear($0.0), linear($0.1)) }
        var out = source.rgba
        for o in stride(from: 0, to: out.count, by: 4) {
            let r = linear(CGFloat(out[o]) / 255), g = linear(CGFloat(out[o + 1]) / 255), b = linear(CGFloat(out[o + 2]) / 255)
            let t = min(max(0.2126 * r + 0.7152 * g + 0.0722 * b, 0), 1)
            for k in 0..<3 { out[o + k] = byte(encoded(ends[k].0 + (ends[k].1 - ends[k].0) * t)) }
            let alpha = c0.alpha + (c1.alpha - c0.alpha) * t
            out[o + 3] = byte(CGFloat(out[o + 3]) / 255 * alpha)
        }
        guard let pixels = CGImage(width: source.width, height: source.height, rgba: out) else { return input }
        return CIImage(pixels: pixels, transform: input.transform, nearest: input.nearest, extent: input.extent, clamp: input.clamp)
    }
}
