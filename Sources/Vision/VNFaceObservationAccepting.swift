import Foundation

/// A request that can work on faces found before (by a face-rectangles request, or made by
/// code) instead of finding its own: `VNDetectFaceLandmarksRequest` is one.
public protocol VNFaceObservationAccepting: NSObjectProtocol {
    /// The faces to analyze; nil to find the faces first.
    var inputFaceObservations: [VNFaceObservation]? { get set }
}
