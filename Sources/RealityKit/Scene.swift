import Combine
import Foundation

/// Something events come from: an entity or a scene (RealityKit's `EventSource`).
public protocol EventSource {}

/// Something that happens in a scene that code can subscribe to (RealityKit's `Event`).
public protocol Event {}

extension Entity: EventSource {}

/// A container of the entities an `ARView` or `RealityView` shows (RealityKit's `Scene`).
///
/// Its anchors and entities are real data, searchable by name and identifier. A render runs no
/// frames and simulates nothing: subscriptions are kept but no event is ever delivered, and
/// raycasts hit nothing.
@MainActor @preconcurrency
public final class Scene: EventSource {
    /// The scene's anchors (RealityKit's `Scene.AnchorCollection`); changing it changes the scene.
    public struct AnchorCollection: Collection, RandomAccessCollection, Sendable {
        /// The scene the anchors belong to.
        let scene: Scene
        /// The anchors when the collection was read or last changed.
        private var elements: [any HasAnchoring]

        init(scene: Scene, elements: [any HasAnchoring]) {
            self.scene = scene
            self.elements = elements
        }

        /// The first anchor's index (0).
        public var startIndex: Int { elements.startIndex }
        /// The index after the last anchor.
        public var endIndex: Int { elements.endIndex }
        /// The index after `i`.
        public func index(after i: Int) -> Int { i + 1 }
        /// The index before `i`.
        public func index(before i: Int) -> Int { i - 1 }
        /// The anchor at `position`.
        public subscript(position: Int) -> any HasAnchoring { elements[position] }

        /// Adds `anchor` to the scene (moving it from its parent or scene).
        @MainActor public mutating func append(_ anchor: any HasAnchoring) {
            scene.addRoot(anchor)
            elements = scene.anchorList
        }

        /// Adds each of `anchors`.
        @MainActor public mutating func append<S: Sequence>(contentsOf anchors: S) where S.Element == any HasAnchoring {
            for anchor in anchors { scene.addRoot(anchor) }
            elements = scene.anchorList
        }

        /// Removes `anchor` from the scene.
        @MainActor public mutating func remove(_ anchor: any HasAnchoring) {
            scene.detachRoot(anchor)
            elements = scene.anchorList
        }

        /// Removes the anchor at `index`.
        @MainActor public mutating func remove(at index: Int) {
            let anchors = scene.anchorList
            if anchors.indices.contains(index) { scene.detachRoot(anchors[index]) }
            elements = scene.anchorList
        }

        /// Removes every anchor.
        @MainActor public mutating func removeAll() {
            for anchor in scene.anchorList { scene.detachRoot(anchor) }
            elements = scene.anchorList
        }
    }

    /// The scene's name.
    public let name: String
    /// The scene's root entities: its anchors and the entities a `RealityView` added.
    private(set) var roots: [Entity] = []
    /// The subscriptions made (kept; no event is delivered in a render).
    private var subscriptionCount = 0

    init(name: String) { self.name = name }

    /// The scene's anchors; changing them adds or removes anchors.
    public var anchors: AnchorCollection {
        get { AnchorCollection(scene: self, elements: anchorList) }
        set {
            guard newValue.scene !== self else { return }
            for anchor in anchorList { detachRoot(anchor) }
            for anchor in newValue { addRoot(anchor) }
        }
    }

    /// The roots that are anchors.
    var anchorList: [any HasAnchoring] { roots.compactMap { $0 as? any HasAnchoring } }

    /// Makes `entity` a root of the scene (moving it from its parent or scene).
    func addRoot(_ entity: Entity) {
        if roots.contains(where: { $0 === entity }) { return }
        entity.removeFromParent()
        entity.rootScene?.detachRoot(entity)
        roots.append(entity)
        entity.rootScene = self
    }

    /// Removes `entity` from the scene's roots.
    func detachRoot(_ entity: Entity) {
        roots.removeAll { $0 === entity }
        if entity.rootScene === self { entity.rootScene = nil }
    }

    /// Adds `anchor` to the scene.
    public func addAnchor(_ anchor: any HasAnchoring) { addRoot(anchor) }

    /// Removes `anchor` from the scene.
    public func removeAnchor(_ anchor: any HasAnchoring) { detachRoot(anchor) }

    /// The first entity named `name` in the scene, searched depth first through each root.
    public func findEntity(named name: String) -> Entity? {
        for root in roots {
            if let found = root.findEntity(named: name) { return found }
        }
        return nil
    }

    /// The entity of `id` in the scene, if any.
    public func findEntity(id: Entity.ID) -> Entity? {
        func search(_ entity: Entity) -> Entity? {
            if entity.id == id { return entity }
            for child in entity.childList {
                if let found = search(child) { return found }
            }
            return nil
        }
        for root in roots {
            if let found = search(root) { return found }
        }
        return nil
    }

    /// The scene's entities `query` matches, depth first through each root.
    public func performQuery(_ query: EntityQuery) -> QueryResult<Entity> {
        var found: [Entity] = []
        func visit(_ entity: Entity) {
            if query.predicate.matches(entity) { found.append(entity) }
            for child in entity.childList { visit(child) }
        }
        for root in roots { visit(root) }
        return QueryResult(found)
    }

    /// Subscribes `handler` to events of `event` (from `sourceObject`, or anywhere): kept, but a
    /// render runs no frames and simulates nothing, so it is never called.
    public func subscribe<E: Event>(to event: E.Type, on sourceObject: (any EventSource)? = nil,
                                    _ handler: @escaping (E) -> Void) -> any Cancellable {
        subscriptionCount += 1
        return AnyCancellable {}
    }

    /// The entities a ray from `origin` along `direction` hits: none, as nothing collides in a render.
    public func raycast(origin: SIMD3<Float>, direction: SIMD3<Float>, length: Float = 100, query: CollisionCastQueryType = .all,
                        mask: CollisionGroup = .all, relativeTo referenceEntity: Entity? = nil) -> [CollisionCastHit] { [] }

    /// The entities a ray from `startPosition` to `endPosition` hits: none in a render.
    public func raycast(from startPosition: SIMD3<Float>, to endPosition: SIMD3<Float>, query: CollisionCastQueryType = .all,
                        mask: CollisionGroup = .all, relativeTo referenceEntity: Entity? = nil) -> [CollisionCastHit] { [] }
}

/// Which hits a collision cast reports (RealityKit's `CollisionCastQueryType`).
public enum CollisionCastQueryType: Hashable, Sendable {
    /// The nearest hit.
    case nearest
    /// Every hit, nearest first.
    case all
    /// Any one hit.
    case any
}

/// An entity a ray or shape cast hit (RealityKit's `CollisionCastHit`); never made in a render.
public struct CollisionCastHit: Sendable {
    /// The entity hit.
    public let entity: Entity
    /// Where the hit is.
    public let position: SIMD3<Float>
    /// The surface's normal there.
    public let normal: SIMD3<Float>
    /// The distance along the ray.
    public let distance: Float
}

/// The events of a scene's life (RealityKit's `SceneEvents`); none is delivered in a render.
public enum SceneEvents {
    /// A frame update.
    public struct Update: Event, Sendable {
        /// The scene updated.
        public let scene: Scene
        /// The time since the last update, in seconds.
        public let deltaTime: TimeInterval
    }

    /// An anchor was anchored or lost its anchoring.
    public struct AnchoredStateChanged: Event, Sendable {
        /// The anchor.
        public let anchor: any HasAnchoring
        /// Whether it is anchored now.
        public let isAnchored: Bool
    }

    /// An entity was added to the scene.
    public struct DidAddEntity: Event, Sendable {
        /// The entity.
        public let entity: Entity
    }

    /// An entity is about to be removed from the scene.
    public struct WillRemoveEntity: Event, Sendable {
        /// The entity.
        public let entity: Entity
    }

    /// An entity became active.
    public struct DidActivateEntity: Event, Sendable {
        /// The entity.
        public let entity: Entity
    }

    /// An entity is about to become inactive.
    public struct WillDeactivateEntity: Event, Sendable {
        /// The entity.
        public let entity: Entity
    }
}

/// The events of collisions (RealityKit's `CollisionEvents`); none is delivered in a render.
public enum CollisionEvents {
    /// Two entities began touching.
    public struct Began: Event, Sendable {
        /// The first entity.
        public let entityA: Entity
        /// The second entity.
        public let entityB: Entity
        /// Where they touch.
        public let position: SIMD3<Float>
        /// The collision's impulse.
        public let impulse: Float
    }

    /// Two entities are still touching.
    public struct Updated: Event, Sendable {
        /// The first entity.
        public let entityA: Entity
        /// The second entity.
        public let entityB: Entity
        /// Where they touch.
        public let position: SIMD3<Float>
        /// The collision's impulse.
        public let impulse: Float
    }

    /// Two entities stopped touching.
    public struct Ended: Event, Sendable {
        /// The first entity.
        public let entityA: Entity
        /// The second entity.
        public let entityB: Entity
    }
}

/// The events of animations (RealityKit's `AnimationEvents`); none is delivered in a render.
public enum AnimationEvents {
    /// An animation started.
    public struct PlaybackStarted: Event, Sendable {
        /// The animation's controller.
        public let playbackController: AnimationPlaybackController
    }

    /// An animation played to its end.
    public struct PlaybackCompleted: Event, Sendable {
        /// The animation's controller.
        public let playbackController: AnimationPlaybackController
    }

    /// An animation was stopped.
    public struct PlaybackTerminated: Event, Sendable {
        /// The animation's controller.
        public let playbackController: AnimationPlaybackController
    }
}
