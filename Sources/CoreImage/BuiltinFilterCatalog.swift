import Foundation
import CoreGraphics
import BackplateCore

/// A default value of a filter input, as Core Image's filter reference lists it.
enum FilterDefault: Sendable {
    case number(Double)
    case vector(CGFloat, CGFloat)
    case color(CGFloat, CGFloat, CGFloat, CGFloat)

    /// The value as Core Image hands it out: an `NSNumber`, a `CIVector` or a `CIColor`.
    var value: Any {
        switch self {
        case .number(let n): NSNumber(value: n)
        case .vector(let x, let y): CIVector(x: x, y: y)
        case .color(let r, let g, let b, let a): CIColor(red: r, green: g, blue: b, alpha: a)
        }
    }
}

/// The filters Backplate computes: each one's inputs with Core Image's defaults, and its kernel.
/// The kernels follow Core Image's published formulas where there are some (colour controls,
/// exposure, gamma, invert, Gaussian blur, unsharp mask); the others are estimates that keep
/// each filter's parameters and look (their doc comments in `CIFilterBuiltinsEffects.swift` say so).
enum BuiltinFilterCatalog {
    /// Each filter's inputs besides `inputImage`, in Core Image's order.
    static let inputs: [String: [(String, FilterDefault)]] = [
        "CISepiaTone": [(kCIInputIntensityKey, .number(1))],
        "CIColorControls": [(kCIInputSaturationKey, .number(1)), (kCIInputBrightnessKey, .number(0)), (kCIInputContrastKey, .number(1))],
        "CIExposureAdjust": [(kCIInputEVKey, .number(0))],
        "CIGammaAdjust": [("inputPower", .number(1))],
        "CIHueAdjust": [(kCIInputAngleKey, .number(0))],
        "CIVibrance": [(kCIInputAmountKey, .number(0))],
        "CIColorInvert": [],
        "CIColorMonochrome": [(kCIInputColorKey, .color(0.6, 0.45, 0.3, 1)), (kCIInputIntensityKey, .number(1))],
        "CIColorPosterize": [("inputLevels", .number(6))],
        "CIPhotoEffectMono": [],
        "CIPhotoEffectNoir": [],
        "CIPhotoEffectTonal": [],
        "CIMaximumComponent": [],
        "CIMinimumComponent": [],
        "CIGaussianBlur": [(kCIInputRadiusKey, .number(10))],
        "CIBoxBlur": [(kCIInputRadiusKey, .number(10))],
        "CIDiscBlur": [(kCIInputRadiusKey, .number(8))],
        "CIMotionBlur": [(kCIInputRadiusKey, .number(20)), (kCIInputAngleKey, .number(0))],
        "CIUnsharpMask": [(kCIInputRadiusKey, .number(2.5)), (kCIInputIntensityKey, .number(0.5))],
        "CISharpenLuminance": [(kCIInputSharpnessKey, .number(0.4)), (kCIInputRadiusKey, .number(1.69))],
        "CIBloom": [(kCIInputRadiusKey, .number(10)), (kCIInputIntensityKey, .number(0.5))],
        "CIGloom": [(kCIInputRadiusKey, .number(10)), (kCIInputIntensityKey, .number(0.5))],
        "CIEdges": [(kCIInputIntensityKey, .number(1))],
        "CIPixellate": [(kCIInputCenterKey, .vector(150, 150)), (kCIInputScaleKey, .number(8))],
        "CICrystallize": [(kCIInputRadiusKey, .number(20)), (kCIInputCenterKey, .vector(150, 150))],
        "CIVignette": [(kCIInputIntensityKey, .number(0)), (kCIInputRadiusKey, .number(1))],
        "CITwirlDistortion": [(kCIInputCenterKey, .vector(150, 150)), (kCIInputRadiusKey, .number(300)), (kCIInputAngleKey, .number(Double.pi))],
    ]

    /// The output of the filter `name` read from `parameters`; nil when Backplate does not
    /// compute that filter. An input image with no pixels comes back unchanged.
    static func output(_ name: String, _ parameters: FilterParameters) -> CIImage?? {
        guard inputs[name] != nil else { return nil }
        guard let input = parameters.image else { return .some(nil) }
        if let color = ColorFilterKernels.kernel(name, parameters) {
            guard let region = FilterRegion(input, margin: 0) else { return unchanged(input, name) }
            let pixels = FilterPixels(input, over: region.rect)
            let out: FilterPixels = switch color {
            case .matrix(let m): pixels.applyingColorMatrix(m)
            case .function(let change): pixels.mappingColors(change)
            }
            return out.image(extent: region.clamped ? nil : input.extent, clamped: region.clamped) ?? input
        }
        let spatial = SpatialFilterKernels.kernel(name, parameters) ?? StylizeFilterKernels.kernel(name, parameters)
        guard let spatial else { return input }
        guard let region = FilterRegion(input, margin: spatial.margin) else { return unchanged(input, name) }
        var pixels = FilterPixels(input, over: region.rect)
        pixels.extendsEdges = region.clamped
        let out = spatial.apply(pixels)
        return out.image(extent: region.clamped ? nil : spatial.grows ? region.rect : input.extent, clamped: region.clamped) ?? input
    }
}

extension BuiltinFilterCatalog {
    /// `input` itself, with a runtime warning when it has pixels the filter could not cover.
    static func unchanged(_ input: CIImage, _ name: String) -> CIImage {
        if input.pixels != nil, !input.extent.isEmpty {
            RuntimeWarning.emit("CIFilter \(name): the output would be over \(FilterPixels.maximumCount) pixels "
                                + "(extent \(input.extent)); its output is its input unchanged")
        }
        return input
    }
}

/// A kernel that reads neighbouring pixels: how far it reaches, and whether its output
/// extent grows by that much (a blur's does).
struct SpatialKernel {
    let margin: CGFloat
    let grows: Bool
    let apply: (FilterPixels) -> FilterPixels
}

/// A filter's parameters read as Core Image reads them (numbers of any type, vectors or points).
struct FilterParameters {
    let values: [String: Any]

    /// The input image.
    var image: CIImage? { values[kCIInputImageKey] as? CIImage }

    /// The number under `key`, or `fallback` when it is missing or not a finite number.
    func number(_ key: String, _ fallback: Float) -> Float {
        let value: Double? = switch values[key] {
        case let f as Float: Double(f)
        case let d as Double: d
        case let g as CGFloat: Double(g)
        case let i as Int: Double(i)
        case let n as NSNumber: n.doubleValue
        default: nil
        }
        guard let value, value.isFinite else { return fallback }
        return Float(max(min(value, 1e9), -1e9))
    }

    /// The point under `key` (a `CIVector` or a `CGPoint`), or `fallback`; coordinates are
    /// kept within ±10^9, as numbers are.
    func point(_ key: String, _ fallback: CGPoint) -> CGPoint {
        let point: CGPoint? = switch values[key] {
        case let v as CIVector: CGPoint(x: v.x, y: v.y)
        case let p as CGPoint: p
        default: nil
        }
        guard let point, point.x.isFinite, point.y.isFinite else { return fallback }
        return CGPoint(x: min(max(point.x, -1e9), 1e9), y: min(max(point.y, -1e9), 1e9))
    }

    /// The colour under `key`, or `fallback`.
    func color(_ key: String, _ fallback: CIColor) -> CIColor { values[key] as? CIColor ?? fallback }
}
