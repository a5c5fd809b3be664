import Foundation
import CoreGraphics
import BackplateCore

/// An image filter (CoreImage's `CIFilter`), configured by key-value parameters set to Core
/// Image's defaults. The QR code generator, `CIFalseColor` and the filters of
/// `BuiltinFilterCatalog` (colour adjustments, blurs, sharpening, pixellate, crystallize,
/// vignette, twirl...) are computed on the CPU; any other of CoreImage's filter names makes a
/// filter whose output is its input unchanged, and a runtime warning names it when the output is read.
open class CIFilter {
    /// The filter's name (`"CIQRCodeGenerator"`...).
    open var name: String
    /// The parameters set with `setValue(_:forKey:)`.
    package var parameters: [String: Any] = [:]

    /// The filter named `name`, with its default parameters; `nil` unless the name is one of
    /// CoreImage's (it starts with "CI").
    public convenience init?(name: String) {
        guard name.hasPrefix("CI"), name.count > 2 else { return nil }
        self.init(filterName: name)
    }

    /// The filter named `name` with `params` set after its defaults.
    public convenience init?(name: String, parameters params: [String: Any]?) {
        self.init(name: name)
        for (key, value) in params ?? [:] { setValue(value, forKey: key) }
    }

    /// A filter of a known name (the builtins' subclasses call it).
    package init(filterName: String) {
        name = filterName
        setDefaults()
    }

    /// Sets the parameters to Core Image's defaults (the QR code generator's correction level
    /// to "M", a sepia tone's intensity to 1...); the input image is removed.
    open func setDefaults() {
        parameters = [:]
        if name == "CIQRCodeGenerator" { parameters["inputCorrectionLevel"] = "M" }
        for (key, value) in BuiltinFilterCatalog.inputs[name] ?? [] { parameters[key] = value.value }
    }

    /// Sets the parameter `key` (`"inputMessage"`, `kCIInputImageKey`...); `nil` removes it.
    open func setValue(_ value: Any?, forKey key: String) { parameters[key] = value }

    /// The parameter `key`, or the output image for `"outputImage"`.
    open func value(forKey key: String) -> Any? {
        key == kCIOutputImageKey ? outputImage : parameters[key]
    }

    /// The filter's input names in Core Image's order (`["inputImage", "inputIntensity"]` for a
    /// sepia tone); for a filter Backplate does not compute, the names of the parameters set.
    open var inputKeys: [String] {
        switch name {
        case "CIQRCodeGenerator": return ["inputMessage", "inputCorrectionLevel"]
        case "CIFalseColor": return [kCIInputImageKey, "inputColor0", "inputColor1"]
        default:
            guard let inputs = BuiltinFilterCatalog.inputs[name] else { return parameters.keys.sorted() }
            return [kCIInputImageKey] + inputs.map(\.0)
        }
    }
    /// `["outputImage"]`.
    open var outputKeys: [String] { [kCIOutputImageKey] }
    /// The filter's name under `kCIAttributeFilterName`, and each input's default value under
    /// its key (`attributes["inputIntensity"]["CIAttributeDefault"]`); no other attribute is described.
    open var attributes: [String: Any] {
        var attributes: [String: Any] = ["CIAttributeFilterName": name]
        for (key, value) in BuiltinFilterCatalog.inputs[name] ?? [] { attributes[key] = ["CIAttributeDefault": value.value] }
        return attributes
    }

    /// The filter's result: a QR code for `CIQRCodeGenerator`, the recoloured input for
    /// `CIFalseColor`, the computed image for the catalogue's filters, the input unchanged
    /// (with a runtime warning) for other filters; nil without an input image.
    open var outputImage: CIImage? {
        switch name {
        case "CIQRCodeGenerator":
            return QRCodeSymbol.image(message: parameters["inputMessage"], correctionLevel: parameters["inputCorrectionLevel"])
        case "CIFalseColor":
            return FalseColor.apply(parameters[kCIInputImageKey] as? CIImage, parameters["inputColor0"] as? CIColor,
                                    parameters["inputColor1"] as? CIColor)
        default:
            if let computed = BuiltinFilterCatalog.output(name, FilterParameters(values: parameters)) { return computed }
            let input = parameters[kCIInputImageKey] as? CIImage
            if input != nil { RuntimeWarning.emit("CIFilter \(name) is not applied on Linux: its output is its input unchanged") }
            return input
        }
    }

    /// The names of CoreImage's filters Backplate computes, sorted (the category is not read).
    open class func filterNames(inCategory category: String?) -> [String] {
        (["CIFalseColor", "CIQRCodeGenerator"] + BuiltinFilterCatalog.inputs.keys).sorted()
    }
}

/// The key of a filter's input image.
public let kCIInputImageKey = "inputImage"
/// The key of a filter's output image.
public let kCIOutputImageKey = "outputImage"
/// The key of a blur's radius.
public let kCIInputRadiusKey = "inputRadius"
/// The key of a filter's intensity.
public let kCIInputIntensityKey = "inputIntensity"
/// The key of a colour filter's saturation.
public let kCIInputSaturationKey = "inputSaturation"
/// The key of a colour filter's brightness.
public let kCIInputBrightnessKey = "inputBrightness"
/// The key of a colour filter's contrast.
public let kCIInputContrastKey = "inputContrast"
/// The key of a filter's scale.
public let kCIInputScaleKey = "inputScale"
/// The key of a filter's centre.
public let kCIInputCenterKey = "inputCenter"
/// The key of a filter's colour.
public let kCIInputColorKey = "inputColor"

/// The key of an angle, in radians ("inputAngle").
public let kCIInputAngleKey = "inputAngle"
/// The key of an aspect ratio ("inputAspectRatio").
public let kCIInputAspectRatioKey = "inputAspectRatio"
/// The key of a width ("inputWidth").
public let kCIInputWidthKey = "inputWidth"
/// The key of a sharpening filter's sharpness ("inputSharpness").
public let kCIInputSharpnessKey = "inputSharpness"
/// The key of an exposure adjustment, in EV ("inputEV").
public let kCIInputEVKey = "inputEV"
/// The key of a bias added to each value ("inputBias").
public let kCIInputBiasKey = "inputBias"
/// The key of a convolution's weights ("inputWeights").
public let kCIInputWeightsKey = "inputWeights"
/// The key of a refraction index ("inputRefraction").
public let kCIInputRefractionKey = "inputRefraction"
/// The key of a transition's time, from 0 to 1 ("inputTime").
public let kCIInputTimeKey = "inputTime"
/// The key of an affine transform ("inputTransform").
public let kCIInputTransformKey = "inputTransform"
/// The key of an extent rectangle ("inputExtent").
public let kCIInputExtentKey = "inputExtent"
/// The key of a filter version ("inputVersion").
public let kCIInputVersionKey = "inputVersion"
/// The key of an amount ("inputAmount").
public let kCIInputAmountKey = "inputAmount"
/// The key of a threshold ("inputThreshold").
public let kCIInputThresholdKey = "inputThreshold"
/// The key of a compositing filter's background image ("inputBackgroundImage").
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
/// The key of a gradient image ("inputGradientImage").
public let kCIInputGradientImageKey = "inputGradientImage"
/// The key of a mask image ("inputMaskImage").
public let kCIInputMaskImageKey = "inputMaskImage"
/// The key of a matte image ("inputMatteImage").
public let kCIInputMatteImageKey = "inputMatteImage"
/// The key of a shading image ("inputShadingImage").
public let kCIInputShadingImageKey = "inputShadingImage"
/// The key of a transition's target image ("inputTargetImage").
public let kCIInputTargetImageKey = "inputTargetImage"
/// The key of a depth image ("inputDepthImage").
public let kCIInputDepthImageKey = "inputDepthImage"
/// The key of a disparity image ("inputDisparityImage").
public let kCIInputDisparityImageKey = "inputDisparityImage"
