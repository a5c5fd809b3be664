import CoreML
import Foundation

/// How Vision fits an image to a Core ML model's input size. Raw values are Apple's.
public enum VNImageCropAndScaleOption: UInt, Hashable, Sendable {
    /// Scales the shorter side to fit, keeping the aspect ratio, and crops the center: the
    /// default.
    case centerCrop = 0
    /// Scales the longer side to fit, keeping the aspect ratio; the rest is transparent.
    case scaleFit = 1
    /// Scales both sides to fill, changing the aspect ratio if needed.
    case scaleFill = 2
    /// Rotates 90° counterclockwise, then scales to fit.
    case scaleFitRotate90CCW = 257
    /// Rotates 90° counterclockwise, then scales to fill.
    case scaleFillRotate90CCW = 258
}

/// A Core ML model prepared for Vision requests. A render has no Core ML runtime, and the only
/// models it has are those code makes (`MLModel()`): making a container never throws here, as
/// the model is kept, not inspected.
open class VNCoreMLModel: NSObject {
    /// The model the container wraps.
    let model: MLModel

    /// The name of the model input Vision fills with the image: the first image input, by
    /// name, of the model's description (empty for a render's models, which describe none).
    open var inputImageFeatureName: String
    /// Values for the model's other inputs (iOS 13+): `nil` unless set.
    open var featureProvider: (any MLFeatureProvider)?

    private init(wrapping model: MLModel) {
        self.model = model
        inputImageFeatureName = model.modelDescription.inputDescriptionsByName.values
            .filter { $0.type == .image }.map(\.name).sorted().first ?? ""
        super.init()
    }

    /// A container for `model`. Never throws in a render (iOS throws for a model with no image
    /// input; a render cannot inspect one).
    public convenience init(for model: MLModel) throws {
        self.init(wrapping: model)
    }
}

/// A request that runs a Core ML model on an image: a classifier's results are
/// `VNClassificationObservation`s, an object detector's `VNRecognizedObjectObservation`s, an
/// image-to-image model's `VNPixelBufferObservation`s and any other model's
/// `VNCoreMLFeatureValueObservation`s. A render has no Core ML runtime: performing it warns
/// "Vision: VNCoreMLRequest has no Core ML runtime in a render to run its model; it finds
/// nothing", leaves `results` empty and calls the completion handler once with no error.
open class VNCoreMLRequest: VNImageBasedRequest {
    /// The model the request runs.
    public let model: VNCoreMLModel
    /// How the image is fitted to the model's input: `.centerCrop` by default. Kept; a render
    /// runs no model.
    open var imageCropAndScaleOption: VNImageCropAndScaleOption = .centerCrop

    /// A request running `model` that calls `completionHandler` once each time it finishes.
    public init(model: VNCoreMLModel, completionHandler: VNRequestCompletionHandler? = nil) {
        self.model = model
        super.init(completionHandler: completionHandler)
    }

    /// A request running `model`, with no completion handler.
    public convenience init(model: VNCoreMLModel) {
        self.init(model: model, completionHandler: nil)
    }

    /// Revision 1, the only one (iOS 11).
    open override class var supportedRevisions: IndexSet { IndexSet(integer: 1) }

    override var renderWarning: String {
        "Vision: VNCoreMLRequest has no Core ML runtime in a render to run its model; it finds nothing"
    }
}

/// The only Core ML request revision (iOS 11).
public let VNCoreMLRequestRevision1: Int = 1
