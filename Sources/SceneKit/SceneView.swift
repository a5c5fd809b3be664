import BackplateCore
import Foundation

/// SwiftUI's view of a SceneKit scene (`SceneView`; on iOS it lives in SceneKit's cross-import
/// overlay with SwiftUI, here in SceneKit itself, as `SpriteView` is in SpriteKit). It takes all
/// the space offered, as a `Color` does.
///
/// Backplate renders no 3D: the view fills its frame with the scene's background colour
/// (`scene.background.contents` as a `UIColor`, `CGColor` or `Color`), else with white, the
/// opaque background of the `SCNView` iOS hosts it in (Backplate's estimate; it does not follow
/// dark mode), and emits a runtime warning that the 3D content is not drawn. The scene graph is
/// untouched: no frame runs, so actions, physics and the delegate's methods do not, and
/// `options` (camera control, default lighting, continuous rendering) change nothing drawn.
nonisolated public struct SceneView: View {
    /// Options of a scene view.
    public struct Options: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// Options of raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Gestures move the camera (none in a still render).
        public static let allowsCameraControl = Options(rawValue: 1 << 0)
        /// A light is added to scenes without one.
        public static let autoenablesDefaultLighting = Options(rawValue: 1 << 1)
        /// The scene is jittered to reduce aliasing.
        public static let jitteringEnabled = Options(rawValue: 1 << 2)
        /// The view redraws every frame.
        public static let rendersContinuously = Options(rawValue: 1 << 3)
        /// Temporal antialiasing runs.
        public static let temporalAntialiasingEnabled = Options(rawValue: 1 << 4)
    }

    let scene: SCNScene?
    let pointOfView: SCNNode?
    let options: Options
    let preferredFramesPerSecond: Int
    let antialiasingMode: SCNAntialiasingMode
    let delegate: (any SCNSceneRendererDelegate)?
    let technique: SCNTechnique?

    /// A view presenting `scene` from `pointOfView`, with `options`; `delegate` is never called
    /// and `technique` never run in a still render.
    @MainActor @preconcurrency
    public init(scene: SCNScene? = nil, pointOfView: SCNNode? = nil, options: SceneView.Options = [], preferredFramesPerSecond: Int = 60,
                antialiasingMode: SCNAntialiasingMode = .multisampling4X, delegate: (any SCNSceneRendererDelegate)? = nil,
                technique: SCNTechnique? = nil) {
        self.scene = scene
        self.pointOfView = pointOfView
        self.options = options
        self.preferredFramesPerSecond = preferredFramesPerSecond
        self.antialiasingMode = antialiasingMode
        self.delegate = delegate
        self.technique = technique
    }

    /// The scene's background colour filling the space offered.
    public var body: some View {
        SceneBackground.fill(for: scene, fallback: .white, owner: "SceneView")
    }
}
