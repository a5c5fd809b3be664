import Foundation

/// The settings of an AR session (ARKit's `ARConfiguration`), the base of every tracking
/// configuration. A render has no camera or motion sensors: `isSupported` is `false` for every
/// configuration and `supportedVideoFormats` is empty, so `ARSession.run(_:options:)` reports
/// `ARError(.unsupportedConfiguration)`. The settings are kept as set.
open class ARConfiguration: NSObject, NSCopying {
    /// How the session's world coordinates are aligned with the real world.
    public enum WorldAlignment: Int, Sendable {
        /// The y axis follows gravity; the origin is the device's first position (the default).
        case gravity = 0
        /// The y axis follows gravity and the z axis points south.
        case gravityAndHeading = 1
        /// The axes follow the camera's.
        case camera = 2
    }

    /// The per-frame information a configuration asks for.
    public struct FrameSemantics: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Semantics of raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// People are segmented from the camera image.
        public static let personSegmentation = FrameSemantics(rawValue: 1 << 0)
        /// People are segmented, with their depth.
        public static let personSegmentationWithDepth = FrameSemantics(rawValue: (1 << 1) | (1 << 0))
        /// A person's 2D body is detected.
        public static let bodyDetection = FrameSemantics(rawValue: 1 << 2)
        /// The LiDAR depth of the scene.
        public static let sceneDepth = FrameSemantics(rawValue: 1 << 3)
        /// The LiDAR depth of the scene, smoothed over frames.
        public static let smoothedSceneDepth = FrameSemantics(rawValue: 1 << 4)
    }

    /// The kinds of scene mesh a configuration reconstructs.
    public struct SceneReconstruction: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options of raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A mesh of the surroundings.
        public static let mesh = SceneReconstruction(rawValue: 1 << 0)
        /// A mesh of the surroundings with each face classified.
        public static let meshWithClassification = SceneReconstruction(rawValue: (1 << 1) | (1 << 0))
    }

    /// A camera mode: resolution and frame rate (ARKit's `ARVideoFormat`).
    open class VideoFormat: NSObject, NSCopying {
        /// The size of each camera image, in pixels.
        open private(set) var imageResolution: CGSize
        /// The frames the camera delivers per second.
        open private(set) var framesPerSecond: Int
        /// Whether the format suits high-resolution frame capture (`false`).
        open var isRecommendedForHighResolutionFrameCapturing: Bool { false }
        /// Whether the format supports video HDR (`false`).
        open var isVideoHDRSupported: Bool { false }

        /// A format of `imageResolution` at `framesPerSecond`.
        init(imageResolution: CGSize, framesPerSecond: Int) {
            self.imageResolution = imageResolution
            self.framesPerSecond = framesPerSecond
        }

        /// The format itself (formats are immutable).
        open func copy(with zone: NSZone? = nil) -> Any { self }
    }

    /// Whether this device runs the configuration: `false` in a render (no camera or motion
    /// sensors), as on the iOS simulator.
    open class var isSupported: Bool { false }

    /// The camera formats this device offers for the configuration: none in a render.
    open class var supportedVideoFormats: [VideoFormat] { [] }

    /// The recommended 4K format: `nil` in a render.
    open class var recommendedVideoFormatFor4KResolution: VideoFormat? { nil }

    /// The recommended format for high-resolution frame capture: `nil` in a render.
    open class var recommendedVideoFormatForHighResolutionFrameCapturing: VideoFormat? { nil }

    /// Whether the configuration supports `frameSemantics`: `false` in a render (only the empty
    /// set is supported).
    open class func supportsFrameSemantics(_ frameSemantics: FrameSemantics) -> Bool { frameSemantics.isEmpty }

    /// The camera format used (Backplate's stand-in: 1920 × 1440 at 60 frames per second, a
    /// rear iPhone camera's default for world tracking; no camera runs in a render).
    open var videoFormat = VideoFormat(imageResolution: CGSize(width: 1920, height: 1440), framesPerSecond: 60)
    /// How world coordinates are aligned (`.gravity`).
    open var worldAlignment = WorldAlignment.gravity
    /// Whether each frame estimates the scene's lighting (`true`).
    open var isLightEstimationEnabled = true
    /// Whether the session delivers microphone audio (`false`).
    open var providesAudioData = false
    /// The per-frame information asked for (none).
    open var frameSemantics: FrameSemantics = []
    /// Whether video HDR may be used (`false`).
    open var videoHDRAllowed = false

    /// A configuration with the default settings.
    public required override init() { super.init() }

    /// A copy with the same settings (each subclass copies its own).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.videoFormat = videoFormat
        copy.worldAlignment = worldAlignment
        copy.isLightEstimationEnabled = isLightEstimationEnabled
        copy.providesAudioData = providesAudioData
        copy.frameSemantics = frameSemantics
        copy.videoHDRAllowed = videoHDRAllowed
        return copy
    }
}
