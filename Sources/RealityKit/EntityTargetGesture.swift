import BackplateCore
import Foundation

/// A gesture's value with the entity it targets (RealityKit's `EntityTargetValue`); the
/// gesture's own value's properties read through it.
@dynamicMemberLookup
public struct EntityTargetValue<Value> {
    /// The entity the gesture targets.
    public var entity: Entity
    /// The gesture's own value.
    public var gestureValue: Value

    /// The gesture value's property at `keyPath`.
    public subscript<T>(dynamicMember keyPath: KeyPath<Value, T>) -> T { gestureValue[keyPath: keyPath] }
}

extension EntityTargetValue: Sendable where Value: Sendable {}

/// A gesture that only recognizes on entities (the gesture `targetedToAnyEntity()` and
/// `targetedToEntity(_:)` make). A render receives no events: it never starts.
nonisolated public struct EntityTargetGesture<Base: Gesture>: Gesture {
    /// The value: the base gesture's, with the entity.
    public typealias Value = EntityTargetValue<Base.Value>
    let base: Base

    /// A primitive gesture has no body.
    public var body: Never { fatalError("EntityTargetGesture is a primitive gesture and has no body") }
}

nonisolated extension Gesture {
    /// The gesture, recognized on any entity with an `InputTargetComponent` and a
    /// `CollisionComponent` (never, in a render).
    public func targetedToAnyEntity() -> some Gesture<EntityTargetValue<Value>> { EntityTargetGesture(base: self) }

    /// The gesture, recognized on `entity` and its descendants (never, in a render).
    public func targetedToEntity(_ entity: Entity) -> some Gesture<EntityTargetValue<Value>> { EntityTargetGesture(base: self) }

    /// The gesture, recognized on the entities `query` matches (never, in a render).
    public func targetedToEntity(where query: QueryPredicate<Entity>) -> some Gesture<EntityTargetValue<Value>> {
        EntityTargetGesture(base: self)
    }
}

extension EntityTargetValue: Equatable where Value: Equatable {
    /// Whether the entities are the same and the gesture values equal.
    public static func == (lhs: EntityTargetValue, rhs: EntityTargetValue) -> Bool {
        lhs.entity == rhs.entity && lhs.gestureValue == rhs.gestureValue
    }
}
