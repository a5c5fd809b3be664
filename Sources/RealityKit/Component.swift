import Foundation
import Synchronization

/// Data an entity carries for appearance, behaviour or state (RealityKit's `Component`).
/// An entity holds at most one component of each type, in `Entity.components`.
public protocol Component {
    /// Registers the component type with RealityKit, for loading from files and syncing (a
    /// render loads no files: the type is only remembered).
    static func registerComponent()
}

extension Component {
    /// Remembers the component type as registered.
    public static func registerComponent() {
        RegisteredTypes.components.withLock { _ = $0.insert(ObjectIdentifier(Self.self)) }
    }
}

/// The component and system types an app registered (kept for nothing else: no file is loaded
/// and no system runs in a render).
enum RegisteredTypes {
    /// The registered component types.
    static let components = Mutex<Set<ObjectIdentifier>>([])
    /// The registered system types, in registration order.
    static let systems = Mutex<[ObjectIdentifier]>([])
}

extension Entity {
    /// The components an entity holds, one of each type (RealityKit's `Entity.ComponentSet`).
    /// It reads and changes the entity's own components: setting through a copy changes the entity.
    @MainActor public struct ComponentSet {
        /// The entity whose components these are.
        let owner: Entity

        /// The component of `componentType`, or `nil`; setting `nil` removes it.
        public subscript<T: Component>(componentType: T.Type) -> T? {
            get { owner.componentStorage[ObjectIdentifier(componentType)] as? T }
            nonmutating set {
                if let newValue { owner.store(newValue) } else { owner.removeComponent(ObjectIdentifier(componentType)) }
            }
        }

        /// Adds `component`, replacing the one of its type.
        public func set<T: Component>(_ component: T) { owner.store(component) }

        /// Adds each of `components`, replacing those of their types.
        public func set(_ components: [any Component]) { for component in components { owner.store(component) } }

        /// Whether the entity holds a component of `componentType`.
        public func has(_ componentType: any Component.Type) -> Bool { owner.componentStorage[ObjectIdentifier(componentType)] != nil }

        /// Removes the component of `componentType` (an entity keeps its `Transform`, reset to
        /// the identity).
        public func remove(_ componentType: any Component.Type) { owner.removeComponent(ObjectIdentifier(componentType)) }

        /// Removes every component but the `Transform`, which is reset to the identity.
        public func removeAll() {
            for key in owner.componentOrder { owner.removeComponent(key) }
        }

        /// The number of components, the `Transform` included.
        public var count: Int { owner.componentStorage.count }
    }
}
