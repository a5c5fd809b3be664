import Foundation

/// How many landmark points a request maps a face with, with Apple's raw values (iOS 13).
public enum VNRequestFaceLandmarksConstellation: UInt, Sendable {
    /// The revision's own constellation.
    case constellationNotDefined = 0
    /// 65 points (revisions 1 to 3).
    case constellation65Points = 1
    /// 76 points, with pupils (revision 3).
    case constellation76Points = 2
}

/// A request that finds faces' features (eyes, brows, nose, lips, contour) as landmark points. A
/// render has no face-landmark model: performing it warns "Vision: VNDetectFaceLandmarksRequest has no
/// face-landmark model in a render; it finds no faces", results empty even given input faces.
open class VNDetectFaceLandmarksRequest: VNImageBasedRequest, VNFaceObservationAccepting {
    /// The faces to find landmarks in; nil to find the faces first. Kept; a render finds none.
    open var inputFaceObservations: [VNFaceObservation]?
    /// The constellation of points to map (iOS 13): `.constellationNotDefined` by default. Kept.
    open var constellation = VNRequestFaceLandmarksConstellation.constellationNotDefined

    /// The faces with landmarks: `nil` before the request is performed, then empty in a render.
    public var results: [VNFaceObservation]? {
        storedResults?.compactMap { $0 as? VNFaceObservation }
    }

    /// Revisions 1, 2 and 3 (revision 3, iOS 13, is the default).
    open override class var supportedRevisions: IndexSet { IndexSet(1...3) }

    /// Whether revision `requestRevision` maps `constellation`: 65 points in revisions 1 to 3,
    /// 76 points in revision 3 only.
    open class func revision(_ requestRevision: Int, supportsConstellation constellation: VNRequestFaceLandmarksConstellation) -> Bool {
        switch constellation {
        case .constellationNotDefined: false
        case .constellation65Points: (1...3).contains(requestRevision)
        case .constellation76Points: requestRevision == 3
        }
    }

    override var renderWarning: String {
        "Vision: VNDetectFaceLandmarksRequest has no face-landmark model in a render; it finds no faces"
    }
}

/// The first face-landmarks revision (deprecated in iOS 16).
@available(iOS, introduced: 12.0, deprecated: 16.0)
public let VNDetectFaceLandmarksRequestRevision1: Int = 1
/// The second face-landmarks revision (iOS 12).
public let VNDetectFaceLandmarksRequestRevision2: Int = 2
/// The third face-landmarks revision (iOS 13), which adds the 76-point constellation and pupils.
public let VNDetectFaceLandmarksRequestRevision3: Int = 3
