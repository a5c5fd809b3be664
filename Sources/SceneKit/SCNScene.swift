import BackplateCore
import Foundation

/// Receives a scene's export progress (SceneKit's `SCNSceneExportDelegate`); never called, as
/// Backplate writes no scene files.
public protocol SCNSceneExportDelegate: NSObjectProtocol {}

/// Reports a scene export's progress: the fraction done, an error, a stop flag.
public typealias SCNSceneExportProgressHandler = (Float, (any Error)?, UnsafeMutablePointer<ObjCBool>) -> Void

/// A 3D scene (SceneKit's `SCNScene`): the root of a node tree, with the background, lighting
/// environment, fog and physics world that `SceneView` or `SCNView` present.
///
/// The node tree is real data. Backplate reads no scene files: `init?(named:)` returns `nil`
/// and `init(url:options:)` throws, with a runtime warning (apps that build their scene in
/// code are unaffected). A still render draws only the `background`, when it is a colour (see
/// `SceneView`). A subclass's `required init?(coder:)` calls `super.init(coder:)` as on iOS.
open class SCNScene: NSObject {
    /// A key of a scene attribute.
    public struct Attribute: RawRepresentable, Hashable, Sendable {
        /// The attribute's key.
        public let rawValue: String
        /// An attribute of the given key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The scene's start time (a `Double` in an `NSNumber`).
        public static let startTime = Attribute(rawValue: "SCNSceneStartTimeAttributeKey")
        /// The scene's end time.
        public static let endTime = Attribute(rawValue: "SCNSceneEndTimeAttributeKey")
        /// The scene's frame rate.
        public static let frameRate = Attribute(rawValue: "SCNSceneFrameRateAttributeKey")
        /// The scene's up axis (an `SCNVector3` in an `NSValue`).
        public static let upAxis = Attribute(rawValue: "SCNSceneUpAxisAttributeKey")
    }

    /// The root of the node tree, at the origin.
    public let rootNode = SCNNode()
    /// What is drawn behind the scene: a colour is drawn by `SceneView` and `SCNView`; other
    /// contents (images, cube maps) are kept, not drawn (`nil` contents: the view's background).
    public let background = SCNMaterialProperty()
    /// The environment lighting the scene's physically based materials (kept).
    public let lightingEnvironment = SCNMaterialProperty()
    /// Where fog starts, from the point of view (0).
    open var fogStartDistance: CGFloat = 0
    /// Where fog is full (0: no fog).
    open var fogEndDistance: CGFloat = 0
    /// The fog's curve: 0 constant, 1 linear, 2 quadratic (1).
    open var fogDensityExponent: CGFloat = 1
    /// The fog's colour, a `UIColor` or `CGColor` (white).
    open var fogColor: Any = UIColor.white
    /// Whether screen-space reflections are drawn (`false`).
    open var wantsScreenSpaceReflection = false
    /// The reflections' sample count (64).
    open var screenSpaceReflectionSampleCount = 64
    /// The reflections' maximum distance (1000).
    open var screenSpaceReflectionMaximumDistance: CGFloat = 1000
    /// The reflections' stride (8).
    open var screenSpaceReflectionStride: CGFloat = 8
    /// Whether the scene's animations, actions, particles and physics are paused (`false`).
    open var isPaused = false
    /// The scene's physics simulation settings.
    public let physicsWorld = SCNPhysicsWorld()
    /// The particle systems attached to the scene.
    open private(set) var particleSystems: [SCNParticleSystem]?
    /// The scene's attributes.
    private var attributes: [String: Any] = [:]

    /// An empty scene.
    public override init() { super.init() }

    /// A scene from an archive: there are no archives on Linux, so an empty scene.
    public required init?(coder: NSCoder) { super.init() }

    /// The scene in the bundle's file `name` (`.scn`, `.dae`, `.usdz`...): always `nil` here,
    /// with a runtime warning, as Backplate reads no scene files.
    public convenience init?(named name: String) {
        RuntimeWarning.emit("SCNScene(named: \"\(name)\"): Backplate reads no SceneKit scene files; nil is returned")
        return nil
    }

    /// The scene in the bundle's file `name` in `directory`: `nil` here, as `init?(named:)`.
    public convenience init?(named name: String, inDirectory directory: String?, options: [SCNSceneSource.LoadingOption: Any]? = nil) {
        self.init(named: name)
    }

    /// The scene in the file at `url`: throws here (`CocoaError.fileReadUnsupportedScheme`), with
    /// a runtime warning, as Backplate reads no scene files.
    public convenience init(url: URL, options: [SCNSceneSource.LoadingOption: Any]? = nil) throws {
        RuntimeWarning.emit("SCNScene(url: \(url.lastPathComponent)): Backplate reads no SceneKit scene files; an error is thrown")
        throw CocoaError(.fileReadUnsupportedScheme, userInfo: [NSURLErrorKey: url])
    }

    /// The attribute under `key`.
    open func attribute(forKey key: String) -> Any? { attributes[key] }

    /// Sets the attribute under `key`.
    open func setAttribute(_ attribute: Any?, forKey key: String) { attributes[key] = attribute }

    /// Writes the scene to `url`: returns `false`, as Backplate writes no scene files (the
    /// handler is not called).
    open func write(to url: URL, options: [String: Any]? = nil, delegate: (any SCNSceneExportDelegate)?,
                    progressHandler: SCNSceneExportProgressHandler? = nil) -> Bool {
        RuntimeWarning.emit("SCNScene.write(to:): Backplate writes no SceneKit scene files; false is returned")
        return false
    }

    /// Attaches `system` at `transform` (kept; no particle is emitted in a still render).
    open func addParticleSystem(_ system: SCNParticleSystem, transform: SCNMatrix4) {
        particleSystems = (particleSystems ?? []) + [system]
    }

    /// Detaches `system`.
    open func removeParticleSystem(_ system: SCNParticleSystem) {
        particleSystems?.removeAll { $0 === system }
        if particleSystems?.isEmpty == true { particleSystems = nil }
    }

    /// Detaches every particle system.
    open func removeAllParticleSystems() { particleSystems = nil }
}

/// Reads scene files (SceneKit's `SCNSceneSource`). Backplate reads none: every initializer
/// returns `nil`, with a runtime warning.
open class SCNSceneSource: NSObject {
    /// An option of loading a scene.
    public struct LoadingOption: RawRepresentable, Hashable, Sendable {
        /// The option's key.
        public let rawValue: String
        /// An option of the given key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Whether normals are computed for geometry without them.
        public static let createNormalsIfAbsent = LoadingOption(rawValue: "kSceneSourceCreateNormalsIfAbsent")
        /// Whether the scene is checked for consistency.
        public static let checkConsistency = LoadingOption(rawValue: "kSceneSourceCheckConsistency")
        /// Whether the scene is flattened.
        public static let flattenScene = LoadingOption(rawValue: "kSceneSourceFlattenScene")
        /// Whether lights are used as loaded.
        public static let useSafeMode = LoadingOption(rawValue: "kSceneSourceUseSafeMode")
        /// The directories searched for assets.
        public static let assetDirectoryURLs = LoadingOption(rawValue: "kSceneSourceAssetDirectoryURLs")
        /// Whether the up axis is converted to the scene's.
        public static let convertToYUp = LoadingOption(rawValue: "kSceneSourceConvertToYUpIfNeeded")
        /// Whether units are converted to metres.
        public static let convertUnitsToMeters = LoadingOption(rawValue: "kSceneSourceConvertUnitsToMeters")
        /// How animations are imported.
        public static let animationImportPolicy = LoadingOption(rawValue: "kSceneSourceAnimationLoadingMode")
        /// Whether the source is read from a preserved original.
        public static let preserveOriginalTopology = LoadingOption(rawValue: "kSceneSourcePreserveOriginalTopology")
        /// Whether textures are loaded lazily.
        public static let strictConformance = LoadingOption(rawValue: "kSceneSourceStrictConformanceKey")
    }

    /// A source of the file at `url`: `nil` here.
    public init?(url: URL, options: [LoadingOption: Any]? = nil) {
        RuntimeWarning.emit("SCNSceneSource(url: \(url.lastPathComponent)): Backplate reads no SceneKit scene files; nil is returned")
        return nil
    }

    /// A source of `data`: `nil` here.
    public init?(data: Data, options: [LoadingOption: Any]? = nil) {
        RuntimeWarning.emit("SCNSceneSource(data:): Backplate reads no SceneKit scene data; nil is returned")
        return nil
    }

    /// The scene the source holds (never reached: no source is made).
    open func scene(options: [LoadingOption: Any]? = nil) throws -> SCNScene { SCNScene() }

    /// The entry of `entryClass` under `uid` (never reached: no source is made).
    open func entryWithIdentifier<T>(_ uid: String, withClass entryClass: T.Type) -> T? { nil }

    /// The identifiers of entries of `entryClass` (never reached: no source is made).
    open func identifiersOfEntries(withClass entryClass: AnyClass) -> [String] { [] }
}
