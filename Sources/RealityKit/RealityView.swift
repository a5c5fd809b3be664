import BackplateCore
import Foundation

/// A SwiftUI view of RealityKit content (RealityKit's `RealityView`).
///
/// It takes all the space offered, as a `Color` does. In a hosted render (a snapshot, as a view
/// in a hosting controller sees it) the `make` closure runs once, as a `.task` runs, so the
/// entity graph is built and the state it sets is drawn; `update` runs once after it. A plain
/// `ImageRenderer` render draws one pass and runs neither. The placeholder shows until `make`
/// finishes; after that the view is transparent: Backplate draws no 3D content, and a runtime
/// warning says so.
nonisolated public struct RealityView<Content: View>: View {
    let content: Content

    /// The placeholder, then nothing.
    public var body: some View { content }
}

extension RealityView {
    /// A view whose content `make` builds once (asynchronously) and `update` changes as state
    /// changes; the default placeholder (nothing) shows meanwhile.
    public init(make: @escaping @MainActor @Sendable (inout RealityViewCameraContent) async -> Void,
                update: (@MainActor (inout RealityViewCameraContent) -> Void)? = nil)
        where Content == RealityViewCameraContent.Body<RealityViewDefaultPlaceholder> {
        content = RealityViewCameraContent.Body(make: make, update: update, placeholder: RealityViewDefaultPlaceholder())
    }

    /// A view whose content `make` builds once (asynchronously) and `update` changes as state
    /// changes, showing `placeholder` until `make` finishes.
    public init<P: View>(make: @escaping @MainActor @Sendable (inout RealityViewCameraContent) async -> Void,
                         update: (@MainActor (inout RealityViewCameraContent) -> Void)? = nil,
                         @ViewBuilder placeholder: () -> P) where Content == RealityViewCameraContent.Body<P> {
        content = RealityViewCameraContent.Body(make: make, update: update, placeholder: placeholder())
    }
}

/// A reality view's default placeholder: nothing (RealityKit's `RealityViewDefaultPlaceholder`).
nonisolated public struct RealityViewDefaultPlaceholder: View {
    /// Nothing.
    public var body: some View { EmptyView() }
}

extension RealityViewCameraContent {
    /// The view a `RealityView` shows (RealityKit's `RealityViewCameraContent.Body`): its
    /// placeholder until `make` finished, then nothing, filling the space offered.
    nonisolated public struct Body<Placeholder: View>: View {
        let make: @MainActor @Sendable (inout RealityViewCameraContent) async -> Void
        let update: (@MainActor (inout RealityViewCameraContent) -> Void)?
        let placeholder: Placeholder
        @State private var storage = RealityViewStorage()
        @State private var made = false

        init(make: @escaping @MainActor @Sendable (inout RealityViewCameraContent) async -> Void,
             update: (@MainActor (inout RealityViewCameraContent) -> Void)?, placeholder: Placeholder) {
            self.make = make
            self.update = update
            self.placeholder = placeholder
        }

        /// A transparent fill with the placeholder centred on it until `make` finished.
        @MainActor public var body: some View {
            RuntimeWarning.emit("RealityView: RealityKit's 3D content (entities, lights, camera feed) is not drawn by Backplate; the view is transparent")
            let storage = storage
            storage.update = update
            let make = make
            let made = $made
            return Color.clear
                .overlay {
                    if !self.made { placeholder }
                }
                .task {
                    guard !storage.didStartMake else { return }
                    storage.didStartMake = true
                    var content = storage.content
                    await make(&content)
                    storage.update?(&content)
                    made.wrappedValue = true
                }
        }
    }
}

/// The camera controls of a `RealityView` with a virtual camera (RealityKit's `CameraControls`).
/// A render has no gestures: the camera never moves.
public struct CameraControls: Hashable, Sendable {
    /// The kind of control.
    let kind: Int
    /// No camera control.
    public static let none = CameraControls(kind: 0)
    /// Orbiting around the camera target.
    public static let orbit = CameraControls(kind: 1)
    /// Panning.
    public static let pan = CameraControls(kind: 2)
    /// Tilting.
    public static let tilt = CameraControls(kind: 3)
    /// Moving in and out.
    public static let dolly = CameraControls(kind: 4)
}

/// The environment key of the reality views' camera controls.
private struct RealityViewCameraControlsKey: EnvironmentKey {
    static let defaultValue = CameraControls.none
}

extension EnvironmentValues {
    /// The camera controls of the reality views below (`.none`).
    public var realityViewCameraControls: CameraControls {
        get { self[RealityViewCameraControlsKey.self] }
        set { self[RealityViewCameraControlsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the camera controls of the reality views below (kept: a render has no gestures).
    public func realityViewCameraControls(_ controls: CameraControls) -> some View {
        environment(\.realityViewCameraControls, controls)
    }
}
