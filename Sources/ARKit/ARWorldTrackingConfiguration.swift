import Foundation

/// Six-degree-of-freedom tracking of the device with the rear camera, plane, image and object
/// detection (ARKit's `ARWorldTrackingConfiguration`). `isSupported` is `false` in a render: a
/// session run with it reports `ARError(.unsupportedConfiguration)` and detects nothing. The
/// settings are kept as set.
open class ARWorldTrackingConfiguration: ARConfiguration {
    /// The kinds of plane a session detects.
    public struct PlaneDetection: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options of raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Planes perpendicular to gravity (floors, tables).
        public static let horizontal = PlaneDetection(rawValue: 1 << 0)
        /// Planes parallel to gravity (walls).
        public static let vertical = PlaneDetection(rawValue: 1 << 1)
    }

    /// How a session makes environment textures for reflections.
    public enum EnvironmentTexturing: Int, Sendable {
        /// No textures (the default).
        case none = 0
        /// Textures where the app adds probe anchors.
        case manual = 1
        /// Textures where ARKit chooses.
        case automatic = 2
    }

    /// Whether this device reconstructs `sceneReconstruction`: `false` in a render (no LiDAR).
    open class func supportsSceneReconstruction(_ sceneReconstruction: ARConfiguration.SceneReconstruction) -> Bool { false }
    /// Whether this device tracks the user's face while world tracking: `false` in a render.
    open class var supportsUserFaceTracking: Bool { false }
    /// Whether this device detects App Clip Codes: `false` in a render.
    open class var supportsAppClipCodeTracking: Bool { false }

    /// The planes the session looks for (none).
    open var planeDetection: PlaneDetection = []
    /// How environment textures are made (`.none`).
    open var environmentTexturing = EnvironmentTexturing.none
    /// Whether environment textures are HDR (`true`).
    open var wantsHDREnvironmentTextures = true
    /// The images the session looks for (empty).
    open var detectionImages: Set<ARReferenceImage>! = []
    /// Whether detected images' physical sizes are estimated (`false`).
    open var automaticImageScaleEstimationEnabled = false
    /// How many detected images are tracked at once (0: detected, not tracked).
    open var maximumNumberOfTrackedImages = 0
    /// The objects the session looks for (empty).
    open var detectionObjects: Set<ARReferenceObject> = []
    /// Whether the session shares data with peers (`false`).
    open var isCollaborationEnabled = false
    /// Whether the camera autofocuses (`true`).
    open var isAutoFocusEnabled = true
    /// A world map to relocalize to (none).
    open var initialWorldMap: ARWorldMap?
    /// The scene meshes reconstructed (none).
    open var sceneReconstruction: ARConfiguration.SceneReconstruction = []
    /// Whether the front camera tracks the user's face too (`false`).
    open var userFaceTrackingEnabled = false
    /// Whether App Clip Codes are detected (`false`).
    open var appClipCodeTrackingEnabled = false

    /// A copy with the same settings.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        if let copy = copy as? ARWorldTrackingConfiguration {
            copy.planeDetection = planeDetection
            copy.environmentTexturing = environmentTexturing
            copy.wantsHDREnvironmentTextures = wantsHDREnvironmentTextures
            copy.detectionImages = detectionImages
            copy.automaticImageScaleEstimationEnabled = automaticImageScaleEstimationEnabled
            copy.maximumNumberOfTrackedImages = maximumNumberOfTrackedImages
            copy.detectionObjects = detectionObjects
            copy.isCollaborationEnabled = isCollaborationEnabled
            copy.isAutoFocusEnabled = isAutoFocusEnabled
            copy.initialWorldMap = initialWorldMap
            copy.sceneReconstruction = sceneReconstruction
            copy.userFaceTrackingEnabled = userFaceTrackingEnabled
            copy.appClipCodeTrackingEnabled = appClipCodeTrackingEnabled
        }
        return copy
    }
}

/// Three-degree-of-freedom tracking of the device's orientation only (ARKit's
/// `AROrientationTrackingConfiguration`). Not supported in a render.
open class AROrientationTrackingConfiguration: ARConfiguration {
    /// Whether the camera autofocuses (`true`).
    open var isAutoFocusEnabled = true
}

/// Tracking of the device's position without the camera feed's use (ARKit's
/// `ARPositionalTrackingConfiguration`). Not supported in a render.
open class ARPositionalTrackingConfiguration: ARConfiguration {
    /// The planes the session looks for (none).
    open var planeDetection: ARWorldTrackingConfiguration.PlaneDetection = []
    /// A world map to relocalize to (none).
    open var initialWorldMap: ARWorldMap?
}

/// World tracking that collects the features of a real object for a reference object (ARKit's
/// `ARObjectScanningConfiguration`). Not supported in a render.
open class ARObjectScanningConfiguration: ARConfiguration {
    /// The planes the session looks for (none).
    open var planeDetection: ARWorldTrackingConfiguration.PlaneDetection = []
    /// Whether the camera autofocuses (`true`).
    open var isAutoFocusEnabled = true
}
