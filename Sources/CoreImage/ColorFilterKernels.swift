import Foundation
import CoreGraphics

/// How a colour filter changes a straight linear-light colour: most are a 3 × 4 matrix (three
/// weights then an offset per row), run in C; the rest a function.
enum ColorKernel {
    case matrix([Float])
    case function((SIMD3<Float>) -> SIMD3<Float>)
}

/// The per-pixel colour filters, applied to straight linear-light colours as Core Image's
/// working space holds them.
enum ColorFilterKernels {
    /// Rec. 709 luminance weights.
    static let luma: [Float] = [0.2126, 0.7152, 0.0722]

    /// The colour change of the filter `name`, or nil when it is not a colour filter.
    static func kernel(_ name: String, _ p: FilterParameters) -> ColorKernel? {
        switch name {
        case "CISepiaTone":
            // The luminance in a warm brown (the classic sepia matrix's white, scaled to keep
            // luminance), mixed in by the intensity.
            let t = min(max(p.number(kCIInputIntensityKey, 1), 0), 1)
            let tint: [Float] = [1.112, 0.990, 0.771]
            return .matrix(affine((0..<9).map { (1 - t) * identity[$0] + t * tint[$0 / 3] * luma[$0 % 3] }))
        case "CIColorControls":
            let saturation = p.number(kCIInputSaturationKey, 1), brightness = p.number(kCIInputBrightnessKey, 0)
            let contrast = p.number(kCIInputContrastKey, 1)
            // contrast × (grey + saturation × (c − grey) + brightness − 0.5) + 0.5
            let weights = (0..<9).map { contrast * (saturation * identity[$0] + (1 - saturation) * luma[$0 % 3]) }
            return .matrix(affine(weights, offset: contrast * (brightness - 0.5) + 0.5))
        case "CIExposureAdjust":
            let gain = pow(2, p.number(kCIInputEVKey, 0))
            return .matrix(affine(identity.map { $0 * gain }))
        case "CIHueAdjust":
            return .matrix(affine(hueRotation(p.number(kCIInputAngleKey, 0))))
        case "CIColorInvert":
            return .matrix(affine(identity.map { -$0 }, offset: 1))
        case "CIPhotoEffectMono":
            return .matrix(affine(luma + luma + luma))
        case "CIColorMonochrome":
            let tint = p.color(kCIInputColorKey, CIColor(red: 0.6, green: 0.45, blue: 0.3))
            let t = min(max(p.number(kCIInputIntensityKey, 1), 0), 1)
            let linearTint = [linear(tint.red), linear(tint.green), linear(tint.blue)]
            let tintLuma = max(zip(linearTint, luma).map(*).reduce(0, +), 1e-4)
            return .matrix(affine((0..<9).map { (1 - t) * identity[$0] + t * linearTint[$0 / 3] / tintLuma * luma[$0 % 3] }))
        case "CIGammaAdjust":
            let power = p.number("inputPower", 1)
            return .function { c in SIMD3(pow(max(c.x, 0), power), pow(max(c.y, 0), power), pow(max(c.z, 0), power)) }
        case "CIVibrance":
            let amount = p.number(kCIInputAmountKey, 0)
            return .function { c in
                let grey = SIMD3(repeating: FilterPixels.luminance(c))
                let spread = max(c.x, c.y, c.z) - min(c.x, c.y, c.z)
                return grey + (c - grey) * (1 + amount * (1 - min(max(spread, 0), 1)))
            }
        case "CIColorPosterize":
            let levels = max(p.number("inputLevels", 6), 1)
            return .function { c in
                let encoded = SIMD3(encode(c.x), encode(c.y), encode(c.z))
                let stepped = (encoded * levels).rounded(.down) / levels
                return SIMD3(linear(CGFloat(stepped.x)), linear(CGFloat(stepped.y)), linear(CGFloat(stepped.z)))
            }
        case "CIPhotoEffectTonal":
            return .function { c in SIMD3(repeating: sCurve(FilterPixels.luminance(c), strength: 0.15)) }
        case "CIPhotoEffectNoir":
            return .function { c in SIMD3(repeating: sCurve(FilterPixels.luminance(c), strength: 0.5)) }
        case "CIMaximumComponent":
            return .function { SIMD3(repeating: max($0.x, $0.y, $0.z)) }
        case "CIMinimumComponent":
            return .function { SIMD3(repeating: min($0.x, $0.y, $0.z)) }
        default:
            return nil
        }
    }

    /// The 3 × 3 identity, row-major.
    static let identity: [Float] = [1, 0, 0, 0, 1, 0, 0, 0, 1]

    /// A 3 × 4 matrix of the 3 × 3 `weights` (row-major) and the same `offset` on every row.
    static func affine(_ weights: [Float], offset: Float = 0) -> [Float] {
        (0..<3).flatMap { row in Array(weights[row * 3..<row * 3 + 3]) + [offset] }
    }

    /// The 3 × 3 matrix turning hue by `angle` radians about the grey axis (in YIQ space).
    static func hueRotation(_ angle: Float) -> [Float] {
        let toYIQ: [Float] = [0.299, 0.587, 0.114, 0.596, -0.274, -0.322, 0.211, -0.523, 0.312]
        let toRGB: [Float] = [1, 0.956, 0.621, 1, -0.272, -0.647, 1, -1.106, 1.703]
        let turn: [Float] = [1, 0, 0, 0, cos(angle), -sin(angle), 0, sin(angle), cos(angle)]
        func product(_ a: [Float], _ b: [Float]) -> [Float] {
            (0..<9).map { (i: Int) -> Float in
                let row = i / 3, col = i % 3
                var sum: Float = 0
                for k in 0..<3 { sum += a[row * 3 + k] * b[k * 3 + col] }
                return sum
            }
        }
        return product(toRGB, product(turn, toYIQ))
    }

    /// A contrast curve about mid-grey (in sRGB terms) of `strength` 0 (none) to 1.
    static func sCurve(_ v: Float, strength: Float) -> Float {
        let e = encode(v)
        let curved = e + strength * (e - 0.5) * (1 - abs(2 * e - 1)) * 2
        return linear(CGFloat(min(max(curved, 0), 1)))
    }

    /// An sRGB component (0...1) in linear light.
    static func linear(_ v: CGFloat) -> Float {
        let f = Float(v)
        return f <= 0.04045 ? f / 12.92 : pow((f + 0.055) / 1.055, 2.4)
    }

    /// A linear-light component as sRGB (0...1).
    static func encode(_ v: Float) -> Float {
        let c = min(max(v, 0), 1)
        return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }
}
