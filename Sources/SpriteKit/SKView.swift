import BackplateCairo
import BackplateCore
import Foundation

/// Decides, frame by frame, whether an `SKView` renders (SpriteKit's `SKViewDelegate`). The
/// method is optional. A still render asks once, at time 0, before the presented scene's frame.
@MainActor @preconcurrency
public protocol SKViewDelegate: NSObjectProtocol {
    /// Whether the view renders a frame at `time` (a render: `true` unless the delegate says
    /// otherwise; `false` leaves the scene as `didMove(to:)` left it).
    func view(_ view: SKView, shouldRenderAtTime time: TimeInterval) -> Bool
}

extension SKViewDelegate {
    /// `true`, unless the delegate implements it.
    public func view(_ view: SKView, shouldRenderAtTime time: TimeInterval) -> Bool { true }
}

/// The UIKit view that presents SpriteKit scenes (SpriteKit's `SKView`), as apps add it to a
/// controller or wrap it in a `UIViewRepresentable`.
///
/// `presentScene(_:)` runs the scene's presentation at once (`didChangeSize(_:)`,
/// `didMove(to:)`, one frame at time 0: see `SKScene`); a view that has no size yet (made
/// with a zero frame in `makeUIView`) presents when it is first drawn, at its drawn size. A
/// transition is not animated: the new scene shows at once. The view draws the scene as
/// `SpriteView` does; the debug overlays (`showsFPS`, `showsNodeCount`...) are not drawn, with a
/// runtime warning.
open class SKView: UIView, UIKitDrawnView {
    /// The scene the view presents.
    open private(set) var scene: SKScene?
    /// Whether the scene's frames are paused (a paused view runs no frame at presentation).
    open var isPaused = false
    /// The frame rate the view asks for (60; a render draws one frame).
    open var preferredFramesPerSecond = 60
    /// The object deciding whether frames render.
    open weak var delegate: (any SKViewDelegate)?
    /// Whether the view renders off the main thread (`true`; a render draws in place).
    open var isAsynchronous = true
    /// Whether the scene's background may be transparent (`false`: it is drawn over black).
    open var allowsTransparency = false
    /// Whether siblings of equal z may be drawn in any order (`false`; Backplate keeps tree
    /// order either way).
    open var ignoresSiblingOrder = false
    /// Whether nodes outside the view are skipped (`true`; they draw nothing either way).
    open var shouldCullNonVisibleNodes = true
    /// Whether the depth and stencil buffers are off (`false`; kept).
    open var disableDepthStencilBuffer = false
    /// Whether the frame rate overlay shows (not drawn in a render, with a warning).
    open var showsFPS = false
    /// Whether the draw-pass count overlay shows (not drawn).
    open var showsDrawCount = false
    /// Whether the node count overlay shows (not drawn).
    open var showsNodeCount = false
    /// Whether the quad count overlay shows (not drawn).
    open var showsQuadCount = false
    /// Whether physics bodies' outlines show (not drawn).
    open var showsPhysics = false
    /// Whether physics fields show (not drawn).
    open var showsFields = false

    /// Whether a scene was presented before the view had a size; it presents when first drawn.
    private var presentationPending = false

    /// A view of `frame` presenting nothing.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// A view from a storyboard: a zero frame (there are no storyboards on Linux).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Presents `scene` (`nil`: none): the old scene hears `willMove(from:)`, the new one is
    /// presented at once, or when the view is first drawn if it has no size yet.
    open func presentScene(_ scene: SKScene?) { present(scene, shouldRender: nil) }

    /// Presents `scene` after `transition` (not animated in a render: the new scene shows).
    open func presentScene(_ scene: SKScene, transition: SKTransition) { present(scene, shouldRender: nil) }

    /// Replaces the presented scene; `shouldRender` decides the first frame (the delegate's
    /// answer when `nil`).
    func present(_ newScene: SKScene?, shouldRender: (@MainActor (TimeInterval) -> Bool)?) {
        if let old = scene, old !== newScene {
            old.willMove(from: self)
            if old.view === self { old.view = nil }
        }
        guard let newScene else {
            scene = nil
            presentationPending = false
            return
        }
        if let other = newScene.view, other !== self { other.release(newScene) }
        scene = newScene
        newScene.view = self
        firstFrameRule = shouldRender
        presentationPending = true
        presentIfPossible()
    }

    /// The rule for the pending presentation's first frame.
    private var firstFrameRule: (@MainActor (TimeInterval) -> Bool)?

    /// Runs a pending presentation once the view has a size.
    func presentIfPossible() {
        guard presentationPending, let scene, bounds.width > 0, bounds.height > 0 else { return }
        presentationPending = false
        let rule = firstFrameRule
        firstFrameRule = nil
        scene.present(in: self, viewSize: bounds.size) { [weak self] time in
            if let rule { return rule(time) }
            guard let self, let delegate = self.delegate else { return true }
            return delegate.view(self, shouldRenderAtTime: time)
        }
    }

    /// Shows `scene`, already presented once, without running its presentation again.
    func attach(_ newScene: SKScene) {
        if let other = newScene.view, other !== self { other.release(newScene) }
        scene = newScene
        newScene.view = self
    }

    /// Stops showing `scene` (it moved to another view).
    private func release(_ scene: SKScene) {
        if self.scene === scene {
            self.scene = nil
            presentationPending = false
        }
    }

    /// `point` of the view's coordinates in `scene`'s coordinates.
    open func convert(_ point: CGPoint, to scene: SKScene) -> CGPoint {
        point.applying(scene.viewTransform(for: drawingSize(for: scene)).inverted())
    }

    /// `point` of `scene`'s coordinates in the view's coordinates.
    open func convert(_ point: CGPoint, from scene: SKScene) -> CGPoint {
        point.applying(scene.viewTransform(for: drawingSize(for: scene)))
    }

    private func drawingSize(for scene: SKScene) -> CGSize {
        bounds.width > 0 && bounds.height > 0 ? bounds.size : scene.size
    }

    /// An image of `node` and its subtree, cut to their accumulated frame, drawn now (at the
    /// screen's scale); `nil` when they have no area.
    open func texture(from node: SKNode) -> SKTexture? {
        texture(of: node, area: node.calculateAccumulatedFrame())
    }

    /// An image of `node` and its subtree cut to `crop` (in the node's coordinates).
    open func texture(from node: SKNode, crop: CGRect) -> SKTexture? {
        texture(of: node, area: crop.applying(node.localTransform))
    }

    /// The drawing of `node`'s subtree inside `area` (the node's parent's coordinates).
    private func texture(of node: SKNode, area: CGRect) -> SKTexture? {
        guard area.isFiniteRect, area.width >= 1, area.height >= 1, area.width <= 8_192, area.height <= 8_192 else { return nil }
        let toImage = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -area.minX, ty: area.maxY)
        let items = SKSceneRenderer.drawList(for: node, parentTransform: toImage, size: area.size)
        let drawing = SKDrawListView(items: items, size: area.size).environment(\.layoutDirection, .leftToRight)
        guard let image = try? ViewRasterizer.image(of: drawing, size: area.size, scale: UIScreen.main.scale) else { return nil }
        return SKTexture(image: UIImage(renderedImage: image))
    }

    /// The view's drawing: its scene, filling the space offered.
    package func swiftUIDrawing() -> AnyView { AnyView(SKViewDrawing(view: self)) }
}

/// An `SKView` drawn at the size SwiftUI offers it.
nonisolated struct SKViewDrawing: View {
    let view: SKView

    @MainActor var body: some View {
        GeometryReader { proxy in
            SKViewFrame(view: view, size: proxy.size)
        }
    }
}

/// An `SKView` at `size`: presents a pending scene, sizes a `.resizeFill` scene, draws it.
nonisolated struct SKViewFrame: View {
    let view: SKView
    let size: CGSize

    @MainActor var body: some View {
        view.frame = CGRect(origin: view.frame.origin, size: size)
        view.presentIfPossible()
        guard let scene = view.scene, size.width > 0, size.height > 0 else { return AnyView(Color.clear) }
        scene.adoptViewSize(size, quietly: false)
        if view.showsFPS || view.showsNodeCount || view.showsDrawCount || view.showsQuadCount || view.showsPhysics || view.showsFields {
            RuntimeWarning.emit("SKView: the debug overlays (showsFPS, showsNodeCount, showsPhysics...) are not drawn by Backplate")
        }
        return AnyView(SKSceneCanvas(scene: scene, size: size, allowsTransparency: view.allowsTransparency))
    }
}
