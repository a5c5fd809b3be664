import BackplateCore
import Foundation

/// A collection of entities whose members can be added and removed (RealityKit's
/// `EntityCollection`).
public protocol EntityCollection: Collection where Element == Entity {
    /// Appends `entity`.
    @MainActor mutating func append(_ entity: Entity)
    /// Removes `entity`, if present.
    @MainActor mutating func remove(_ entity: Entity)
    /// Removes every entity.
    @MainActor mutating func removeAll()
}

/// The content of a reality view: the entities it shows (RealityKit's
/// `RealityViewContentProtocol`).
@MainActor @preconcurrency
public protocol RealityViewContentProtocol {
    /// The type of the entity collection.
    associatedtype Entities: EntityCollection
    /// The entities the view shows.
    var entities: Entities { get nonmutating set }
}

extension RealityViewContentProtocol {
    /// Adds `entity` to the content.
    public func add(_ entity: Entity) { entities.append(entity) }

    /// Removes `entity` from the content, if present.
    public func remove(_ entity: Entity) { entities.remove(entity) }

    /// Subscribes `handler` to events of `event`: kept, never called (no frame runs and nothing
    /// is simulated in a render).
    public func subscribe<E: Event>(to event: E.Type, on sourceObject: (any EventSource)? = nil,
                                    _ handler: @escaping (E) -> Void) -> EventSubscription { EventSubscription() }

    /// Subscribes `handler` to events of `event` about components of `componentType`: kept,
    /// never called in a render.
    public func subscribe<E: Event>(to event: E.Type, on sourceObject: (any EventSource)? = nil, componentType: (any Component.Type)?,
                                    _ handler: @escaping (E) -> Void) -> EventSubscription { EventSubscription() }
}

/// A subscription to a reality view's events (RealityKit's `EventSubscription`).
public struct EventSubscription: Sendable {
    /// Ends the subscription.
    public func cancel() {}
}

/// The entities a reality view shows (RealityKit's `RealityViewEntityCollection`); changing it
/// changes the view's content.
public struct RealityViewEntityCollection: EntityCollection, RandomAccessCollection, Sendable {
    /// The scene of the view's content.
    let scene: Scene
    /// The entities when the collection was read or last changed.
    private var elements: [Entity]

    @MainActor init(scene: Scene) {
        self.scene = scene
        elements = scene.roots
    }

    /// The first entity's index (0).
    public var startIndex: Int { elements.startIndex }
    /// The index after the last entity.
    public var endIndex: Int { elements.endIndex }
    /// The index after `i`.
    public func index(after i: Int) -> Int { i + 1 }
    /// The index before `i`.
    public func index(before i: Int) -> Int { i - 1 }
    /// The entity at `position`.
    public subscript(position: Int) -> Entity { elements[position] }

    /// Adds `entity` to the content (moving it from its parent).
    @MainActor public mutating func append(_ entity: Entity) {
        scene.addRoot(entity)
        elements = scene.roots
    }

    /// Removes `entity` from the content, if present.
    @MainActor public mutating func remove(_ entity: Entity) {
        if entity.rootScene === scene { scene.detachRoot(entity) }
        elements = scene.roots
    }

    /// Removes every entity.
    @MainActor public mutating func removeAll() {
        for entity in scene.roots { scene.detachRoot(entity) }
        elements = scene.roots
    }
}

/// The camera a reality view shows its content through (RealityKit's `RealityViewCamera`).
public struct RealityViewCamera: Hashable, Sendable {
    /// Whether the camera tracks the device in the real world.
    let tracksWorld: Bool
    /// A camera showing virtual content and the camera feed, tracking the device.
    public static var spatialTracking: RealityViewCamera { RealityViewCamera(tracksWorld: true) }
    /// A camera showing virtual content only.
    public static var virtual: RealityViewCamera { RealityViewCamera(tracksWorld: false) }
}

/// A reality view's background and default lighting (RealityKit's `RealityViewEnvironment`).
public struct RealityViewEnvironment: Sendable {
    /// The system's default.
    public static var `default`: RealityViewEnvironment { RealityViewEnvironment() }
}

/// The content of a `RealityView` on iOS, shown through a camera (RealityKit's
/// `RealityViewCameraContent`). Entities added are real data in the view's scene; nothing is
/// drawn in a render.
@MainActor @preconcurrency
public struct RealityViewCameraContent: RealityViewContentProtocol {
    /// The view's storage.
    let storage: RealityViewStorage

    init(storage: RealityViewStorage) { self.storage = storage }

    /// The entities the view shows.
    public var entities: RealityViewEntityCollection {
        get { RealityViewEntityCollection(scene: storage.scene) }
        nonmutating set {
            guard newValue.scene !== storage.scene else { return }
            for entity in storage.scene.roots { storage.scene.detachRoot(entity) }
            for entity in newValue { storage.scene.addRoot(entity) }
        }
    }

    /// The camera (`.spatialTracking`, the iOS default; no camera runs in a render).
    public var camera: RealityViewCamera {
        get { storage.camera }
        nonmutating set { storage.camera = newValue }
    }

    /// The entity an orbiting camera turns around (none).
    public var cameraTarget: Entity? {
        get { storage.cameraTarget }
        nonmutating set { storage.cameraTarget = newValue }
    }

    /// The background and default lighting (`.default`).
    public var environment: RealityViewEnvironment {
        get { storage.environment }
        nonmutating set { storage.environment = newValue }
    }
}

/// visionOS's name of a reality view's content. Backplate renders as iOS does, where
/// `RealityView` passes a `RealityViewCameraContent`; the name lets visionOS code that spells
/// the type compile.
public typealias RealityViewContent = RealityViewCameraContent

/// What a reality view keeps between its `make` and `update` closures: its scene, camera and the
/// closures' state.
@MainActor final class RealityViewStorage {
    /// The scene of the view's content, made when first used.
    private var storedScene: Scene?
    /// The camera set by the content.
    var camera = RealityViewCamera.spatialTracking
    /// The entity an orbiting camera turns around.
    var cameraTarget: Entity?
    /// The background and lighting set by the content.
    var environment = RealityViewEnvironment.default
    /// Whether `make` has started.
    var didStartMake = false
    /// The `update` closure of the latest body.
    var update: (@MainActor (inout RealityViewCameraContent) -> Void)?

    /// Storage with no scene yet.
    nonisolated init() {}

    /// The scene of the view's content.
    var scene: Scene {
        if let storedScene { return storedScene }
        let scene = Scene(name: "RealityView")
        storedScene = scene
        return scene
    }

    /// The content handed to the closures.
    var content: RealityViewCameraContent { RealityViewCameraContent(storage: self) }
}
