import Foundation

/// An observation with a position and extent in the image: its `boundingBox`. Code can make one
/// (a render's requests produce none); its confidence is 1.
open class VNDetectedObjectObservation: VNObservation {
    /// The object's bounds, normalized to the image with the origin at its lower-left corner.
    open var boundingBox: CGRect { storedBoundingBox }
    var storedBoundingBox = CGRect.zero

    /// An observation of the object inside `boundingBox` (normalized, lower-left origin).
    public convenience init(boundingBox: CGRect) {
        self.init(requestRevision: VNRequestRevisionUnspecified, boundingBox: boundingBox)
    }

    /// An observation of the object inside `boundingBox`, made by revision `requestRevision`
    /// (iOS 12+).
    public convenience init(requestRevision: Int, boundingBox: CGRect) {
        self.init()
        storedRevision = requestRevision
        storedBoundingBox = boundingBox
    }
}
