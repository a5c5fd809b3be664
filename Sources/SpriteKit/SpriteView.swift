import BackplateCore
import Foundation

/// SwiftUI's view of a SpriteKit scene (`SpriteView`; on iOS it lives in SpriteKit's
/// cross-import overlay with SwiftUI, here in SpriteKit itself, as MapKit's `Map` is). It
/// takes all the space offered and presents `scene` in it.
///
/// A still render presents the scene the first time the view is drawn, at its size, once per
/// scene (a later `SpriteView` showing the same scene, as SwiftUI's re-evaluated body makes
/// one, attaches without running it again): `didChangeSize(_:)` (a `.resizeFill` scene takes
/// the view's size first), `didMove(to:)`, then, unless `isPaused` or `shouldRender(0)` says
/// no, one frame cycle at time 0 (see `SKScene`). It then draws the scene: its background
/// colour (over black unless `options` has `.allowsTransparency`), then its nodes in z order.
/// A transition is not animated; the debug overlays are not drawn, with a runtime warning.
nonisolated public struct SpriteView: View {
    /// Rendering options.
    public struct Options: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// Options from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Siblings of equal z may be drawn in any order (Backplate keeps tree order).
        public static let ignoresSiblingOrder = Options(rawValue: 1 << 0)
        /// Nodes outside the view are skipped (they draw nothing either way).
        public static let shouldCullNonVisibleNodes = Options(rawValue: 1 << 1)
        /// The scene's background may be transparent: a clear background shows what is
        /// behind the view (without it, the background is drawn over black).
        public static let allowsTransparency = Options(rawValue: 1 << 2)
    }

    /// Performance statistics and physics outlines drawn over the scene (none is drawn in a
    /// render, with a runtime warning).
    public struct DebugOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// Options from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The frame rate.
        public static let showsFPS = DebugOptions(rawValue: 1 << 0)
        /// The number of draw passes.
        public static let showsDrawCount = DebugOptions(rawValue: 1 << 1)
        /// The number of nodes.
        public static let showsNodeCount = DebugOptions(rawValue: 1 << 2)
        /// The number of quads.
        public static let showsQuadCount = DebugOptions(rawValue: 1 << 3)
        /// The physics bodies' outlines.
        public static let showsPhysics = DebugOptions(rawValue: 1 << 4)
        /// The physics fields.
        public static let showsFields = DebugOptions(rawValue: 1 << 5)
    }

    let scene: SKScene
    let transition: SKTransition?
    let isPaused: Bool
    let preferredFramesPerSecond: Int
    let options: Options
    let debugOptions: DebugOptions
    let shouldRender: @MainActor (TimeInterval) -> Bool
    /// The `SKView` this view presents its scene in, made when it is first drawn.
    let host = SpriteViewHost()

    /// A view presenting `scene` (iOS 14's form).
    public init(scene: SKScene, transition: SKTransition? = nil, isPaused: Bool = false, preferredFramesPerSecond: Int = 60) {
        self.init(scene: scene, transition: transition, isPaused: isPaused, preferredFramesPerSecond: preferredFramesPerSecond,
                  options: [.shouldCullNonVisibleNodes], debugOptions: [], shouldRender: { _ in true })
    }

    /// A view presenting `scene` with rendering `options`; `shouldRender` is asked before each
    /// frame (a render asks once, at time 0).
    @preconcurrency
    public init(scene: SKScene, transition: SKTransition? = nil, isPaused: Bool = false, preferredFramesPerSecond: Int = 60,
                options: SpriteView.Options = [.shouldCullNonVisibleNodes],
                shouldRender: @escaping @MainActor (TimeInterval) -> Bool = { _ in true }) {
        self.init(scene: scene, transition: transition, isPaused: isPaused, preferredFramesPerSecond: preferredFramesPerSecond,
                  options: options, debugOptions: [], shouldRender: shouldRender)
    }

    /// A view presenting `scene` with rendering and debug options (iOS 15).
    @preconcurrency
    public init(scene: SKScene, transition: SKTransition? = nil, isPaused: Bool = false, preferredFramesPerSecond: Int = 60,
                options: SpriteView.Options = [.shouldCullNonVisibleNodes], debugOptions: SpriteView.DebugOptions,
                shouldRender: @escaping @MainActor (TimeInterval) -> Bool = { _ in true }) {
        self.scene = scene
        self.transition = transition
        self.isPaused = isPaused
        self.preferredFramesPerSecond = preferredFramesPerSecond
        self.options = options
        self.debugOptions = debugOptions
        self.shouldRender = shouldRender
    }

    /// The scene, presented and drawn at the size offered.
    public var body: some View {
        let sprite = self
        return GeometryReader { proxy in
            SpriteViewFrame(sprite: sprite, size: proxy.size)
        }
    }
}

/// The `SKView` a `SpriteView` presents its scene in (SwiftUI's own keeps one per view).
final class SpriteViewHost {
    var view: SKView?
}

/// A `SpriteView` at `size`: its `SKView` configured, the scene presented (once), drawn.
nonisolated struct SpriteViewFrame: View {
    let sprite: SpriteView
    let size: CGSize

    @MainActor var body: some View {
        let view = sprite.host.view ?? SKView(frame: .zero)
        sprite.host.view = view
        view.frame = CGRect(origin: .zero, size: size)
        view.isPaused = sprite.isPaused
        view.preferredFramesPerSecond = sprite.preferredFramesPerSecond
        view.allowsTransparency = sprite.options.contains(.allowsTransparency)
        view.ignoresSiblingOrder = sprite.options.contains(.ignoresSiblingOrder)
        view.shouldCullNonVisibleNodes = sprite.options.contains(.shouldCullNonVisibleNodes)
        let scene = sprite.scene
        if scene.view !== view {
            if scene.presentedBySpriteView {
                view.attach(scene)
            } else {
                scene.presentedBySpriteView = true
                view.present(scene, shouldRender: sprite.shouldRender)
            }
        }
        view.presentIfPossible()
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return AnyView(Color.clear) }
        scene.adoptViewSize(size, quietly: false)
        if !sprite.debugOptions.isEmpty {
            RuntimeWarning.emit("SpriteView: the debug overlays (showsFPS, showsNodeCount, showsPhysics...) are not drawn by Backplate")
        }
        return AnyView(SKSceneCanvas(scene: scene, size: size, allowsTransparency: view.allowsTransparency))
    }
}
