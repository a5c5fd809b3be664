import ARKit
import BackplateCore
import BackplateUIKit
import Foundation

/// The UIKit view that shows a RealityKit scene over an AR session's camera feed (RealityKit's
/// `ARView`), as apps add it to a controller or wrap it in a `UIViewRepresentable`.
///
/// Its scene, session and settings are kept as set. A render has no camera or GPU: the view
/// draws its environment's background colour (`environment.background = .color(...)`), else
/// black where the camera feed or skybox would be, with a runtime warning; no entity is drawn.
/// The session is not run automatically (`automaticallyConfigureSession` is kept): running it
/// fails as `ARSession` describes. Hit tests and raycasts find nothing; installed gesture
/// recognizers never fire.
@MainActor @preconcurrency
open class ARView: UIView, UIKitDrawnView {
    /// Whether the view shows the AR camera or a virtual one.
    public enum CameraMode: Hashable, Sendable {
        /// The AR session's camera (the default).
        case ar
        /// A virtual camera, without AR.
        case nonAR
    }

    /// Debug overlays (none is drawn in a render).
    public struct DebugOptions: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// Options of raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// No overlay.
        public static let none: DebugOptions = []
        /// Collision shapes and physics bodies.
        public static let showPhysics = DebugOptions(rawValue: 1 << 0)
        /// Performance statistics.
        public static let showStatistics = DebugOptions(rawValue: 1 << 1)
        /// The anchors' origins.
        public static let showAnchorOrigins = DebugOptions(rawValue: 1 << 2)
        /// The anchors' geometry.
        public static let showAnchorGeometry = DebugOptions(rawValue: 1 << 3)
        /// The world origin.
        public static let showWorldOrigin = DebugOptions(rawValue: 1 << 4)
        /// ARKit's feature points.
        public static let showFeaturePoints = DebugOptions(rawValue: 1 << 5)
        /// The reconstructed scene mesh.
        public static let showSceneUnderstanding = DebugOptions(rawValue: 1 << 6)
    }

    /// Rendering effects to turn off (kept; nothing is rendered).
    public struct RenderOptions: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// Options of raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// No motion blur.
        public static let disableMotionBlur = RenderOptions(rawValue: 1 << 0)
        /// No depth of field.
        public static let disableDepthOfField = RenderOptions(rawValue: 1 << 1)
        /// No HDR.
        public static let disableHDR = RenderOptions(rawValue: 1 << 2)
        /// No face mesh.
        public static let disableFaceMesh = RenderOptions(rawValue: 1 << 3)
        /// No people occlusion.
        public static let disablePersonOcclusion = RenderOptions(rawValue: 1 << 4)
        /// No grounding shadows.
        public static let disableGroundingShadows = RenderOptions(rawValue: 1 << 5)
        /// No camera grain.
        public static let disableCameraGrain = RenderOptions(rawValue: 1 << 6)
        /// No lighting from ARKit's environment probes.
        public static let disableAREnvironmentLighting = RenderOptions(rawValue: 1 << 7)
    }

    /// The gestures `installGestures(_:for:)` adds.
    public struct EntityGestures: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// Gestures of raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// A pan moving the entity along its plane.
        public static let translation = EntityGestures(rawValue: 1 << 0)
        /// A two-finger rotation about the entity's up axis.
        public static let rotation = EntityGestures(rawValue: 1 << 1)
        /// A pinch scaling the entity.
        public static let scale = EntityGestures(rawValue: 1 << 2)
        /// All three.
        public static let all: EntityGestures = [.translation, .rotation, .scale]
    }

    /// The view's background, lighting and scene understanding.
    public struct Environment {
        /// What shows behind the entities.
        public struct Background {
            /// The kind of background.
            enum Kind {
                case color(UIColor)
                case cameraFeed
                case skybox
            }
            let kind: Kind
            /// A solid colour.
            public static func color(_ color: UIColor = .white) -> Background { Background(kind: .color(color)) }
            /// The AR camera's feed (black in a render, which has no camera).
            public static func cameraFeed(exposureCompensation: Float = 0) -> Background { Background(kind: .cameraFeed) }
            /// An environment image (black in a render, which reads no environment images).
            public static func skybox(_ resource: EnvironmentResource) -> Background { Background(kind: .skybox) }
        }

        /// Image-based lighting.
        public struct ImageBasedLight {
            /// The environment lighting the scene (the system's when `nil`).
            public var resource: EnvironmentResource?
            /// The intensity as a power of 2 (0).
            public var intensityExponent: Float = 0
        }

        /// How real-world geometry interacts with virtual content.
        public struct SceneUnderstanding {
            /// The interactions.
            public struct Options: OptionSet, Hashable, Sendable {
                /// The raw bits.
                public let rawValue: Int
                /// Options of raw bits.
                public init(rawValue: Int) { self.rawValue = rawValue }
                /// Real objects hide virtual ones behind them.
                public static let occlusion = Options(rawValue: 1 << 0)
                /// Real surfaces receive virtual shadows.
                public static let receivesLighting = Options(rawValue: 1 << 1)
                /// Real surfaces take part in physics.
                public static let physics = Options(rawValue: 1 << 2)
                /// Real surfaces take part in collisions.
                public static let collision = Options(rawValue: 1 << 3)
                /// None.
                public static let `default`: Options = []
            }
            /// The interactions on (none).
            public var options: Options = .default
        }

        /// What shows behind the entities (the camera feed).
        public var background = Background.cameraFeed()
        /// The image-based lighting.
        public var lighting = ImageBasedLight()
        /// The scene understanding.
        public var sceneUnderstanding = SceneUnderstanding()
    }

    /// The scene the view shows.
    public let scene = Scene(name: "ARView scene")
    /// The AR session behind the view (not run automatically in a render).
    public var session = ARSession()
    /// Whether the view runs a world-tracking session itself (`true`; kept, as a render runs none).
    public var automaticallyConfigureSession = true
    /// The camera shown (`.ar`).
    public var cameraMode = CameraMode.ar
    /// The background, lighting and scene understanding.
    public var environment = Environment()
    /// The debug overlays (none; not drawn).
    public var debugOptions: DebugOptions = []
    /// The rendering effects turned off (none).
    public var renderOptions: RenderOptions = []
    /// The entity that is the physics simulation's origin (the world's when `nil`).
    public var physicsOrigin: Entity?
    /// The entity spatial audio is heard from (the camera when `nil`).
    public var audioListener: Entity?
    /// The frame rate asked for (60; a render draws once).
    public var preferredFramesPerSecond = 60

    /// A view of `frameRect`.
    public required override init(frame frameRect: CGRect) { super.init(frame: frameRect) }

    /// A view of `frame` with a camera mode and session configuration.
    public convenience init(frame: CGRect, cameraMode: CameraMode, automaticallyConfigureSession: Bool) {
        self.init(frame: frame)
        self.cameraMode = cameraMode
        self.automaticallyConfigureSession = automaticallyConfigureSession
        if cameraMode == .nonAR { environment.background = .color(.black) }
    }

    /// A view from a storyboard: a zero frame (there are no storyboards on Linux).
    public required init?(coder decoder: NSCoder) { super.init(coder: decoder) }

    /// The camera's transform in world coordinates: the identity, as no camera moves in a render.
    public var cameraTransform: Transform { .identity }

    /// The entity nearest the view at `point`: none, as nothing is hit in a render.
    public func entity(at point: CGPoint) -> Entity? { nil }

    /// The entities at `point`: none in a render.
    public func entities(at point: CGPoint) -> [Entity] { [] }

    /// The entities a ray through `point` hits: none in a render.
    public func hitTest(_ point: CGPoint, query: CollisionCastQueryType = .all, mask: CollisionGroup = .all) -> [CollisionCastHit] { [] }

    /// The real-world surfaces through `point`: none in a render.
    public func raycast(from point: CGPoint, allowing target: ARRaycastQuery.Target, alignment: ARRaycastQuery.TargetAlignment) -> [ARRaycastResult] { [] }

    /// A raycast query through `point`: `nil` in a render, which has no camera frame.
    public func makeRaycastQuery(from point: CGPoint, allowing target: ARRaycastQuery.Target,
                                 alignment: ARRaycastQuery.TargetAlignment) -> ARRaycastQuery? { nil }

    /// `point` (world) in the view's coordinates: `nil` in a render, which has no camera.
    public func project(_ point: SIMD3<Float>) -> CGPoint? { nil }

    /// Where the ray through `point` meets a plane: `nil` in a render, which has no camera.
    public func unproject(_ point: CGPoint, ontoPlane planeTransform: float4x4) -> SIMD3<Float>? { nil }

    /// The camera's ray through `screenPoint`: `nil` in a render, which has no camera.
    public func ray(through screenPoint: CGPoint) -> (origin: SIMD3<Float>, direction: SIMD3<Float>)? { nil }

    /// Takes an image of the view: `completion` is called at once with an image of the view's
    /// size filled with what it draws.
    public func snapshot(saveToHDR: Bool, completion: @escaping (UIImage?) -> Void) {
        let size = CGSize(width: max(bounds.width, 1), height: max(bounds.height, 1))
        let fill = drawnColor
        completion(UIGraphicsImageRenderer(size: size).image { context in
            context.cgContext.setFillColor(fill.cgColor)
            context.fill(CGRect(origin: .zero, size: size))
        })
    }

    /// Adds recognizers of `gestures` for `entity` to the view and returns them (they never fire
    /// in a render).
    @discardableResult
    public func installGestures(_ gestures: EntityGestures = .all, for entity: any HasCollision) -> [any EntityGestureRecognizer] {
        var recognizers: [any EntityGestureRecognizer] = []
        if gestures.contains(.translation) { recognizers.append(EntityTranslationGestureRecognizer(entity: entity)) }
        if gestures.contains(.rotation) { recognizers.append(EntityRotationGestureRecognizer(entity: entity)) }
        if gestures.contains(.scale) { recognizers.append(EntityScaleGestureRecognizer(entity: entity)) }
        for recognizer in recognizers { addGestureRecognizer(recognizer) }
        return recognizers
    }

    /// The colour the view shows: its environment's background colour, else black.
    private var drawnColor: UIColor {
        if case .color(let color) = environment.background.kind { return color }
        return .black
    }

    /// The view's drawing: its background filling the space offered, with a warning.
    package func swiftUIDrawing() -> AnyView {
        RuntimeWarning.emit("ARView: a render has no camera feed and Backplate draws no RealityKit 3D content; the view shows its background colour (black for the camera feed or a skybox)")
        return AnyView(Color(uiColor: drawnColor))
    }
}

extension ARView: @preconcurrency ARSessionProviding {}

/// A gesture recognizer acting on an entity (RealityKit's `EntityGestureRecognizer`).
@MainActor @preconcurrency
public protocol EntityGestureRecognizer: UIGestureRecognizer {
    /// The entity the recognizer acts on.
    var entity: (any HasCollision)? { get set }
    /// The gesture's location in `entity`'s space (world space for `nil`): `nil` in a render.
    func location(in entity: Entity?) -> SIMD3<Float>?
}

/// Moves an entity along its plane with a pan (RealityKit's `EntityTranslationGestureRecognizer`);
/// never fires in a render.
@MainActor @preconcurrency
open class EntityTranslationGestureRecognizer: UIGestureRecognizer, EntityGestureRecognizer {
    /// The entity moved.
    public var entity: (any HasCollision)?
    init(entity: any HasCollision) {
        self.entity = entity
        super.init()
    }
    /// The gesture's location: `nil` in a render.
    public func location(in entity: Entity?) -> SIMD3<Float>? { nil }
    /// The translation so far: `nil` in a render.
    public func translation(in entity: Entity?) -> SIMD3<Float>? { nil }
    /// The velocity: `nil` in a render.
    public func velocity(in entity: Entity?) -> SIMD3<Float>? { nil }
}

/// Turns an entity with a two-finger rotation (RealityKit's `EntityRotationGestureRecognizer`);
/// never fires in a render.
@MainActor @preconcurrency
open class EntityRotationGestureRecognizer: UIGestureRecognizer, EntityGestureRecognizer {
    /// The entity turned.
    public var entity: (any HasCollision)?
    /// The rotation so far, in radians (0).
    open var rotation: CGFloat = 0
    /// The rotation's speed, in radians per second (0).
    open var velocity: CGFloat = 0
    init(entity: any HasCollision) {
        self.entity = entity
        super.init()
    }
    /// The gesture's location: `nil` in a render.
    public func location(in entity: Entity?) -> SIMD3<Float>? { nil }
}

/// Scales an entity with a pinch (RealityKit's `EntityScaleGestureRecognizer`); never fires in
/// a render.
@MainActor @preconcurrency
open class EntityScaleGestureRecognizer: UIGestureRecognizer, EntityGestureRecognizer {
    /// The entity scaled.
    public var entity: (any HasCollision)?
    /// The scale so far (1).
    open var scale: CGFloat = 1
    /// The scaling's speed per second (0).
    open var velocity: CGFloat = 0
    init(entity: any HasCollision) {
        self.entity = entity
        super.init()
    }
    /// The gesture's location: `nil` in a render.
    public func location(in entity: Entity?) -> SIMD3<Float>? { nil }
}
