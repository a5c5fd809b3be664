import Foundation

/// How a landmark region's points connect, with Apple's raw values (iOS 16).
public enum VNPointsClassification: Int, Sendable {
    /// Separate points (the pupils).
    case disconnected = 0
    /// A line from first to last point (an eyebrow, the face contour).
    case openPath = 1
    /// A loop back to the first point (an eye, the lips).
    case closedPath = 2
}

/// The points of one facial feature: the abstract base of `VNFaceLandmarkRegion2D`. Only a
/// landmarks request makes them, and a render's finds no faces, so none is made in a render.
open class VNFaceLandmarkRegion: NSObject, VNRequestRevisionProviding {
    /// The number of points in the region.
    open var pointCount: Int { 0 }
    /// The revision of the request that found the region.
    public let requestRevision: Int

    /// A region found by revision `requestRevision`.
    init(requestRevision: Int) {
        self.requestRevision = requestRevision
        super.init()
    }
}

/// A facial feature's points in 2D, normalized to the face's bounding box with a lower-left
/// origin; `pointsInImage(imageSize:)` places them in the image. A render finds no faces, so
/// none is made in a render; one a request made would answer as below.
open class VNFaceLandmarkRegion2D: VNFaceLandmarkRegion {
    /// The points, each 0...1 across the face's bounding box.
    public let normalizedPoints: [CGPoint]
    /// Each point's precision estimate (iOS 13), if the request made them.
    public let precisionEstimatesPerPoint: [Float]?
    /// How the points connect (iOS 16).
    public let pointsClassification: VNPointsClassification
    /// The face's bounding box, normalized to the image, that the points are relative to.
    private let faceBoundingBox: CGRect

    /// A region of `normalizedPoints` in the face at `faceBoundingBox` (normalized to the image).
    init(normalizedPoints: [CGPoint], faceBoundingBox: CGRect, pointsClassification: VNPointsClassification,
         precisionEstimatesPerPoint: [Float]? = nil, requestRevision: Int) {
        self.normalizedPoints = normalizedPoints
        self.faceBoundingBox = faceBoundingBox
        self.pointsClassification = pointsClassification
        self.precisionEstimatesPerPoint = precisionEstimatesPerPoint
        super.init(requestRevision: requestRevision)
    }

    /// The number of points in the region.
    open override var pointCount: Int { normalizedPoints.count }

    /// The points in an image of `imageSize` pixels, lower-left origin: each placed in the face's
    /// bounding box, then scaled to the image, as `VNImagePointForFaceLandmarkPoint` does.
    open func pointsInImage(imageSize: CGSize) -> [CGPoint] {
        let box = faceBoundingBox
        return normalizedPoints.map { point in
            CGPoint(x: (box.origin.x + point.x * box.size.width) * imageSize.width,
                    y: (box.origin.y + point.y * box.size.height) * imageSize.height)
        }
    }
}
