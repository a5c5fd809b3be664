import BackplateCore
import Foundation

/// A view that loads and shows a 3D model from a USD or Reality file (RealityKit's `Model3D`).
/// Backplate reads no such files: the view shows its placeholder (the phase form gets `.empty`),
/// with a runtime warning; the default placeholder draws nothing and takes the space offered.
nonisolated public struct Model3D<Content: View>: View {
    let content: Content
    let resource: String

    /// The placeholder phase.
    public var body: some View {
        RuntimeWarning.emit("Model3D(\(resource)): Backplate reads no USD or Reality files; the placeholder shows")
        return content
    }
}

extension Model3D where Content == ResolvedModel3D {
    /// Loads and shows the model `name` from `bundle` (the main bundle by default).
    public init(named name: String, bundle: Bundle? = nil) {
        content = ResolvedModel3D()
        resource = name
    }

    /// Loads and shows the model at `url`.
    public init(url: URL) {
        content = ResolvedModel3D()
        resource = url.lastPathComponent
    }
}

extension Model3D {
    /// Loads the model `name`, showing `content` of it once loaded and `placeholder` until then
    /// (always, in a render).
    public init<Model: View, Placeholder: View>(named name: String, bundle: Bundle? = nil,
                                               @ViewBuilder content: @escaping (ResolvedModel3D) -> Model,
                                               @ViewBuilder placeholder: @escaping () -> Placeholder)
        where Content == Model3DPlaceholderContent<Model, Placeholder> {
        self.content = Model3DPlaceholderContent(placeholder: placeholder())
        resource = name
    }

    /// Loads the model at `url`, showing `content` of it once loaded and `placeholder` until
    /// then (always, in a render).
    public init<Model: View, Placeholder: View>(url: URL, @ViewBuilder content: @escaping (ResolvedModel3D) -> Model,
                                               @ViewBuilder placeholder: @escaping () -> Placeholder)
        where Content == Model3DPlaceholderContent<Model, Placeholder> {
        self.content = Model3DPlaceholderContent(placeholder: placeholder())
        resource = url.lastPathComponent
    }

    /// Loads the model `name`, building the view for each phase (`.empty` in a render).
    public init(named name: String, bundle: Bundle? = nil, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (Model3DPhase) -> Content) {
        self.content = content(.empty)
        resource = name
    }

    /// Loads the model at `url`, building the view for each phase (`.empty` in a render).
    public init(url: URL, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (Model3DPhase) -> Content) {
        self.content = content(.empty)
        resource = url.lastPathComponent
    }
}

/// A loaded model, as `Model3D` hands it to its content (RealityKit's `ResolvedModel3D`). In a
/// render no model loads: it draws nothing and takes the space offered.
nonisolated public struct ResolvedModel3D: View, Sendable {
    /// Whether the model scales to the space offered.
    let isResizable: Bool

    init(isResizable: Bool = false) { self.isResizable = isResizable }

    /// The model scaled to fit the space offered.
    public func resizable(_ resizable: Bool = true) -> ResolvedModel3D { ResolvedModel3D(isResizable: resizable) }

    /// Nothing, filling the space offered.
    public var body: some View { Color.clear }
}

/// A model's loading state (RealityKit's `Model3DPhase`).
public enum Model3DPhase: Sendable {
    /// Not loaded yet: the only phase in a render.
    case empty
    /// Loaded.
    case success(ResolvedModel3D)
    /// Failed with an error.
    case failure(any Error)

    /// The loaded model, if any.
    public var model: ResolvedModel3D? {
        if case .success(let model) = self { return model }
        return nil
    }

    /// The error, if loading failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A `Model3D`'s model or placeholder (RealityKit's `Model3DPlaceholderContent`): the
/// placeholder, in a render.
nonisolated public struct Model3DPlaceholderContent<Model: View, Placeholder: View>: View {
    let placeholder: Placeholder

    /// The placeholder.
    public var body: some View { placeholder }
}
