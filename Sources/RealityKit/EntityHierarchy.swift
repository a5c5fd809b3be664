import Foundation

/// Something that has a place in an entity hierarchy (RealityKit's `HasHierarchy`); every entity.
@MainActor @preconcurrency public protocol HasHierarchy: Entity {}

/// Something synchronized over a network session (RealityKit's `HasSynchronization`); every
/// entity. A render joins no network session.
@MainActor @preconcurrency public protocol HasSynchronization: Entity {}

extension Entity {
    /// The entity's children, in order (RealityKit's `Entity.ChildCollection`). Changing it
    /// changes the entity's children.
    public struct ChildCollection: Collection, RandomAccessCollection, Sendable {
        /// The entity whose children these are.
        let owner: Entity
        /// The children when the collection was read or last changed.
        private var elements: [Entity]

        init(owner: Entity, elements: [Entity]) {
            self.owner = owner
            self.elements = elements
        }

        /// The first child's index (0).
        public var startIndex: Int { elements.startIndex }
        /// The index after the last child.
        public var endIndex: Int { elements.endIndex }
        /// The index after `i`.
        public func index(after i: Int) -> Int { i + 1 }
        /// The index before `i`.
        public func index(before i: Int) -> Int { i - 1 }
        /// The child at `position`.
        public subscript(position: Int) -> Entity { elements[position] }

        /// Appends `child` (moving it from its parent).
        @MainActor public mutating func append(_ child: Entity) {
            owner.addChild(child)
            elements = owner.childList
        }

        /// Appends each of `children`.
        @MainActor public mutating func append<S: Sequence>(contentsOf children: S) where S.Element: Entity {
            for child in children { owner.addChild(child) }
            elements = owner.childList
        }

        /// Inserts `child` before the child at `index`.
        @MainActor public mutating func insert(_ child: Entity, beforeIndex index: Int) {
            owner.insertChild(child, at: index)
            elements = owner.childList
        }

        /// Removes `child`, if it is one.
        @MainActor public mutating func remove(_ child: Entity) {
            owner.removeChild(child)
            elements = owner.childList
        }

        /// Removes the child at `index`.
        @MainActor public mutating func remove(at index: Int) {
            if owner.childList.indices.contains(index) { owner.removeChild(owner.childList[index]) }
            elements = owner.childList
        }

        /// Removes every child.
        @MainActor public mutating func removeAll() {
            for child in owner.childList { owner.removeChild(child) }
            elements = owner.childList
        }

        /// Replaces the children with `children`.
        @MainActor public mutating func replaceAll<S: Sequence>(_ children: S) where S.Element: Entity {
            for child in owner.childList { owner.removeChild(child) }
            for child in children { owner.addChild(child) }
            elements = owner.childList
        }
    }

    /// The entity that holds this one, if any.
    public var parent: Entity? { parentEntity }

    /// The entity's children; setting replaces them.
    public var children: ChildCollection {
        get { ChildCollection(owner: self, elements: childList) }
        set {
            guard newValue.owner !== self else { return }
            let replacements = Array(newValue)
            for child in childList { removeChild(child) }
            for child in replacements { addChild(child) }
        }
    }

    /// Appends `child` to the children, moving it from its parent; with
    /// `preservingWorldTransform`, its local transform changes so it stays where it was.
    /// Adding the entity below itself does nothing.
    public func addChild(_ child: Entity, preservingWorldTransform: Bool = false) {
        insertChild(child, at: childList.count, preservingWorldTransform: preservingWorldTransform)
    }

    /// Inserts `child` among the children at `index` (clamped).
    func insertChild(_ child: Entity, at index: Int, preservingWorldTransform: Bool = false) {
        var ancestor: Entity? = self
        while let entity = ancestor {
            if entity === child { return }
            ancestor = entity.parentEntity
        }
        let world = child.transformMatrix(relativeTo: nil)
        var target = index
        if let old = child.parentEntity {
            if old === self, let current = childList.firstIndex(where: { $0 === child }), current < target { target -= 1 }
            old.childList.removeAll { $0 === child }
        }
        child.rootScene?.detachRoot(child)
        childList.insert(child, at: min(max(target, 0), childList.count))
        child.parentEntity = self
        if preservingWorldTransform { child.setTransformMatrix(world, relativeTo: nil) }
    }

    /// Removes `child` from the children, if it is one.
    public func removeChild(_ child: Entity, preservingWorldTransform: Bool = false) {
        guard child.parentEntity === self else { return }
        child.removeFromParent(preservingWorldTransform: preservingWorldTransform)
    }

    /// Removes the entity from its parent (or from its scene, when it is a root).
    public func removeFromParent(preservingWorldTransform: Bool = false) {
        if let parent = parentEntity {
            let world = transformMatrix(relativeTo: nil)
            parent.childList.removeAll { $0 === self }
            parentEntity = nil
            if preservingWorldTransform { setTransformMatrix(world, relativeTo: nil) }
        } else {
            rootScene?.detachRoot(self)
        }
    }

    /// Makes `parent` the entity's parent (`nil`: removes it from its parent).
    public func setParent(_ parent: Entity?, preservingWorldTransform: Bool = false) {
        if let parent {
            parent.addChild(self, preservingWorldTransform: preservingWorldTransform)
        } else {
            removeFromParent(preservingWorldTransform: preservingWorldTransform)
        }
    }

    /// The first entity named `name` at or below this one, searched depth first (the entity
    /// itself, then each child's subtree in order).
    public func findEntity(named name: String) -> Entity? {
        if self.name == name { return self }
        for child in childList {
            if let found = child.findEntity(named: name) { return found }
        }
        return nil
    }
}
