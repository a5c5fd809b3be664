import Foundation

/// A video image with the tracking data of the moment it was captured (ARKit's `ARFrame`). A
/// render captures no frames: `ARSession.currentFrame` is always `nil` and no delegate is told
/// of a frame, so this class has no public initializer, as on iOS.
open class ARFrame: NSObject, NSCopying {
    /// How far a session's world map has got.
    public enum WorldMappingStatus: Int, Sendable {
        /// No map.
        case notAvailable = 0
        /// Too little is mapped to relocalize.
        case limited = 1
        /// The map is growing around the device.
        case extending = 2
        /// The visible space is mapped.
        case mapped = 3
    }

    /// When the frame was captured, in seconds.
    open private(set) var timestamp: TimeInterval
    /// The camera image.
    open private(set) var capturedImage: CVPixelBuffer
    /// The camera's position, orientation and imaging parameters.
    open private(set) var camera: ARCamera
    /// The anchors in the session at the frame.
    open private(set) var anchors: [ARAnchor]
    /// The estimated lighting, when light estimation is on.
    open private(set) var lightEstimate: ARLightEstimate?
    /// The feature points found in the frame.
    open private(set) var rawFeaturePoints: ARPointCloud?
    /// How far world mapping has got.
    open private(set) var worldMappingStatus = WorldMappingStatus.notAvailable
    /// The people segmentation mask, when asked for.
    open private(set) var segmentationBuffer: CVPixelBuffer?
    /// The people depth, when asked for.
    open private(set) var estimatedDepthData: CVPixelBuffer?
    /// The LiDAR depth, when asked for.
    open private(set) var sceneDepth: ARDepthData?
    /// The smoothed LiDAR depth, when asked for.
    open private(set) var smoothedSceneDepth: ARDepthData?
    /// The intensity of the camera grain (0).
    open private(set) var cameraGrainIntensity: Float = 0

    /// A frame of `capturedImage` seen by `camera` (never made in a render).
    init(timestamp: TimeInterval, capturedImage: CVPixelBuffer, camera: ARCamera, anchors: [ARAnchor]) {
        self.timestamp = timestamp
        self.capturedImage = capturedImage
        self.camera = camera
        self.anchors = anchors
        super.init()
    }

    /// The transform from normalized image coordinates to normalized view coordinates for a
    /// view of `viewportSize` in `orientation` (the identity for a landscape-right view of the
    /// image's aspect ratio; a quarter turn for portrait).
    open func displayTransform(for orientation: UIInterfaceOrientation, viewportSize: CGSize) -> CGAffineTransform {
        switch orientation {
        case .portrait: return CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 1)
        case .portraitUpsideDown: return CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 1, ty: 0)
        case .landscapeLeft: return CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 1, ty: 1)
        default: return .identity
        }
    }

    /// The frame's hit test results at `point`: none (nothing is detected in a render).
    @available(iOS, deprecated: 14.0, message: "Use raycasting")
    open func hitTest(_ point: CGPoint, types: ARHitTestResult.ResultType) -> [ARHitTestResult] { [] }

    /// A raycast query from the camera through `point` (normalized image coordinates).
    open func raycastQuery(from point: CGPoint, allowing target: ARRaycastQuery.Target,
                           alignment: ARRaycastQuery.TargetAlignment) -> ARRaycastQuery {
        let ray = camera.ray(throughNormalized: point)
        return ARRaycastQuery(origin: ray.origin, direction: ray.direction, allowing: target, alignment: alignment)
    }

    /// The frame itself (frames are immutable).
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Estimated lighting of a frame (ARKit's `ARLightEstimate`).
open class ARLightEstimate: NSObject {
    /// The ambient intensity in lumens (1000: neutral lighting).
    open private(set) var ambientIntensity: CGFloat = 1000
    /// The ambient colour temperature in kelvin (6500: pure white).
    open private(set) var ambientColorTemperature: CGFloat = 6500

    override init() { super.init() }
}

/// Feature points ARKit found (ARKit's `ARPointCloud`): empty in a render.
open class ARPointCloud: NSObject, NSCopying {
    /// The points in world coordinates.
    open private(set) var points: [simd_float3] = []
    /// Each point's identifier.
    open private(set) var identifiers: [UInt64] = []
    /// The number of points.
    open var count: Int { points.count }

    override init() { super.init() }

    /// The cloud itself (clouds are immutable).
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The LiDAR depth of a frame (ARKit's `ARDepthData`); never made in a render.
open class ARDepthData: NSObject {
    /// The depth in metres of each pixel.
    open private(set) var depthMap: CVPixelBuffer
    /// The confidence of each depth.
    open private(set) var confidenceMap: CVPixelBuffer?

    init(depthMap: CVPixelBuffer, confidenceMap: CVPixelBuffer?) {
        self.depthMap = depthMap
        self.confidenceMap = confidenceMap
    }
}

/// The confidence of a LiDAR depth (ARKit's `ARConfidenceLevel`).
public enum ARConfidenceLevel: Int, Sendable {
    /// Low confidence.
    case low = 0
    /// Medium confidence.
    case medium = 1
    /// High confidence.
    case high = 2
}
