import Foundation

/// The abstract superclass of requests that analyze an image. In a render it finds nothing
/// anywhere in the image, whatever `regionOfInterest` says (see `VNRequest`).
open class VNImageBasedRequest: VNRequest {
    /// The part of the image to analyze, normalized with a lower-left origin; the whole image,
    /// `(0, 0, 1, 1)`, by default. Kept; a render analyzes nothing.
    open var regionOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)
}
