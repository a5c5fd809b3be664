import Foundation

/// Tracking of faces with the TrueDepth front camera (ARKit's `ARFaceTrackingConfiguration`).
/// A render has no TrueDepth camera: `isSupported` is `false` and `supportedNumberOfTrackedFaces`
/// is 0.
open class ARFaceTrackingConfiguration: ARConfiguration {
    /// How many faces this device tracks at once: 0 in a render.
    open class var supportedNumberOfTrackedFaces: Int { 0 }
    /// Whether this device tracks the world while tracking faces: `false` in a render.
    open class var supportsWorldTracking: Bool { false }

    /// How many faces are tracked at once (1).
    open var maximumNumberOfTrackedFaces = 1
    /// Whether the rear camera tracks the world too (`false`).
    open var isWorldTrackingEnabled = false

    /// A configuration with the front camera's default format (Backplate's stand-in: 1280 × 720
    /// at 60 frames per second).
    public required init() {
        super.init()
        videoFormat = VideoFormat(imageResolution: CGSize(width: 1280, height: 720), framesPerSecond: 60)
    }

    /// A copy with the same settings.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        if let copy = copy as? ARFaceTrackingConfiguration {
            copy.maximumNumberOfTrackedFaces = maximumNumberOfTrackedFaces
            copy.isWorldTrackingEnabled = isWorldTrackingEnabled
        }
        return copy
    }
}

/// Tracking of a person's body with the rear camera (ARKit's `ARBodyTrackingConfiguration`).
/// Not supported in a render (no A12-class camera pipeline): `isSupported` is `false`.
open class ARBodyTrackingConfiguration: ARConfiguration {
    /// Whether the skeleton's scale is estimated (`false`).
    open var automaticSkeletonScaleEstimationEnabled = false
    /// The planes the session looks for (none).
    open var planeDetection: ARWorldTrackingConfiguration.PlaneDetection = []
    /// The images the session looks for (empty).
    open var detectionImages: Set<ARReferenceImage>! = []
    /// Whether detected images' physical sizes are estimated (`false`).
    open var automaticImageScaleEstimationEnabled = false
    /// How many detected images are tracked at once (0).
    open var maximumNumberOfTrackedImages = 0
    /// A world map to relocalize to (none).
    open var initialWorldMap: ARWorldMap?
    /// How environment textures are made (`.none`).
    open var environmentTexturing = ARWorldTrackingConfiguration.EnvironmentTexturing.none
    /// Whether environment textures are HDR (`true`).
    open var wantsHDREnvironmentTextures = true
    /// Whether the camera autofocuses (`true`).
    open var isAutoFocusEnabled = true
    /// Whether App Clip Codes are detected (`false`).
    open var appClipCodeTrackingEnabled = false

    /// A copy with the same settings.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        if let copy = copy as? ARBodyTrackingConfiguration {
            copy.automaticSkeletonScaleEstimationEnabled = automaticSkeletonScaleEstimationEnabled
            copy.planeDetection = planeDetection
            copy.detectionImages = detectionImages
            copy.automaticImageScaleEstimationEnabled = automaticImageScaleEstimationEnabled
            copy.maximumNumberOfTrackedImages = maximumNumberOfTrackedImages
            copy.initialWorldMap = initialWorldMap
            copy.environmentTexturing = environmentTexturing
            copy.wantsHDREnvironmentTextures = wantsHDREnvironmentTextures
            copy.isAutoFocusEnabled = isAutoFocusEnabled
            copy.appClipCodeTrackingEnabled = appClipCodeTrackingEnabled
        }
        return copy
    }
}

/// Tracking of known 2D images without world tracking (ARKit's
/// `ARImageTrackingConfiguration`). Not supported in a render: no image is ever found.
open class ARImageTrackingConfiguration: ARConfiguration {
    /// The images to track (empty).
    open var trackingImages: Set<ARReferenceImage> = []
    /// How many images are tracked at once (1).
    open var maximumNumberOfTrackedImages = 1
    /// Whether the camera autofocuses (`true`).
    open var isAutoFocusEnabled = true

    /// A copy with the same settings.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        if let copy = copy as? ARImageTrackingConfiguration {
            copy.trackingImages = trackingImages
            copy.maximumNumberOfTrackedImages = maximumNumberOfTrackedImages
            copy.isAutoFocusEnabled = isAutoFocusEnabled
        }
        return copy
    }
}
