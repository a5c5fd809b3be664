import BackplateDarwin
import Foundation

/// What kind of relationship the other end of a relationship is, so setting one end can
/// update the other (Core Data keeps inverses: `item.list = list` puts `item` in `list.items`).
@_spi(CoreDataGenerated) public enum RelationshipKind: Sendable {
    case toOne, toMany, ordered
}

/// The storage behind the entity classes `backplate preview` generates from a data model, as
/// `@NSManaged` properties are on iOS: values by key, defaults until set, inverses kept.
extension NSManagedObject: KeyValueModeled {
    /// The value of modelled property `key`, its model default until one is set (what
    /// predicates and sort descriptors read).
    package func modeledValue(_ key: String) -> Any? {
        modeledValues[key] ?? type(of: self).backplateModelDefaults[key]
    }

    /// The value stored for `key`, or `initial` (the model's default) until one is set.
    @_spi(CoreDataGenerated) public func backplateValue<T>(_ key: String, default initial: T) -> T {
        guard let stored = modeledValues[key] else { return initial }
        return stored as? T ?? initial
    }

    /// Stores `value` for `key` (an attribute).
    @_spi(CoreDataGenerated) public func backplateSetValue<T>(_ value: T, _ key: String) {
        modeledValues[key] = value
    }

    /// Sets relationship `key` (an object, an `NSSet` or an `NSOrderedSet`, or nil) and updates
    /// relationship `inverse` of the objects it gains and loses.
    @_spi(CoreDataGenerated) public func backplateRelate(_ key: String, to value: Any?, inverse: String?, _ kind: RelationshipKind) {
        let old = Self.members(modeledValues[key])
        modeledValues[key] = value
        guard let inverse else { return }
        let new = Self.members(value)
        for object in old where !new.contains(where: { $0 === object }) { object.unlink(inverse, kind, from: self) }
        for object in new where !old.contains(where: { $0 === object }) { object.link(inverse, kind, to: self, forwardKey: key) }
    }

    /// Adds `objects` (an object, a set or an ordered set) to to-many relationship `key`.
    @_spi(CoreDataGenerated) public func backplateAdd(_ objects: Any, to key: String, ordered: Bool, inverse: String?, _ kind: RelationshipKind) {
        var members = Self.members(modeledValues[key])
        for object in Self.members(objects) where !members.contains(where: { $0 === object }) { members.append(object) }
        backplateRelate(key, to: Self.collection(members, ordered: ordered), inverse: inverse, kind)
    }

    /// Removes `objects` (an object, a set or an ordered set) from to-many relationship `key`.
    @_spi(CoreDataGenerated) public func backplateRemove(_ objects: Any, from key: String, ordered: Bool, inverse: String?, _ kind: RelationshipKind) {
        let gone = Self.members(objects)
        let members = Self.members(modeledValues[key]).filter { m in !gone.contains { $0 === m } }
        backplateRelate(key, to: Self.collection(members, ordered: ordered), inverse: inverse, kind)
    }

    /// Inserts `objects` at `indexes` of ordered relationship `key`.
    @_spi(CoreDataGenerated) public func backplateInsert(_ objects: [NSManagedObject], at indexes: [Int], into key: String,
                                                         inverse: String?, _ kind: RelationshipKind) {
        var members = Self.members(modeledValues[key]).filter { m in !objects.contains { $0 === m } }
        for (object, index) in zip(objects, indexes) { members.insert(object, at: min(max(index, 0), members.count)) }
        backplateRelate(key, to: Self.collection(members, ordered: true), inverse: inverse, kind)
    }

    /// Removes the objects at `indexes` of ordered relationship `key`.
    @_spi(CoreDataGenerated) public func backplateRemove(at indexes: [Int], from key: String, inverse: String?, _ kind: RelationshipKind) {
        let members = Self.members(modeledValues[key])
        let kept = members.indices.filter { !indexes.contains($0) }.map { members[$0] }
        backplateRelate(key, to: Self.collection(kept, ordered: true), inverse: inverse, kind)
    }

    /// Replaces the objects at `indexes` of ordered relationship `key` with `objects`.
    @_spi(CoreDataGenerated) public func backplateReplace(at indexes: [Int], with objects: [NSManagedObject], in key: String,
                                                          inverse: String?, _ kind: RelationshipKind) {
        var members = Self.members(modeledValues[key])
        for (index, object) in zip(indexes, objects) where members.indices.contains(index) { members[index] = object }
        backplateRelate(key, to: Self.collection(members, ordered: true), inverse: inverse, kind)
    }

    /// The objects of a relationship value: the object, or a set's or ordered set's objects.
    static func members(_ value: Any?) -> [NSManagedObject] {
        switch value {
        case let object as NSManagedObject: return [object]
        case let set as NSOrderedSet: return set.array.compactMap { $0 as? NSManagedObject }
        case let set as NSSet: return set.allObjects.compactMap { $0 as? NSManagedObject }
        default: return []
        }
    }

    static func collection(_ members: [NSManagedObject], ordered: Bool) -> Any {
        ordered ? NSOrderedSet(array: members) : NSSet(array: members)
    }

    /// Makes `owner` this object's `key` (to-one) or one of them (to-many), leaving the owner it had.
    private func link(_ key: String, _ kind: RelationshipKind, to owner: NSManagedObject, forwardKey: String) {
        switch kind {
        case .toOne:
            if let previous = modeledValues[key] as? NSManagedObject, previous !== owner {
                previous.modeledValues[forwardKey] = Self.without(self, in: previous.modeledValues[forwardKey])
            }
            modeledValues[key] = owner
        case .toMany, .ordered:
            var members = Self.members(modeledValues[key])
            if !members.contains(where: { $0 === owner }) { members.append(owner) }
            modeledValues[key] = Self.collection(members, ordered: kind == .ordered)
        }
    }

    private func unlink(_ key: String, _ kind: RelationshipKind, from owner: NSManagedObject) {
        modeledValues[key] = Self.without(owner, in: modeledValues[key])
    }

    /// A relationship value without `object`: nil for a to-one that was it.
    private static func without(_ object: NSManagedObject, in value: Any?) -> Any? {
        switch value {
        case let one as NSManagedObject: return one === object ? nil : one
        case let set as NSOrderedSet: return collection(members(set).filter { $0 !== object }, ordered: true)
        case let set as NSSet: return collection(members(set).filter { $0 !== object }, ordered: false)
        default: return value
        }
    }
}

extension NSEntityDescription {
    /// The entity named `name` whose objects are of class `className` (a generated entity class's).
    @_spi(CoreDataGenerated) public static func backplate(name: String, className: String) -> NSEntityDescription {
        let entity = NSEntityDescription()
        entity.name = name
        entity.managedObjectClassName = className
        return entity
    }
}

/// Key-value coding on a managed object reads and writes its modelled values (`item.value(forKey:
/// "title")`, `setValue(_:forKey:)`), as Core Data's accessors do; other stored properties are read.
extension NSManagedObject: KeyValueStorage {
    package func storedValue(forKey key: String) -> Any? {
        modeledValue(key) ?? NSObject.storedProperty(key, of: self).flatMap { NSObject.unwrapped($0.value) }
    }
    package func store(_ value: Any?, forKey key: String) { modeledValues[key] = value }
}
