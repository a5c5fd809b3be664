import CoreML
import Foundation

/// A Core ML model's output that is neither a classification nor an image: the feature value
/// and its name. A render runs no model, so none is ever made; Apple offers no initializer.
open class VNCoreMLFeatureValueObservation: VNObservation {
    /// The output's value.
    open var featureValue: MLFeatureValue { storedValue }
    /// The output's name (iOS 17+).
    open var featureName: String { storedName }

    private let storedValue: MLFeatureValue
    private let storedName: String

    init(featureValue: MLFeatureValue, featureName: String) {
        storedValue = featureValue
        storedName = featureName
        super.init()
    }
}

/// An image a Core ML image-to-image model produced. A render runs no model, so none is ever
/// made; Apple offers no initializer.
open class VNPixelBufferObservation: VNObservation {
    /// The image.
    open var pixelBuffer: CVPixelBuffer { storedBuffer }
    /// The name of the model output it came from (iOS 14+), if it came from a model.
    open var featureName: String? { storedName }

    private let storedBuffer: CVPixelBuffer
    private let storedName: String?

    init(pixelBuffer: CVPixelBuffer, featureName: String?) {
        storedBuffer = pixelBuffer
        storedName = featureName
        super.init()
    }
}

/// An object a Core ML object detector found (iOS 12+): its bounding box and its candidate
/// labels, most confident first. A render finds none; one made by code has no labels.
open class VNRecognizedObjectObservation: VNDetectedObjectObservation {
    /// The object's classifications, most confident first (empty for one made by code).
    open var labels: [VNClassificationObservation] { storedLabels }
    var storedLabels: [VNClassificationObservation] = []
}
