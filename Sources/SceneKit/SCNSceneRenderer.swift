import Foundation
import SpriteKit

/// The antialiasing a renderer uses.
public enum SCNAntialiasingMode: UInt, Sendable {
    /// None.
    case none = 0
    /// 2× multisampling.
    case multisampling2X = 1
    /// 4× multisampling.
    case multisampling4X = 2
    /// 8× multisampling.
    case multisampling8X = 3
    /// 16× multisampling.
    case multisampling16X = 4
}

/// The graphics API a renderer uses.
public enum SCNRenderingAPI: UInt, Sendable {
    /// Metal.
    case metal = 0
    /// OpenGL ES 2.
    case openGLES2 = 1
}

/// Debugging overlays a renderer draws.
public struct SCNDebugOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Options of raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Physics shapes.
    public static let showPhysicsShapes = SCNDebugOptions(rawValue: 1 << 0)
    /// Bounding boxes.
    public static let showBoundingBoxes = SCNDebugOptions(rawValue: 1 << 1)
    /// Light influences.
    public static let showLightInfluences = SCNDebugOptions(rawValue: 1 << 2)
    /// Light extents.
    public static let showLightExtents = SCNDebugOptions(rawValue: 1 << 3)
    /// Physics fields.
    public static let showPhysicsFields = SCNDebugOptions(rawValue: 1 << 4)
    /// Wireframes over the geometry.
    public static let showWireframe = SCNDebugOptions(rawValue: 1 << 5)
    /// The geometry as wireframes.
    public static let renderAsWireframe = SCNDebugOptions(rawValue: 1 << 6)
    /// Skeletons.
    public static let showSkeletons = SCNDebugOptions(rawValue: 1 << 7)
    /// Subdivision creases.
    public static let showCreases = SCNDebugOptions(rawValue: 1 << 8)
    /// Constraints.
    public static let showConstraints = SCNDebugOptions(rawValue: 1 << 9)
    /// Cameras.
    public static let showCameras = SCNDebugOptions(rawValue: 1 << 10)
}

/// Something that renders a scene (SceneKit's `SCNSceneRenderer`: `SCNView` here). Backplate
/// renders no 3D: the properties are kept, hit tests find nothing, and projections use the
/// point of view's camera and the renderer's viewport.
public protocol SCNSceneRenderer: NSObjectProtocol {
    /// The scene shown.
    var scene: SCNScene? { get set }
    /// The scene time used by scene-time animations.
    var sceneTime: TimeInterval { get set }
    /// The object told about each frame (never, in a still render).
    var delegate: (any SCNSceneRendererDelegate)? { get set }
    /// The nodes under `point` (view coordinates).
    func hitTest(_ point: CGPoint, options: [SCNHitTestOption: Any]?) -> [SCNHitTestResult]
    /// Whether `node` is inside `pointOfView`'s viewing volume.
    func isNode(_ node: SCNNode, insideFrustumOf pointOfView: SCNNode) -> Bool
    /// The nodes inside `pointOfView`'s viewing volume.
    func nodesInsideFrustum(of pointOfView: SCNNode) -> [SCNNode]
    /// A world point in view coordinates, with its depth (0 near, 1 far) as z.
    func projectPoint(_ point: SCNVector3) -> SCNVector3
    /// A view point with depth (z) in world coordinates.
    func unprojectPoint(_ point: SCNVector3) -> SCNVector3
    /// Whether the scene's animations play.
    var isPlaying: Bool { get set }
    /// Whether playback loops.
    var loops: Bool { get set }
    /// The node the scene is seen from.
    var pointOfView: SCNNode? { get set }
    /// Whether a light is added to scenes without one.
    var autoenablesDefaultLighting: Bool { get set }
    /// Whether the scene is jittered to reduce aliasing.
    var isJitteringEnabled: Bool { get set }
    /// Whether temporal antialiasing runs.
    var isTemporalAntialiasingEnabled: Bool { get set }
    /// Prepares `object` for drawing.
    func prepare(_ object: Any, shouldAbortBlock block: (() -> Bool)?) -> Bool
    /// Prepares `objects` for drawing in the background.
    func prepare(_ objects: [Any], completionHandler: ((Bool) -> Void)?)
    /// Whether performance statistics are shown.
    var showsStatistics: Bool { get set }
    /// The debug overlays drawn.
    var debugOptions: SCNDebugOptions { get set }
    /// A SpriteKit scene drawn over the 3D scene.
    var overlaySKScene: SKScene? { get set }
    /// The graphics API used.
    var renderingAPI: SCNRenderingAPI { get }
    /// The node positional audio is heard from (`nil`: the point of view).
    var audioListener: SCNNode? { get set }
    /// The current viewport.
    var currentViewport: CGRect { get }
    /// Whether depth is reversed.
    var usesReverseZ: Bool { get set }
    /// Presents `scene` after `transition`, from `pointOfView`.
    func present(_ scene: SCNScene, with transition: SKTransition, incomingPointOfView pointOfView: SCNNode?, completionHandler: (() -> Void)?)
}

/// Takes part in each frame a renderer draws (SceneKit's `SCNSceneRendererDelegate`). Every
/// method is optional. A still render renders no frame, so none is ever called.
public protocol SCNSceneRendererDelegate: NSObjectProtocol {
    /// The frame starts (never in a still render).
    func renderer(_ renderer: any SCNSceneRenderer, updateAtTime time: TimeInterval)
    /// The frame's animations were applied.
    func renderer(_ renderer: any SCNSceneRenderer, didApplyAnimationsAtTime time: TimeInterval)
    /// The frame's physics step ran.
    func renderer(_ renderer: any SCNSceneRenderer, didSimulatePhysicsAtTime time: TimeInterval)
    /// The frame's constraints were applied.
    func renderer(_ renderer: any SCNSceneRenderer, didApplyConstraintsAtTime time: TimeInterval)
    /// The scene is about to be drawn.
    func renderer(_ renderer: any SCNSceneRenderer, willRenderScene scene: SCNScene, atTime time: TimeInterval)
    /// The scene was drawn.
    func renderer(_ renderer: any SCNSceneRenderer, didRenderScene scene: SCNScene, atTime time: TimeInterval)
}

extension SCNSceneRendererDelegate {
    /// Nothing, unless the delegate implements it.
    public func renderer(_ renderer: any SCNSceneRenderer, updateAtTime time: TimeInterval) {}
    /// Nothing, unless the delegate implements it.
    public func renderer(_ renderer: any SCNSceneRenderer, didApplyAnimationsAtTime time: TimeInterval) {}
    /// Nothing, unless the delegate implements it.
    public func renderer(_ renderer: any SCNSceneRenderer, didSimulatePhysicsAtTime time: TimeInterval) {}
    /// Nothing, unless the delegate implements it.
    public func renderer(_ renderer: any SCNSceneRenderer, didApplyConstraintsAtTime time: TimeInterval) {}
    /// Nothing, unless the delegate implements it.
    public func renderer(_ renderer: any SCNSceneRenderer, willRenderScene scene: SCNScene, atTime time: TimeInterval) {}
    /// Nothing, unless the delegate implements it.
    public func renderer(_ renderer: any SCNSceneRenderer, didRenderScene scene: SCNScene, atTime time: TimeInterval) {}
}

/// Projection of points through a point of view, shared by renderers.
enum SCNProjection {
    /// The node's camera projection for `viewport` and its view transform (world to camera).
    static func matrices(pointOfView: SCNNode?, viewport: CGRect) -> (view: SCNMatrix4, projection: SCNMatrix4) {
        let camera = pointOfView?.camera ?? SCNCamera()
        let view = pointOfView.map { SCNMatrix4Invert($0.worldTransform) } ?? SCNMatrix4MakeTranslation(0, 0, -10)
        return (view, camera.projectionTransform(withViewportSize: viewport.size))
    }

    /// `point` (world) in view coordinates (y down), depth 0 near to 1 far as z.
    static func project(_ point: SCNVector3, pointOfView: SCNNode?, viewport: CGRect) -> SCNVector3 {
        let (view, projection) = matrices(pointOfView: pointOfView, viewport: viewport)
        let clip = view.multiplied(by: projection)
        let p = point
        let x = p.x * clip.m11 + p.y * clip.m21 + p.z * clip.m31 + clip.m41
        let y = p.x * clip.m12 + p.y * clip.m22 + p.z * clip.m32 + clip.m42
        let z = p.x * clip.m13 + p.y * clip.m23 + p.z * clip.m33 + clip.m43
        let w = p.x * clip.m14 + p.y * clip.m24 + p.z * clip.m34 + clip.m44
        guard w != 0 else { return SCNVector3Zero }
        let (nx, ny, nz) = (x / w, y / w, z / w)
        return SCNVector3(x: Float(viewport.minX) + (nx + 1) / 2 * Float(viewport.width),
                          y: Float(viewport.minY) + (1 - ny) / 2 * Float(viewport.height),
                          z: (nz + 1) / 2)
    }

    /// `point` (view coordinates, depth 0...1 as z) in world coordinates.
    static func unproject(_ point: SCNVector3, pointOfView: SCNNode?, viewport: CGRect) -> SCNVector3 {
        guard viewport.width > 0, viewport.height > 0 else { return SCNVector3Zero }
        let (view, projection) = matrices(pointOfView: pointOfView, viewport: viewport)
        guard let inverse = view.multiplied(by: projection).inverse else { return SCNVector3Zero }
        let nx = (point.x - Float(viewport.minX)) / Float(viewport.width) * 2 - 1
        let ny = 1 - (point.y - Float(viewport.minY)) / Float(viewport.height) * 2
        let nz = point.z * 2 - 1
        return inverse.transformPoint(SCNVector3(x: nx, y: ny, z: nz))
    }
}
