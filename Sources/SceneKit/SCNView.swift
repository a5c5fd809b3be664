import BackplateCore
import BackplateUIKit
import Foundation
import SpriteKit

/// The UIKit view that presents a SceneKit scene (SceneKit's `SCNView`), as apps add it to a
/// controller or wrap it in a `UIViewRepresentable`.
///
/// Its properties are kept as set. Backplate renders no 3D: the view draws as a rectangle of
/// the scene's background colour (`scene.background.contents`, when a colour), else of its own
/// `backgroundColor` (white by default, Backplate's estimate of an `SCNView`'s opaque
/// background; `.clear` shows what is behind), with a runtime warning that the 3D content is
/// not drawn. The renderer delegate is never called and `isPlaying` changes nothing.
open class SCNView: UIView, UIKitDrawnView {
    /// A key of the options `init(frame:options:)` takes.
    public struct Option: RawRepresentable, Hashable, Sendable {
        /// The option's key.
        public let rawValue: String
        /// An option of the given key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The preferred graphics API (an `SCNRenderingAPI` raw value).
        public static let preferredRenderingAPI = Option(rawValue: "SCNPreferredRenderingAPIKey")
        /// The preferred Metal device.
        public static let preferredDevice = Option(rawValue: "SCNPreferredDeviceKey")
        /// Whether a low-power GPU is preferred.
        public static let preferLowPowerDevice = Option(rawValue: "SCNPreferLowPowerDeviceKey")
    }

    /// The scene shown.
    open var scene: SCNScene?
    /// Whether gestures move the camera (`false`; a still render has no gestures).
    open var allowsCameraControl = false
    /// The built-in camera control's settings.
    public let cameraControlConfiguration: any SCNCameraControlConfiguration = SCNViewCameraControlConfiguration()
    /// The controller of the built-in camera control.
    public let defaultCameraController = SCNCameraController()
    /// Whether the view redraws every frame (`false`).
    open var rendersContinuously = false
    /// The frame rate asked for (60; a still render draws once).
    open var preferredFramesPerSecond = 60
    /// The antialiasing used (`.none`, iOS's default).
    open var antialiasingMode = SCNAntialiasingMode.none
    /// The scene time used by scene-time animations (0).
    open var sceneTime: TimeInterval = 0
    /// The object told about each frame (never, in a still render).
    open weak var delegate: (any SCNSceneRendererDelegate)?
    /// The node the scene is seen from (`nil`: SceneKit's default camera).
    open var pointOfView: SCNNode?
    /// Whether the scene's animations play (`false`).
    open var isPlaying = false
    /// Whether playback loops (`true`).
    open var loops = true
    /// Whether a light is added to scenes without one (`false`).
    open var autoenablesDefaultLighting = false
    /// Whether jittering reduces aliasing (`false`).
    open var isJitteringEnabled = false
    /// Whether temporal antialiasing runs (`false`).
    open var isTemporalAntialiasingEnabled = false
    /// Whether statistics are shown (`false`; not drawn in a still render).
    open var showsStatistics = false
    /// The debug overlays (none; not drawn in a still render).
    open var debugOptions: SCNDebugOptions = []
    /// A SpriteKit scene shown over the 3D scene (kept; not drawn in a still render).
    open var overlaySKScene: SKScene?
    /// The graphics API used (`.metal`).
    open var renderingAPI: SCNRenderingAPI { .metal }
    /// The node positional audio is heard from (`nil`: the point of view).
    open var audioListener: SCNNode?
    /// Whether depth is reversed (`true`).
    open var usesReverseZ = true
    /// A multipass technique (kept; not run).
    open var technique: SCNTechnique?

    /// A view of `frame` with rendering `options` (kept for nothing: there is no GPU drawing).
    public init(frame: CGRect, options: [String: Any]? = nil) {
        super.init(frame: frame)
        backgroundColor = .white
    }

    /// A view of `frame`.
    public override convenience init(frame: CGRect) { self.init(frame: frame, options: nil) }

    /// A view from a storyboard: a zero frame (there are no storyboards on Linux).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = .white
    }

    /// The current viewport: the view's bounds.
    open var currentViewport: CGRect { bounds }

    /// Resumes the scene's animations.
    open func play(_ sender: Any?) { isPlaying = true }

    /// Pauses the scene's animations.
    open func pause(_ sender: Any?) { isPlaying = false }

    /// Stops the scene's animations and rewinds scene time.
    open func stop(_ sender: Any?) {
        isPlaying = false
        sceneTime = 0
    }

    /// An image of the view: its size, filled with what the view draws (the scene's background
    /// colour, else the view's), as no 3D is rendered.
    open func snapshot() -> UIImage {
        let size = CGSize(width: max(bounds.width, 1), height: max(bounds.height, 1))
        let contents = scene?.background.contents
        let fill: UIColor
        switch contents {
        case let color as UIColor: fill = color
        case let color as CGColor: fill = UIColor(cgColor: color)
        case let color as Color: fill = UIColor(color)
        default: fill = backgroundColor ?? .clear
        }
        return UIGraphicsImageRenderer(size: size).image { context in
            context.cgContext.setFillColor(fill.cgColor)
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    /// The nodes under `point`: none, as Backplate rasterizes no geometry.
    open func hitTest(_ point: CGPoint, options: [SCNHitTestOption: Any]? = nil) -> [SCNHitTestResult] { [] }

    /// Whether `node`'s position projects inside the viewport and z range of `pointOfView`.
    open func isNode(_ node: SCNNode, insideFrustumOf pointOfView: SCNNode) -> Bool {
        let p = SCNProjection.project(node.worldPosition, pointOfView: pointOfView, viewport: bounds)
        return CGFloat(p.x) >= bounds.minX && CGFloat(p.x) <= bounds.maxX && CGFloat(p.y) >= bounds.minY
            && CGFloat(p.y) <= bounds.maxY && p.z >= 0 && p.z <= 1
    }

    /// The scene's nodes whose positions are inside `pointOfView`'s viewing volume.
    open func nodesInsideFrustum(of pointOfView: SCNNode) -> [SCNNode] {
        guard let root = scene?.rootNode else { return [] }
        var found: [SCNNode] = []
        root.enumerateChildNodes { node, _ in
            if isNode(node, insideFrustumOf: pointOfView) { found.append(node) }
        }
        return found
    }

    /// `point` (world) in the view's coordinates through the point of view's camera, its depth
    /// (0 near, 1 far) as z. With no point of view, a default camera 10 units up the z axis
    /// (Backplate's estimate of SceneKit's).
    open func projectPoint(_ point: SCNVector3) -> SCNVector3 { SCNProjection.project(point, pointOfView: pointOfView, viewport: bounds) }

    /// A point of the view with depth (z, 0 near to 1 far) in world coordinates.
    open func unprojectPoint(_ point: SCNVector3) -> SCNVector3 { SCNProjection.unproject(point, pointOfView: pointOfView, viewport: bounds) }

    /// Prepares `object` for drawing: done at once (`true`); `block` is not asked.
    open func prepare(_ object: Any, shouldAbortBlock block: (() -> Bool)?) -> Bool { true }

    /// Prepares `objects`: `completionHandler` is called at once with `true`.
    open func prepare(_ objects: [Any], completionHandler: ((Bool) -> Void)? = nil) { completionHandler?(true) }

    /// Shows `scene` from `pointOfView` at once (the transition is not animated), then calls
    /// `completionHandler`.
    open func present(_ scene: SCNScene, with transition: SKTransition, incomingPointOfView pointOfView: SCNNode?,
                      completionHandler: (() -> Void)? = nil) {
        self.scene = scene
        if let pointOfView { self.pointOfView = pointOfView }
        completionHandler?()
    }

    /// The colour the view shows: the scene's background colour, else its own background.
    private var drawnColor: Color {
        SceneBackground.fill(for: scene, fallback: backgroundColor.map { Color(uiColor: $0) } ?? .clear, owner: "SCNView")
    }

    /// The view's drawing: its colour filling the space offered.
    package func swiftUIDrawing() -> AnyView {
        if showsStatistics || !debugOptions.isEmpty {
            RuntimeWarning.emit("SCNView: the statistics and debug overlays are not drawn by Backplate")
        }
        return AnyView(drawnColor)
    }
}

extension SCNView: @preconcurrency SCNSceneRenderer, @preconcurrency SCNTechniqueSupport {}
