import Foundation
import CoreGraphics

/// What every typed filter has (CoreImage's `CIFilterProtocol`): its output image.
public protocol CIFilterProtocol: AnyObject {
    /// The filter's result.
    var outputImage: CIImage? { get }
    /// Attributes a custom filter describes itself with (`nil` for the builtins).
    static func customAttributes() -> [String: Any]?
}

extension CIFilterProtocol {
    /// No custom attributes.
    public static func customAttributes() -> [String: Any]? { nil }
}

/// The QR code generator's properties (CoreImage's `CIQRCodeGenerator`).
public protocol CIQRCodeGenerator: CIFilterProtocol {
    /// The bytes to encode (`Data(string.utf8)`).
    var message: Data { get set }
    /// The error-correction level: "L" (7%), "M" (15%, the default), "Q" (25%) or "H" (30%).
    var correctionLevel: String { get set }
}

/// The false-colour filter's properties (CoreImage's `CIFalseColor`).
public protocol CIFalseColor: CIFilterProtocol {
    /// The image to recolour.
    var inputImage: CIImage? { get set }
    /// The colour black becomes.
    var color0: CIColor { get set }
    /// The colour white becomes.
    var color1: CIColor { get set }
}

/// The sepia filter's properties (CoreImage's `CISepiaTone`).
public protocol CISepiaTone: CIFilterProtocol {
    /// The image to tone.
    var inputImage: CIImage? { get set }
    /// How strongly to tone, 0 to 1.
    var intensity: Float { get set }
}

/// The Gaussian blur's properties (CoreImage's `CIGaussianBlur`).
public protocol CIGaussianBlur: CIFilterProtocol {
    /// The image to blur.
    var inputImage: CIImage? { get set }
    /// The blur's standard deviation in pixels (10); the output extent grows by three times it.
    var radius: Float { get set }
}

/// The colour-controls filter's properties (CoreImage's `CIColorControls`).
public protocol CIColorControls: CIFilterProtocol {
    /// The image to adjust.
    var inputImage: CIImage? { get set }
    /// Saturation (1 unchanged).
    var saturation: Float { get set }
    /// Brightness (0 unchanged).
    var brightness: Float { get set }
    /// Contrast (1 unchanged).
    var contrast: Float { get set }
}

/// A builtin filter whose typed properties read and write its parameters.
final class BuiltinFilter: CIFilter, CIQRCodeGenerator, CIFalseColor, CISepiaTone, CIGaussianBlur, CIColorControls {
    private func number(_ key: String, _ fallback: Float) -> Float { FilterParameters(values: parameters).number(key, fallback) }

    var message: Data {
        get { parameters["inputMessage"] as? Data ?? Data() }
        set { parameters["inputMessage"] = newValue }
    }
    var correctionLevel: String {
        get { parameters["inputCorrectionLevel"] as? String ?? "M" }
        set { parameters["inputCorrectionLevel"] = newValue }
    }
    var inputImage: CIImage? {
        get { parameters[kCIInputImageKey] as? CIImage }
        set { parameters[kCIInputImageKey] = newValue }
    }
    var color0: CIColor {
        get { parameters["inputColor0"] as? CIColor ?? CIColor(red: 0.3, green: 0, blue: 0) }
        set { parameters["inputColor0"] = newValue }
    }
    var color1: CIColor {
        get { parameters["inputColor1"] as? CIColor ?? CIColor(red: 1, green: 0.9, blue: 0.8) }
        set { parameters["inputColor1"] = newValue }
    }
    var intensity: Float {
        get { number(kCIInputIntensityKey, 1) }
        set { parameters[kCIInputIntensityKey] = newValue }
    }
    var radius: Float {
        get { number(kCIInputRadiusKey, 10) }
        set { parameters[kCIInputRadiusKey] = newValue }
    }
    var saturation: Float {
        get { number(kCIInputSaturationKey, 1) }
        set { parameters[kCIInputSaturationKey] = newValue }
    }
    var brightness: Float {
        get { number(kCIInputBrightnessKey, 0) }
        set { parameters[kCIInputBrightnessKey] = newValue }
    }
    var contrast: Float {
        get { number(kCIInputContrastKey, 1) }
        set { parameters[kCIInputContrastKey] = newValue }
    }
}

extension CIFilter {
    /// A QR code generator: set `message` (and `correctionLevel`), read `outputImage`, one
    /// pixel per module with a one-module white border, black modules on white.
    public class func qrCodeGenerator() -> CIFilter & CIQRCodeGenerator { BuiltinFilter(filterName: "CIQRCodeGenerator") }

    /// A filter that maps the input's luminance from `color0` (black) to `color1` (white).
    public class func falseColor() -> CIFilter & CIFalseColor { BuiltinFilter(filterName: "CIFalseColor") }

    /// A sepia filter: the luminance in a warm brown, mixed in by `intensity` (an estimate of
    /// Core Image's kernel that keeps luminance).
    public class func sepiaTone() -> CIFilter & CISepiaTone { BuiltinFilter(filterName: "CISepiaTone") }

    /// A Gaussian blur of standard deviation `radius`, transparent beyond the input's edges.
    public class func gaussianBlur() -> CIFilter & CIGaussianBlur { BuiltinFilter(filterName: "CIGaussianBlur") }

    /// Saturation, brightness and contrast, by Core Image's published formula, in linear light.
    public class func colorControls() -> CIFilter & CIColorControls { BuiltinFilter(filterName: "CIColorControls") }
}
