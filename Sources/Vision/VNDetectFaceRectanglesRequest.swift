import Foundation

/// A request that finds faces in an image, as bounding boxes. A render has no face-detection
/// model: performing it warns "Vision: VNDetectFaceRectanglesRequest has no face-detection model
/// in a render; it finds no faces" and leaves `results` empty.
open class VNDetectFaceRectanglesRequest: VNImageBasedRequest {
    /// The face observations: `nil` before the request is performed, then empty in a render.
    public var results: [VNFaceObservation]? {
        storedResults?.compactMap { $0 as? VNFaceObservation }
    }

    /// Revisions 1, 2 and 3 (revision 3, iOS 15, is the default).
    open override class var supportedRevisions: IndexSet { IndexSet(1...3) }

    override var renderWarning: String {
        "Vision: VNDetectFaceRectanglesRequest has no face-detection model in a render; it finds no faces"
    }
}

/// The first face-rectangle detection revision (iOS 12; deprecated in iOS 16).
@available(iOS, introduced: 12.0, deprecated: 16.0)
public let VNDetectFaceRectanglesRequestRevision1: Int = 1
/// The second face-rectangle detection revision (iOS 12), which reports roll and yaw.
public let VNDetectFaceRectanglesRequestRevision2: Int = 2
/// The third face-rectangle detection revision (iOS 15), which also reports pitch.
public let VNDetectFaceRectanglesRequestRevision3: Int = 3
