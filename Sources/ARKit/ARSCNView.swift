import BackplateCore
import BackplateUIKit
import Foundation
import SceneKit
import SpriteKit

/// ARKit's debug overlays of an `ARSCNView`: SceneKit's debug options with ARKit's two.
public typealias ARSCNDebugOptions = SCNDebugOptions

extension SCNDebugOptions {
    /// The feature points ARKit found (none in a render; not drawn).
    public static let showFeaturePoints = SCNDebugOptions(rawValue: 1 << 30)
    /// The world origin's axes (not drawn in a render).
    public static let showWorldOrigin = SCNDebugOptions(rawValue: 1 << 32)
}

/// A view that shows a SceneKit scene over the camera feed of an AR session (ARKit's
/// `ARSCNView`), as apps add it to a controller or wrap it in a `UIViewRepresentable`.
///
/// Its scene, session and settings are kept as set. A render has no camera and renders no 3D:
/// the view draws black, where the camera feed would be (the scene's background colour when
/// the app set one), with a runtime warning. Running its session fails (see `ARSession`), and
/// the failure reaches the view's `delegate` too; no anchor is detected, so the delegate's
/// node methods are never called. Unlike iOS's, Backplate's `ARSCNView` is a `UIView` and not
/// an `SCNView` subclass (Swift cannot narrow `SCNView.scene` to the non-optional `scene` apps
/// use); it offers `SCNView`'s properties and methods itself.
open class ARSCNView: UIView, UIKitDrawnView {
    /// The AR session the view shows; its failures also reach the view's `delegate`.
    open var session = ARSession() {
        didSet {
            oldValue.viewObserver = nil
            session.viewObserver = delegate
        }
    }
    /// The SceneKit scene drawn over the camera feed (empty by default).
    open var scene = SCNScene()
    /// The object told about the anchors' nodes and the session's failures.
    open weak var delegate: (any ARSCNViewDelegate)? {
        didSet { session.viewObserver = delegate }
    }
    /// Whether the scene's lighting follows ARKit's light estimate (`true`).
    open var automaticallyUpdatesLighting = true
    /// Whether camera grain is drawn over virtual content (`true`).
    open var rendersCameraGrain = true
    /// Whether motion blur is drawn on virtual content (`false`).
    open var rendersMotionBlur = false
    /// The node the scene is seen from (ARKit's camera node on iOS; `nil` in a render).
    open var pointOfView: SCNNode?
    /// Whether a light is added to scenes without one (`false`).
    open var autoenablesDefaultLighting = false
    /// Whether statistics are shown (`false`; not drawn in a render).
    open var showsStatistics = false
    /// The debug overlays (none; not drawn in a render).
    open var debugOptions: SCNDebugOptions = []
    /// The antialiasing used (`.none`).
    open var antialiasingMode = SCNAntialiasingMode.none
    /// The frame rate asked for (60; a render draws once).
    open var preferredFramesPerSecond = 60
    /// Whether the view redraws every frame (`false`).
    open var rendersContinuously = false
    /// Whether the scene's animations play (`false`).
    open var isPlaying = false
    /// Whether playback loops (`true`).
    open var loops = true
    /// The scene time used by scene-time animations (0).
    open var sceneTime: TimeInterval = 0
    /// Whether gestures move the camera (`false`).
    open var allowsCameraControl = false
    /// Whether jittering reduces aliasing (`false`).
    open var isJitteringEnabled = false
    /// Whether temporal antialiasing runs (`false`).
    open var isTemporalAntialiasingEnabled = false
    /// A SpriteKit scene shown over the 3D scene (kept; not drawn).
    open var overlaySKScene: SKScene?
    /// The node positional audio is heard from.
    open var audioListener: SCNNode?
    /// Whether depth is reversed (`true`).
    open var usesReverseZ = true
    /// The graphics API used (`.metal`).
    open var renderingAPI: SCNRenderingAPI { .metal }
    /// The current viewport: the view's bounds.
    open var currentViewport: CGRect { bounds }

    /// A view of `frame` with SceneKit rendering `options` (kept for nothing).
    public init(frame: CGRect, options: [String: Any]? = nil) {
        super.init(frame: frame)
        backgroundColor = .black
    }

    /// A view of `frame`.
    public override convenience init(frame: CGRect) { self.init(frame: frame, options: nil) }

    /// A view from a storyboard: a zero frame (there are no storyboards on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = .black
    }

    /// The anchor whose node is `node`: `nil` in a render, where no anchor gets a node.
    open func anchor(for node: SCNNode) -> ARAnchor? { nil }

    /// The node of `anchor`: `nil` in a render, where no anchor gets a node.
    open func node(for anchor: ARAnchor) -> SCNNode? { nil }

    /// The real-world surfaces under `point`: none in a render.
    @available(iOS, deprecated: 14.0, message: "Use raycasting")
    open func hitTest(_ point: CGPoint, types: ARHitTestResult.ResultType) -> [ARHitTestResult] { [] }

    /// The scene's nodes under `point`: none, as Backplate rasterizes no geometry.
    open func hitTest(_ point: CGPoint, options: [SCNHitTestOption: Any]? = nil) -> [SCNHitTestResult] { [] }

    /// A raycast query through `point`: `nil` in a render, which has no camera frame to cast from.
    open func raycastQuery(from point: CGPoint, allowing target: ARRaycastQuery.Target,
                           alignment: ARRaycastQuery.TargetAlignment) -> ARRaycastQuery? { nil }

    /// `point` (world) in the view's coordinates through the point of view, its depth as z
    /// (SceneKit's default camera when there is no point of view).
    open func projectPoint(_ point: SCNVector3) -> SCNVector3 { projector.projectPoint(point) }

    /// A point of the view with depth (z, 0 near to 1 far) in world coordinates.
    open func unprojectPoint(_ point: SCNVector3) -> SCNVector3 { projector.unprojectPoint(point) }

    /// Where the ray through `point` meets the x-z plane of `planeTransform`, or `nil`.
    open func unprojectPoint(_ point: CGPoint, ontoPlane planeTransform: simd_float4x4) -> simd_float3? {
        let view = projector
        let near = SIMD3<Float>(view.unprojectPoint(SCNVector3(Float(point.x), Float(point.y), 0)))
        let far = SIMD3<Float>(view.unprojectPoint(SCNVector3(Float(point.x), Float(point.y), 1)))
        guard simd_length(far - near) > 0 else { return nil }
        return ARRayMath.intersect(origin: near, direction: normalize(far - near), plane: planeTransform)
    }

    /// Whether `node` is inside `pointOfView`'s viewing volume.
    open func isNode(_ node: SCNNode, insideFrustumOf pointOfView: SCNNode) -> Bool { projector.isNode(node, insideFrustumOf: pointOfView) }

    /// The scene's nodes inside `pointOfView`'s viewing volume.
    open func nodesInsideFrustum(of pointOfView: SCNNode) -> [SCNNode] { projector.nodesInsideFrustum(of: pointOfView) }

    /// Prepares `object` for drawing: done at once (`true`).
    open func prepare(_ object: Any, shouldAbortBlock block: (() -> Bool)?) -> Bool { true }

    /// Prepares `objects`: `completionHandler` is called at once with `true`.
    open func prepare(_ objects: [Any], completionHandler: ((Bool) -> Void)? = nil) { completionHandler?(true) }

    /// Resumes the scene's animations.
    open func play(_ sender: Any?) { isPlaying = true }

    /// Pauses the scene's animations.
    open func pause(_ sender: Any?) { isPlaying = false }

    /// Stops the scene's animations and rewinds scene time.
    open func stop(_ sender: Any?) {
        isPlaying = false
        sceneTime = 0
    }

    /// An image of the view: its size, filled with what it draws (black, or the scene's
    /// background colour).
    open func snapshot() -> UIImage {
        let size = CGSize(width: max(bounds.width, 1), height: max(bounds.height, 1))
        let fill = UIColor(drawnColor)
        return UIGraphicsImageRenderer(size: size).image { context in
            context.cgContext.setFillColor(fill.cgColor)
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    /// An `SCNView` of the same bounds, scene and point of view, for projections.
    private var projector: SCNView {
        let view = SCNView(frame: bounds)
        view.scene = scene
        view.pointOfView = pointOfView
        return view
    }

    /// The colour the view shows: the scene's background colour, else black (no camera feed).
    private var drawnColor: Color {
        switch scene.background.contents {
        case let color as UIColor: return Color(uiColor: color)
        case let color as CGColor: return Color(cgColor: color)
        case let color as Color: return color
        default: return backgroundColor.map { Color(uiColor: $0) } ?? .black
        }
    }

    /// The view's drawing: its colour filling the space offered, with a warning.
    package func swiftUIDrawing() -> AnyView {
        RuntimeWarning.emit("ARSCNView: a render has no camera feed and Backplate draws no SceneKit 3D content; the view is drawn black (or the scene's background colour)")
        return AnyView(drawnColor)
    }
}

extension ARSCNView: @preconcurrency ARSessionProviding {}

/// Receives an `ARSCNView`'s anchor nodes as well as its session's failures and its frames'
/// rendering (ARKit's `ARSCNViewDelegate`). Every method is optional. A render detects no anchor,
/// so the node methods are never called; `session(_:didFailWithError:)` is, when the view's
/// session is run.
public protocol ARSCNViewDelegate: SCNSceneRendererDelegate, ARSessionObserver {
    /// The node for a new anchor (never asked in a render).
    func renderer(_ renderer: any SCNSceneRenderer, nodeFor anchor: ARAnchor) -> SCNNode?
    /// A node was added for an anchor (never in a render).
    func renderer(_ renderer: any SCNSceneRenderer, didAdd node: SCNNode, for anchor: ARAnchor)
    /// An anchor's node will be updated (never in a render).
    func renderer(_ renderer: any SCNSceneRenderer, willUpdate node: SCNNode, for anchor: ARAnchor)
    /// An anchor's node was updated (never in a render).
    func renderer(_ renderer: any SCNSceneRenderer, didUpdate node: SCNNode, for anchor: ARAnchor)
    /// An anchor's node was removed (never in a render).
    func renderer(_ renderer: any SCNSceneRenderer, didRemove node: SCNNode, for anchor: ARAnchor)
}

extension ARSCNViewDelegate {
    /// An empty node, unless the delegate implements it (as ARKit makes one).
    public func renderer(_ renderer: any SCNSceneRenderer, nodeFor anchor: ARAnchor) -> SCNNode? { SCNNode() }
    /// Nothing, unless the delegate implements it.
    public func renderer(_ renderer: any SCNSceneRenderer, didAdd node: SCNNode, for anchor: ARAnchor) {}
    /// Nothing, unless the delegate implements it.
    public func renderer(_ renderer: any SCNSceneRenderer, willUpdate node: SCNNode, for anchor: ARAnchor) {}
    /// Nothing, unless the delegate implements it.
    public func renderer(_ renderer: any SCNSceneRenderer, didUpdate node: SCNNode, for anchor: ARAnchor) {}
    /// Nothing, unless the delegate implements it.
    public func renderer(_ renderer: any SCNSceneRenderer, didRemove node: SCNNode, for anchor: ARAnchor) {}
}
