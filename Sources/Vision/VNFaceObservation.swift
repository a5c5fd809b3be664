import Foundation

/// A face a request found: its bounding box and, by revision, its roll, yaw and pitch in
/// radians. A render finds no faces; one made by code carries what its initializer was given.
open class VNFaceObservation: VNDetectedObjectObservation {
    var angles: (roll: NSNumber?, yaw: NSNumber?, pitch: NSNumber?) = (nil, nil, nil)

    /// The face's rotation about the axis out of the image, in radians (iOS 12+), if known.
    open var roll: NSNumber? { angles.roll }
    /// The face's rotation about the vertical axis, in radians (iOS 12+), if known.
    open var yaw: NSNumber? { angles.yaw }
    /// The face's rotation about the horizontal axis, in radians (iOS 15+), if known.
    open var pitch: NSNumber? { angles.pitch }
    /// The quality of the face for capture, 0...1, from a capture-quality request (iOS 13+):
    /// `nil`, as no such request runs in a render.
    open var faceCaptureQuality: Float? { nil }
    /// The face's features, from a landmarks request: `nil` for faces made by code or found by a
    /// rectangles request, as on iOS (a render's landmarks request finds no faces).
    open var landmarks: VNFaceLandmarks2D? { storedLandmarks }
    var storedLandmarks: VNFaceLandmarks2D?

    /// A face in `boundingBox` with its roll, yaw and pitch (iOS 15+).
    public convenience init(requestRevision: Int, boundingBox: CGRect, roll: NSNumber?, yaw: NSNumber?, pitch: NSNumber?) {
        self.init(requestRevision: requestRevision, boundingBox: boundingBox)
        angles = (roll, yaw, pitch)
    }

    /// A face in `boundingBox` with its roll and yaw (iOS 12; deprecated in iOS 15).
    @available(iOS, introduced: 12.0, deprecated: 15.0)
    public convenience init(requestRevision: Int, boundingBox: CGRect, roll: NSNumber?, yaw: NSNumber?) {
        self.init(requestRevision: requestRevision, boundingBox: boundingBox, roll: roll, yaw: yaw, pitch: nil)
    }
}
