import Foundation
import Synchronization

/// An element of a RealityKit scene: a node of the entity hierarchy that carries components
/// (RealityKit's `Entity`). Every entity has a `Transform`; `ModelEntity`, `AnchorEntity` and
/// the light and camera entities add the components of their kind.
///
/// The hierarchy, names, components and transforms are real data, as on iOS. Nothing is drawn
/// and no frame runs in a render, so systems, physics and animations leave the entity as it is.
/// Main-actor isolated, as on iOS.
@MainActor @preconcurrency
open class Entity: Identifiable, Hashable, HasTransform, HasHierarchy, HasSynchronization {
    /// The type of an entity's identifier.
    public typealias ID = UInt64

    /// A direction an entity's front faces, for `look(at:from:upVector:relativeTo:forward:)`.
    public enum ForwardDirection: Sendable {
        /// The -z axis: cameras' and lights' front.
        case negativeZ
        /// The +z axis.
        case positiveZ
    }

    /// The next identifier to hand out.
    private static let nextID = Mutex<UInt64>(1)

    /// The entity's identifier, unique in the process.
    nonisolated public let id: UInt64
    /// The entity's name, which `findEntity(named:)` searches for (empty by default).
    public var name = ""
    /// Whether the entity takes part in its scene; disabling it disables its descendants (`true`).
    public var isEnabled = true

    /// The components, by type.
    var componentStorage: [ObjectIdentifier: any Component] = [:]
    /// The component types, in the order they were added.
    var componentOrder: [ObjectIdentifier] = []
    /// The children, in order.
    var childList: [Entity] = []
    /// The entity holding this one.
    weak var parentEntity: Entity?
    /// The scene the entity is a root of (set on anchors and RealityView roots).
    weak var rootScene: Scene?

    /// An entity with an identity `Transform` and nothing else.
    public required init() {
        id = Entity.nextID.withLock { next in
            defer { next += 1 }
            return next
        }
        store(Transform())
    }

    /// An entity with `components` (and a `Transform`).
    public convenience init(components: [any Component]) {
        self.init()
        self.components.set(components)
    }

    /// An entity with `components` (and a `Transform`).
    public convenience init(components: any Component...) { self.init(components: components) }

    /// Whether two entities are the same object.
    nonisolated public static func == (lhs: Entity, rhs: Entity) -> Bool { lhs === rhs }

    /// Hashes the entity's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    // MARK: Components

    /// The entity's components; one of each type.
    public var components: ComponentSet {
        get { ComponentSet(owner: self) }
        set {
            guard newValue.owner !== self else { return }
            for key in componentOrder { removeComponent(key) }
            for key in newValue.owner.componentOrder {
                if let component = newValue.owner.componentStorage[key] { store(component) }
            }
        }
    }

    /// Stores `component`, replacing the one of its type.
    func store(_ component: any Component) {
        let key = ObjectIdentifier(type(of: component))
        if componentStorage.updateValue(component, forKey: key) == nil { componentOrder.append(key) }
    }

    /// Removes the component of type `key`; the `Transform` is reset instead.
    func removeComponent(_ key: ObjectIdentifier) {
        if key == ObjectIdentifier(Transform.self) {
            componentStorage[key] = Transform()
            return
        }
        if componentStorage.removeValue(forKey: key) != nil { componentOrder.removeAll { $0 == key } }
    }

    // MARK: State

    /// Whether the entity and all its ancestors are enabled.
    public var isEnabledInHierarchy: Bool { isEnabled && (parentEntity?.isEnabledInHierarchy ?? true) }

    /// Whether the entity is in a scene and enabled in its hierarchy.
    public var isActive: Bool { scene != nil && isEnabledInHierarchy }

    /// Whether the entity's anchor is anchored: only world-targeted anchors in a scene are, as a
    /// render finds no real-world planes, images, faces or bodies.
    public var isAnchored: Bool {
        guard scene != nil, let anchoring = anchor?.components[AnchoringComponent.self] else { return false }
        if case .world = anchoring.target { return true }
        return false
    }

    /// The nearest anchoring entity at or above this one.
    public var anchor: (any HasAnchoring)? {
        var entity: Entity? = self
        while let current = entity {
            if let anchoring = current as? any HasAnchoring { return anchoring }
            entity = current.parentEntity
        }
        return nil
    }

    /// The scene the entity is in, through its root.
    public var scene: Scene? {
        var entity = self
        while let parent = entity.parentEntity { entity = parent }
        return entity.rootScene
    }

    /// The animations the entity can play: none, as entities built in code have none and no
    /// file is loaded in a render.
    public var availableAnimations: [AnimationResource] { [] }

    /// A copy of the entity, of its class, with copies of its components and, when `recursive`,
    /// clones of its children.
    public func clone(recursive: Bool) -> Self {
        let copy = Self.init()
        copy.name = name
        copy.isEnabled = isEnabled
        for key in componentOrder {
            if let component = componentStorage[key] { copy.store(component) }
        }
        if recursive {
            for child in childList { copy.addChild(child.clone(recursive: true)) }
        }
        return copy
    }

    /// A description of the entity, its components and children, as RealityKit prints it.
    public var debugDescription: String {
        let components = componentOrder.compactMap { componentStorage[$0] }.map { "⟐ \(type(of: $0))" }
        return "'\(name)' : \(type(of: self)), children: \(childList.count)\n" + components.joined(separator: "\n")
    }
}
