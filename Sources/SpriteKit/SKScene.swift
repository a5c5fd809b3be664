import BackplateCore
import Foundation

/// How a scene's size maps onto the view that presents it.
public enum SKSceneScaleMode: Int, Sendable {
    /// Each axis scaled on its own so the scene fills the view (the default; may distort).
    case fill = 0
    /// Scaled evenly to fill the view, centred; the overflowing part is cropped.
    case aspectFill = 1
    /// Scaled evenly to fit inside the view, centred; the rest of the view shows the background.
    case aspectFit = 2
    /// Not scaled: the scene is resized to the view's size.
    case resizeFill = 3
}

/// An object that takes part in a scene's frame cycle without subclassing it (SpriteKit's
/// `SKSceneDelegate`). Every method is optional. A still render's one frame calls each once,
/// after the scene's own method of the same step.
@MainActor @preconcurrency
public protocol SKSceneDelegate: NSObjectProtocol {
    /// The frame starts (a render: once, at time 0).
    func update(_ currentTime: TimeInterval, for scene: SKScene)
    /// The frame's actions were evaluated.
    func didEvaluateActions(for scene: SKScene)
    /// The frame's physics step ran (a render simulates none).
    func didSimulatePhysics(for scene: SKScene)
    /// The frame's constraints were applied.
    func didApplyConstraints(for scene: SKScene)
    /// The frame is about to be drawn.
    func didFinishUpdate(for scene: SKScene)
}

extension SKSceneDelegate {
    /// Nothing, unless the delegate implements it.
    public func update(_ currentTime: TimeInterval, for scene: SKScene) {}
    /// Nothing, unless the delegate implements it.
    public func didEvaluateActions(for scene: SKScene) {}
    /// Nothing, unless the delegate implements it.
    public func didSimulatePhysics(for scene: SKScene) {}
    /// Nothing, unless the delegate implements it.
    public func didApplyConstraints(for scene: SKScene) {}
    /// Nothing, unless the delegate implements it.
    public func didFinishUpdate(for scene: SKScene) {}
}

/// The root node of a SpriteKit node tree (SpriteKit's `SKScene`), presented by an `SKView` or
/// SwiftUI's `SpriteView`.
///
/// A still render presents the scene once: `sceneDidLoad()` has run at init, as on iOS; then
/// `didChangeSize(_:)` (after a `.resizeFill` scene takes the view's size), `didMove(to:)`, and
/// one frame cycle at time 0: `update(0)`, the actions evaluated at elapsed time 0 (see
/// `SKAction`), `didEvaluateActions()`, `didSimulatePhysics()` (no physics step runs),
/// `didApplyConstraints()` (the constraints applied once), `didFinishUpdate()`; the delegate's
/// method follows each. A paused view runs no frame. Then the tree is drawn over
/// `backgroundColor`: y up, the scene's `anchorPoint` at the origin, mapped onto the view by
/// `scaleMode` (or centred on the camera), nodes in z order.
open class SKScene: SKEffectNode {
    /// The scene's size in points (its coordinate space before `scaleMode` maps it to the view).
    open var size: CGSize {
        didSet {
            if !changingSizeQuietly, oldValue != size { didChangeSize(oldValue) }
        }
    }
    /// How the scene maps onto its view (`.fill`).
    open var scaleMode: SKSceneScaleMode = .fill
    /// The camera whose position is the view's centre (when it is in the scene's tree).
    open weak var camera: SKCameraNode?
    /// The node positional audio is heard from (kept; a render plays no sound).
    open weak var listener: SKNode?
    /// The colour behind the nodes: gray, RGBA (0.15, 0.15, 0.15, 1), as on iOS.
    open var backgroundColor = UIColor(red: 0.15, green: 0.15, blue: 0.15, alpha: 1)
    /// The object taking part in the frame cycle, if any.
    open weak var delegate: (any SKSceneDelegate)?
    /// The point of the scene's frame at the origin of its coordinates, in unit coordinates
    /// ((0, 0): the bottom-left corner, the default; (0.5, 0.5): the centre).
    open var anchorPoint: CGPoint = .zero
    /// The scene's physics world (kept and queried; a render simulates no physics).
    public let physicsWorld: SKPhysicsWorld
    /// The view presenting the scene, if any.
    open internal(set) weak var view: SKView?

    /// Whether a `SpriteView` has presented the scene (its lifecycle ran once; a later
    /// `SpriteView` showing it attaches without running it again, as SwiftUI keeps its view).
    var presentedBySpriteView = false
    /// Whether `size` is being set by the presentation, which calls `didChangeSize(_:)` itself.
    private var changingSizeQuietly = false
    /// The size of the view that last presented the scene, kept after that view is gone (a
    /// `SpriteView`'s view lives only while it draws).
    var lastViewSize: CGSize?

    /// A scene of `size` points; calls `sceneDidLoad()`.
    public init(size: CGSize) {
        self.size = size
        physicsWorld = SKPhysicsWorld()
        super.init()
        finishLoading()
    }

    /// A scene of no size (set `size`, or present it with `.resizeFill`); calls `sceneDidLoad()`.
    public override init() {
        size = .zero
        physicsWorld = SKPhysicsWorld()
        super.init()
        finishLoading()
    }

    /// A scene from an archive: an empty one (there are no archives on Linux); calls
    /// `sceneDidLoad()`.
    public required init?(coder aDecoder: NSCoder) {
        size = .zero
        physicsWorld = SKPhysicsWorld()
        super.init(coder: aDecoder)
        finishLoading()
    }

    private func finishLoading() {
        physicsWorld.scene = self
        sceneDidLoad()
    }

    /// The scene's rectangle in its own coordinates: `size` around `anchorPoint`.
    open override var frame: CGRect {
        CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
    }

    // MARK: Lifecycle (overridden by apps)

    /// Called once the scene is made (at init).
    open func sceneDidLoad() {}
    /// Called when the scene's size changed (and once when it is presented).
    open func didChangeSize(_ oldSize: CGSize) {}
    /// Called when a view presents the scene.
    open func didMove(to view: SKView) {}
    /// Called before a view stops presenting the scene.
    open func willMove(from view: SKView) {}
    /// The first step of each frame (a render's one frame: time 0).
    open func update(_ currentTime: TimeInterval) {}
    /// Called after the frame's actions were evaluated.
    open func didEvaluateActions() {}
    /// Called after the frame's physics step (a render simulates none).
    open func didSimulatePhysics() {}
    /// Called after the frame's constraints were applied.
    open func didApplyConstraints() {}
    /// The last step of each frame, before it is drawn.
    open func didFinishUpdate() {}

    // MARK: Coordinates

    /// The scene point under `point` of the presenting view's coordinates (y down).
    open func convertPoint(fromView point: CGPoint) -> CGPoint {
        point.applying(viewTransform(for: presentationSize).inverted())
    }

    /// Where the scene point `point` is in the presenting view's coordinates (y down).
    open func convertPoint(toView point: CGPoint) -> CGPoint {
        point.applying(viewTransform(for: presentationSize))
    }

    /// The size of the view presenting the scene (the last one's once it is gone; the scene's
    /// own size if none has).
    var presentationSize: CGSize {
        guard let bounds = view?.bounds, bounds.width > 0, bounds.height > 0 else { return lastViewSize ?? size }
        return bounds.size
    }

    /// Sets `size` without calling `didChangeSize(_:)`.
    func setSizeQuietly(_ newSize: CGSize) {
        changingSizeQuietly = true
        size = newSize
        changingSizeQuietly = false
    }

    /// The transform from scene coordinates (y up, origin at the anchor point) to the points of
    /// a view of `viewSize` (y down): the scale mode's scale and centring, or, with a camera in
    /// the tree, the camera's position at the view's centre and its scale and rotation undone.
    func viewTransform(for viewSize: CGSize) -> CGAffineTransform {
        let sceneSize = scaleMode == .resizeFill || size.width <= 0 || size.height <= 0 || !size.width.isFinite || !size.height.isFinite
            ? viewSize : size
        var sx: CGFloat = 1, sy: CGFloat = 1
        if sceneSize.width > 0, sceneSize.height > 0 {
            let fx = viewSize.width / sceneSize.width, fy = viewSize.height / sceneSize.height
            switch scaleMode {
            case .fill: (sx, sy) = (fx, fy)
            case .aspectFill: (sx, sy) = (max(fx, fy), max(fx, fy))
            case .aspectFit: (sx, sy) = (min(fx, fy), min(fx, fy))
            case .resizeFill: (sx, sy) = (1, 1)
            }
        }
        if let camera, camera.scene === self {
            let toCamera = camera.transform(toAncestor: self).inverted()
            let centre = CGAffineTransform(a: sx, b: 0, c: 0, d: -sy, tx: viewSize.width / 2, ty: viewSize.height / 2)
            return toCamera.concatenating(centre)
        }
        let originX = (viewSize.width - sceneSize.width * sx) / 2, originY = (viewSize.height - sceneSize.height * sy) / 2
        return CGAffineTransform(a: sx, b: 0, c: 0, d: -sy, tx: originX + anchorPoint.x * sceneSize.width * sx,
                                 ty: originY + (1 - anchorPoint.y) * sceneSize.height * sy)
    }

    /// A copy of the scene's settings and tree (a new scene: `sceneDidLoad()` runs for it).
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = SKScene(size: size)
        copyNodeState(to: copy)
        copy.scaleMode = scaleMode
        copy.backgroundColor = backgroundColor
        copy.anchorPoint = anchorPoint
        copy.physicsWorld.gravity = physicsWorld.gravity
        copy.physicsWorld.speed = physicsWorld.speed
        return copy
    }
}
