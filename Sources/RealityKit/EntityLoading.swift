import BackplateCore
import Combine
import Foundation

/// A load that publishes its result (RealityKit's `LoadRequest`). Backplate reads no USD or
/// Reality files, so every request fails: subscribers get the error at once, and `result` is it.
public final class LoadRequest<Output>: Publisher {
    /// The error a request publishes.
    public typealias Failure = any Error

    /// Why the load failed.
    private let error: any Error

    init(error: any Error) { self.error = error }

    /// The load's result: its failure.
    public var result: Result<Output, any Error>? { .failure(error) }

    /// Sends the failure to `subscriber`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == any Error {
        Fail<Output, any Error>(error: error).receive(subscriber: subscriber)
    }
}

/// The error a load of a 3D file throws in a render, with a runtime warning naming the call.
func unreadableModelError(_ call: String, _ resource: String) -> CocoaError {
    RuntimeWarning.emit("\(call)(\"\(resource)\"): Backplate reads no USD or Reality files; an error is thrown")
    return CocoaError(.fileReadUnsupportedScheme, userInfo: [
        NSLocalizedDescriptionKey: "Backplate cannot load the 3D content \"\(resource)\": no USD or Reality file is read in a render",
        NSFilePathErrorKey: resource,
    ])
}

extension Entity {
    /// The entity hierarchy of the file `name` in `bundle`: throws in a render (no USD or Reality
    /// file is read), with a runtime warning.
    public static func load(named name: String, in bundle: Bundle? = nil) throws -> Entity {
        throw unreadableModelError("Entity.load(named:)", name)
    }

    /// The entity hierarchy of the file at `url`: throws in a render, with a runtime warning.
    public static func load(contentsOf url: URL, withName resourceName: String? = nil) throws -> Entity {
        throw unreadableModelError("Entity.load(contentsOf:)", url.lastPathComponent)
    }

    /// A request loading the file `name`: it fails in a render.
    public static func loadAsync(named name: String, in bundle: Bundle? = nil) -> LoadRequest<Entity> {
        LoadRequest(error: unreadableModelError("Entity.loadAsync(named:)", name))
    }

    /// A request loading the file at `url`: it fails in a render.
    public static func loadAsync(contentsOf url: URL, withName resourceName: String? = nil) -> LoadRequest<Entity> {
        LoadRequest(error: unreadableModelError("Entity.loadAsync(contentsOf:)", url.lastPathComponent))
    }

    /// The file `name` flattened into one model entity: throws in a render.
    public static func loadModel(named name: String, in bundle: Bundle? = nil) throws -> ModelEntity {
        throw unreadableModelError("Entity.loadModel(named:)", name)
    }

    /// The file at `url` flattened into one model entity: throws in a render.
    public static func loadModel(contentsOf url: URL, withName resourceName: String? = nil) throws -> ModelEntity {
        throw unreadableModelError("Entity.loadModel(contentsOf:)", url.lastPathComponent)
    }

    /// A request loading the file `name` as one model entity: it fails in a render.
    public static func loadModelAsync(named name: String, in bundle: Bundle? = nil) -> LoadRequest<ModelEntity> {
        LoadRequest(error: unreadableModelError("Entity.loadModelAsync(named:)", name))
    }

    /// A request loading the file at `url` as one model entity: it fails in a render.
    public static func loadModelAsync(contentsOf url: URL, withName resourceName: String? = nil) -> LoadRequest<ModelEntity> {
        LoadRequest(error: unreadableModelError("Entity.loadModelAsync(contentsOf:)", url.lastPathComponent))
    }

    /// The file `name` under an anchor entity: throws in a render.
    public static func loadAnchor(named name: String, in bundle: Bundle? = nil) throws -> AnchorEntity {
        throw unreadableModelError("Entity.loadAnchor(named:)", name)
    }

    /// The file at `url` under an anchor entity: throws in a render.
    public static func loadAnchor(contentsOf url: URL, withName resourceName: String? = nil) throws -> AnchorEntity {
        throw unreadableModelError("Entity.loadAnchor(contentsOf:)", url.lastPathComponent)
    }

    /// A request loading the file `name` under an anchor entity: it fails in a render.
    public static func loadAnchorAsync(named name: String, in bundle: Bundle? = nil) -> LoadRequest<AnchorEntity> {
        LoadRequest(error: unreadableModelError("Entity.loadAnchorAsync(named:)", name))
    }

    /// The entity of the file `name` in `bundle` (of this class: `ModelEntity(named:)` flattens
    /// it): throws in a render, with a runtime warning.
    public convenience init(named name: String, in bundle: Bundle? = nil) async throws {
        throw unreadableModelError("\(Self.self)(named:)", name)
    }

    /// The entity of the file at `url`: throws in a render, with a runtime warning.
    public convenience init(contentsOf url: URL, withName resourceName: String? = nil) async throws {
        throw unreadableModelError("\(Self.self)(contentsOf:)", url.lastPathComponent)
    }
}
