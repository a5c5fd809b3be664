import Foundation

/// A face's landmarks: the abstract base of `VNFaceLandmarks2D`, with their confidence. Only a
/// landmarks request makes them, and a render's finds no faces.
open class VNFaceLandmarks: NSObject, VNRequestRevisionProviding {
    /// The confidence in the landmarks, 0...1.
    public let confidence: VNConfidence
    /// The revision of the request that found them.
    public let requestRevision: Int

    /// Landmarks of `confidence` found by revision `requestRevision`.
    init(confidence: VNConfidence, requestRevision: Int) {
        self.confidence = confidence
        self.requestRevision = requestRevision
        super.init()
    }
}

/// A face's features in 2D, each a region of points normalized to the face's bounding box
/// (lower-left origin); nil where the request found no such feature. A render finds no faces,
/// so `VNFaceObservation.landmarks` is nil there and none of these is made.
open class VNFaceLandmarks2D: VNFaceLandmarks {
    private let regions: [Feature: VNFaceLandmarkRegion2D]

    /// The features a face's landmarks are grouped into.
    enum Feature: Hashable {
        case allPoints, faceContour, leftEye, rightEye, leftEyebrow, rightEyebrow, nose, noseCrest
        case medianLine, outerLips, innerLips, leftPupil, rightPupil
    }

    /// Landmarks of `regions`, of `confidence`, found by revision `requestRevision`.
    init(regions: [Feature: VNFaceLandmarkRegion2D], confidence: VNConfidence, requestRevision: Int) {
        self.regions = regions
        super.init(confidence: confidence, requestRevision: requestRevision)
    }

    /// Every landmark point of the face.
    open var allPoints: VNFaceLandmarkRegion2D? { regions[.allPoints] }
    /// The face's outline from cheek over chin to cheek.
    open var faceContour: VNFaceLandmarkRegion2D? { regions[.faceContour] }
    /// The left eye's outline.
    open var leftEye: VNFaceLandmarkRegion2D? { regions[.leftEye] }
    /// The right eye's outline.
    open var rightEye: VNFaceLandmarkRegion2D? { regions[.rightEye] }
    /// The left eyebrow's trace.
    open var leftEyebrow: VNFaceLandmarkRegion2D? { regions[.leftEyebrow] }
    /// The right eyebrow's trace.
    open var rightEyebrow: VNFaceLandmarkRegion2D? { regions[.rightEyebrow] }
    /// The nose's outline.
    open var nose: VNFaceLandmarkRegion2D? { regions[.nose] }
    /// The nose's crest, down its centre.
    open var noseCrest: VNFaceLandmarkRegion2D? { regions[.noseCrest] }
    /// The face's centre line.
    open var medianLine: VNFaceLandmarkRegion2D? { regions[.medianLine] }
    /// The lips' outer outline.
    open var outerLips: VNFaceLandmarkRegion2D? { regions[.outerLips] }
    /// The lips' inner outline, where they part.
    open var innerLips: VNFaceLandmarkRegion2D? { regions[.innerLips] }
    /// The left pupil.
    open var leftPupil: VNFaceLandmarkRegion2D? { regions[.leftPupil] }
    /// The right pupil.
    open var rightPupil: VNFaceLandmarkRegion2D? { regions[.rightPupil] }
}
