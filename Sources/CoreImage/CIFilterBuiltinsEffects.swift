import Foundation
import CoreGraphics

/// The pixellate filter's properties (CoreImage's `CIPixellate`).
public protocol CIPixellate: CIFilterProtocol {
    /// The image to pixellate.
    var inputImage: CIImage? { get set }
    /// A point the grid of cells is aligned to (150, 150).
    var center: CGPoint { get set }
    /// The side of a cell in pixels (8).
    var scale: Float { get set }
}

/// The crystallize filter's properties (CoreImage's `CICrystallize`).
public protocol CICrystallize: CIFilterProtocol {
    /// The image to crystallize.
    var inputImage: CIImage? { get set }
    /// The crystals' size in pixels (20).
    var radius: Float { get set }
    /// A point the crystals are laid out from (150, 150).
    var center: CGPoint { get set }
}

/// The edge filter's properties (CoreImage's `CIEdges`).
public protocol CIEdges: CIFilterProtocol {
    /// The image whose edges are found.
    var inputImage: CIImage? { get set }
    /// How bright the edges are drawn (1).
    var intensity: Float { get set }
}

/// The unsharp mask's properties (CoreImage's `CIUnsharpMask`).
public protocol CIUnsharpMask: CIFilterProtocol {
    /// The image to sharpen.
    var inputImage: CIImage? { get set }
    /// The blur the image is compared with, in pixels (2.5).
    var radius: Float { get set }
    /// How much of the difference is added back (0.5).
    var intensity: Float { get set }
}

/// The vignette's properties (CoreImage's `CIVignette`).
public protocol CIVignette: CIFilterProtocol {
    /// The image to darken at its edges.
    var inputImage: CIImage? { get set }
    /// How dark the edges become (0, none).
    var intensity: Float { get set }
    /// How far in the darkening reaches (1).
    var radius: Float { get set }
}

/// The twirl's properties (CoreImage's `CITwirlDistortion`).
public protocol CITwirlDistortion: CIFilterProtocol {
    /// The image to twirl.
    var inputImage: CIImage? { get set }
    /// The twirl's centre (150, 150).
    var center: CGPoint { get set }
    /// How far from the centre the twirl reaches, in pixels (300).
    var radius: Float { get set }
    /// The turn at the centre, in radians (π).
    var angle: Float { get set }
}

/// The box blur's properties (CoreImage's `CIBoxBlur`).
public protocol CIBoxBlur: CIFilterProtocol {
    /// The image to blur.
    var inputImage: CIImage? { get set }
    /// Half the box's width in pixels (10).
    var radius: Float { get set }
}

/// The disc blur's properties (CoreImage's `CIDiscBlur`).
public protocol CIDiscBlur: CIFilterProtocol {
    /// The image to blur.
    var inputImage: CIImage? { get set }
    /// The disc's radius in pixels (8).
    var radius: Float { get set }
}

/// The motion blur's properties (CoreImage's `CIMotionBlur`).
public protocol CIMotionBlur: CIFilterProtocol {
    /// The image to blur.
    var inputImage: CIImage? { get set }
    /// Half the streak's length in pixels (20).
    var radius: Float { get set }
    /// The streak's direction in radians (0, horizontal).
    var angle: Float { get set }
}

/// The luminance sharpening's properties (CoreImage's `CISharpenLuminance`).
public protocol CISharpenLuminance: CIFilterProtocol {
    /// The image to sharpen.
    var inputImage: CIImage? { get set }
    /// How much to sharpen (0.4).
    var sharpness: Float { get set }
    /// The detail size sharpened, in pixels (1.69).
    var radius: Float { get set }
}

/// The bloom's properties (CoreImage's `CIBloom`).
public protocol CIBloom: CIFilterProtocol {
    /// The image to soften.
    var inputImage: CIImage? { get set }
    /// The glow's radius in pixels (10).
    var radius: Float { get set }
    /// How strong the glow is (0.5).
    var intensity: Float { get set }
}

/// The gloom's properties (CoreImage's `CIGloom`).
public protocol CIGloom: CIFilterProtocol {
    /// The image to dull.
    var inputImage: CIImage? { get set }
    /// The gloom's radius in pixels (10).
    var radius: Float { get set }
    /// How strong the gloom is (0.5).
    var intensity: Float { get set }
}

/// The exposure adjustment's properties (CoreImage's `CIExposureAdjust`).
public protocol CIExposureAdjust: CIFilterProtocol {
    /// The image to adjust.
    var inputImage: CIImage? { get set }
    /// The change in stops: each doubles the light (0).
    var ev: Float { get set }
}

/// The gamma adjustment's properties (CoreImage's `CIGammaAdjust`).
public protocol CIGammaAdjust: CIFilterProtocol {
    /// The image to adjust.
    var inputImage: CIImage? { get set }
    /// The power each linear component is raised to (1).
    var power: Float { get set }
}

/// The hue adjustment's properties (CoreImage's `CIHueAdjust`).
public protocol CIHueAdjust: CIFilterProtocol {
    /// The image to adjust.
    var inputImage: CIImage? { get set }
    /// The hue turn in radians (0).
    var angle: Float { get set }
}

/// The vibrance's properties (CoreImage's `CIVibrance`).
public protocol CIVibrance: CIFilterProtocol {
    /// The image to adjust.
    var inputImage: CIImage? { get set }
    /// How much to saturate the dull colours (0).
    var amount: Float { get set }
}

/// The colour inversion's properties (CoreImage's `CIColorInvert`).
public protocol CIColorInvert: CIFilterProtocol {
    /// The image to change.
    var inputImage: CIImage? { get set }
}

/// The photo effects' properties (CoreImage's `CIPhotoEffect`).
public protocol CIPhotoEffect: CIFilterProtocol {
    /// The image to change.
    var inputImage: CIImage? { get set }
}

/// The maximum component filter's properties (CoreImage's `CIMaximumComponent`).
public protocol CIMaximumComponent: CIFilterProtocol {
    /// The image to make grey.
    var inputImage: CIImage? { get set }
}

/// The minimum component filter's properties (CoreImage's `CIMinimumComponent`).
public protocol CIMinimumComponent: CIFilterProtocol {
    /// The image to make grey.
    var inputImage: CIImage? { get set }
}

/// The monochrome filter's properties (CoreImage's `CIColorMonochrome`).
public protocol CIColorMonochrome: CIFilterProtocol {
    /// The image to tint.
    var inputImage: CIImage? { get set }
    /// The tint ((0.6, 0.45, 0.3)).
    var color: CIColor { get set }
    /// How much of the tint replaces the colour (1).
    var intensity: Float { get set }
}

/// The posterize filter's properties (CoreImage's `CIColorPosterize`).
public protocol CIColorPosterize: CIFilterProtocol {
    /// The image to posterize.
    var inputImage: CIImage? { get set }
    /// The number of levels per component (6).
    var levels: Float { get set }
}

extension BuiltinFilter: CIPixellate, CICrystallize, CIEdges, CIUnsharpMask, CIVignette, CITwirlDistortion, CIBoxBlur,
    CIDiscBlur, CIMotionBlur, CISharpenLuminance, CIBloom, CIGloom, CIExposureAdjust, CIGammaAdjust, CIHueAdjust,
    CIVibrance, CIColorInvert, CIPhotoEffect, CIMaximumComponent, CIMinimumComponent, CIColorMonochrome, CIColorPosterize {
    private var read: FilterParameters { FilterParameters(values: parameters) }

    var center: CGPoint {
        get { read.point(kCIInputCenterKey, CGPoint(x: 150, y: 150)) }
        set { parameters[kCIInputCenterKey] = CIVector(cgPoint: newValue) }
    }
    var scale: Float {
        get { read.number(kCIInputScaleKey, 8) }
        set { parameters[kCIInputScaleKey] = newValue }
    }
    var angle: Float {
        get { read.number(kCIInputAngleKey, 0) }
        set { parameters[kCIInputAngleKey] = newValue }
    }
    var sharpness: Float {
        get { read.number(kCIInputSharpnessKey, 0.4) }
        set { parameters[kCIInputSharpnessKey] = newValue }
    }
    var ev: Float {
        get { read.number(kCIInputEVKey, 0) }
        set { parameters[kCIInputEVKey] = newValue }
    }
    var power: Float {
        get { read.number("inputPower", 1) }
        set { parameters["inputPower"] = newValue }
    }
    var amount: Float {
        get { read.number(kCIInputAmountKey, 0) }
        set { parameters[kCIInputAmountKey] = newValue }
    }
    var color: CIColor {
        get { read.color(kCIInputColorKey, CIColor(red: 0.6, green: 0.45, blue: 0.3)) }
        set { parameters[kCIInputColorKey] = newValue }
    }
    var levels: Float {
        get { read.number("inputLevels", 6) }
        set { parameters["inputLevels"] = newValue }
    }
}

extension CIFilter {
    /// Square cells of `scale` pixels, aligned to `center`, each of the colour at its middle.
    public class func pixellate() -> CIFilter & CIPixellate { BuiltinFilter(filterName: "CIPixellate") }
    /// Cells about `radius` pixels across around pseudo-random seeds, each of its seed's colour
    /// (an estimate: Core Image's seeds are its own).
    public class func crystallize() -> CIFilter & CICrystallize { BuiltinFilter(filterName: "CICrystallize") }
    /// The edges in colour over black: the Sobel gradient of each component, times `intensity`.
    public class func edges() -> CIFilter & CIEdges { BuiltinFilter(filterName: "CIEdges") }
    /// Sharpens by adding `intensity` times the difference from a Gaussian blur of `radius`.
    public class func unsharpMask() -> CIFilter & CIUnsharpMask { BuiltinFilter(filterName: "CIUnsharpMask") }
    /// Darkens toward the corners by `intensity`, reaching further in for a larger `radius`
    /// (an estimate of Core Image's falloff).
    public class func vignette() -> CIFilter & CIVignette { BuiltinFilter(filterName: "CIVignette") }
    /// Turns the image around `center` by `angle` at the centre, easing to none at `radius`
    /// (an estimate of Core Image's falloff).
    public class func twirlDistortion() -> CIFilter & CITwirlDistortion { BuiltinFilter(filterName: "CITwirlDistortion") }
    /// The mean over a box `2 × radius + 1` pixels wide; the extent grows by `radius`.
    public class func boxBlur() -> CIFilter & CIBoxBlur { BuiltinFilter(filterName: "CIBoxBlur") }
    /// A blur over a disc of `radius` (estimated by a Gaussian of half that deviation).
    public class func discBlur() -> CIFilter & CIDiscBlur { BuiltinFilter(filterName: "CIDiscBlur") }
    /// The mean along a streak `2 × radius` long at `angle`.
    public class func motionBlur() -> CIFilter & CIMotionBlur { BuiltinFilter(filterName: "CIMotionBlur") }
    /// Sharpens the luminance by `sharpness` at detail size `radius`.
    public class func sharpenLuminance() -> CIFilter & CISharpenLuminance { BuiltinFilter(filterName: "CISharpenLuminance") }
    /// A glow: a Gaussian blur of `radius` screened over the image by `intensity` (an estimate).
    public class func bloom() -> CIFilter & CIBloom { BuiltinFilter(filterName: "CIBloom") }
    /// A dulling: a Gaussian blur of `radius` multiplied into the image by `intensity` (an estimate).
    public class func gloom() -> CIFilter & CIGloom { BuiltinFilter(filterName: "CIGloom") }
    /// Multiplies the linear light by 2 to the power `ev`.
    public class func exposureAdjust() -> CIFilter & CIExposureAdjust { BuiltinFilter(filterName: "CIExposureAdjust") }
    /// Raises each linear component to `power`.
    public class func gammaAdjust() -> CIFilter & CIGammaAdjust { BuiltinFilter(filterName: "CIGammaAdjust") }
    /// Turns the hues by `angle` radians about the grey axis.
    public class func hueAdjust() -> CIFilter & CIHueAdjust { BuiltinFilter(filterName: "CIHueAdjust") }
    /// Saturates the less saturated colours by `amount` (an estimate of Core Image's curve).
    public class func vibrance() -> CIFilter & CIVibrance { BuiltinFilter(filterName: "CIVibrance") }
    /// Inverts each colour component, keeping alpha.
    public class func colorInvert() -> CIFilter & CIColorInvert { BuiltinFilter(filterName: "CIColorInvert") }
    /// Black and white by luminance.
    public class func photoEffectMono() -> CIFilter & CIPhotoEffect { BuiltinFilter(filterName: "CIPhotoEffectMono") }
    /// Black and white with strong contrast (an estimate of Core Image's curve).
    public class func photoEffectNoir() -> CIFilter & CIPhotoEffect { BuiltinFilter(filterName: "CIPhotoEffectNoir") }
    /// Black and white with gentle contrast (an estimate of Core Image's curve).
    public class func photoEffectTonal() -> CIFilter & CIPhotoEffect { BuiltinFilter(filterName: "CIPhotoEffectTonal") }
    /// Grey of each pixel's largest component.
    public class func maximumComponent() -> CIFilter & CIMaximumComponent { BuiltinFilter(filterName: "CIMaximumComponent") }
    /// Grey of each pixel's smallest component.
    public class func minimumComponent() -> CIFilter & CIMinimumComponent { BuiltinFilter(filterName: "CIMinimumComponent") }
    /// The luminance in `color`, mixed in by `intensity`.
    public class func colorMonochrome() -> CIFilter & CIColorMonochrome { BuiltinFilter(filterName: "CIColorMonochrome") }
    /// Each sRGB component rounded down to one of `levels` steps.
    public class func colorPosterize() -> CIFilter & CIColorPosterize { BuiltinFilter(filterName: "CIColorPosterize") }
}

extension CIImage {
    /// The image blurred by a Gaussian of standard deviation `sigma` (`CIGaussianBlur`'s radius);
    /// the extent grows by three times `sigma`.
    public func applyingGaussianBlur(sigma: Double) -> CIImage {
        applyingFilter("CIGaussianBlur", parameters: [kCIInputRadiusKey: sigma])
    }
}
