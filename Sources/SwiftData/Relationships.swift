/// A property `@Model` persists: its name, key path, value type and `@Attribute` options, and
/// for a relationship (a property holding a model, an optional model or an array of models) the
/// delete rule, the declared inverse and type-erased ways to read, add to and remove from it.
/// Made by `@Model`; not used directly.
public struct _PersistedPropertyDescription: @unchecked Sendable {
    // Unchecked Sendable: immutable key paths and metatypes (`AnyKeyPath` is not Sendable).
    let keyPath: AnyKeyPath
    /// The property's name as declared (empty when the description was made without one).
    let name: String
    /// The property's declared type (`String?`, `[Expense]`).
    let valueType: Any.Type
    /// Whether the declared type is an optional.
    let isOptional: Bool
    /// Whether the declared type is an array (or an optional array).
    let isToMany: Bool
    /// The options and original name of the property's `@Attribute`.
    let attributeOptions: [Schema.Attribute.Option]
    let originalName: String?
    let deleteRule: Schema.Relationship.DeleteRule
    let inverse: AnyKeyPath?
    /// The model type the relationship points at; `nil` for a plain attribute.
    let relatedType: (any PersistentModel.Type)?
    /// The models the property of `owner` holds.
    let related: (AnyObject) -> [AnyObject]
    /// Adds `model` to the property of `owner` (sets it, for a to-one relationship).
    let add: (AnyObject, AnyObject) -> Void
    /// Removes `model` from the property of `owner` (sets it to `nil`, for a to-one).
    let remove: (AnyObject, AnyObject) -> Void

    /// Describes the property `name` at `keyPath` of `Owner`.
    public init<Owner: PersistentModel, Value>(_ keyPath: ReferenceWritableKeyPath<Owner, Value>, name: String = "",
                                               deleteRule: Schema.Relationship.DeleteRule = .nullify,
                                               inverse: AnyKeyPath? = nil,
                                               attributeOptions: [Schema.Attribute.Option] = [], originalName: String? = nil) {
        self.keyPath = keyPath
        self.name = name
        valueType = Value.self
        isOptional = Value.self is any OptionalMarker.Type
        isToMany = Value.self is any ToManyMarker.Type
        self.attributeOptions = attributeOptions
        self.originalName = originalName
        self.deleteRule = deleteRule
        self.inverse = inverse
        if let modelType = Value.self as? any PersistentModel.Type {
            // A to-one relationship that is never nil (`var surgery: Surgery`): it is replaced, never emptied.
            relatedType = modelType
            related = { owner in [(owner as! Owner)[keyPath: keyPath] as AnyObject] }
            add = { owner, model in
                let owner = owner as! Owner
                guard let model = model as? Value, owner[keyPath: keyPath] as AnyObject !== model as AnyObject else { return }
                owner[keyPath: keyPath] = model
            }
            remove = { _, _ in }
            return
        }
        guard let relationship = Value.self as? any _RelationshipValue.Type else {
            relatedType = nil
            related = { _ in [] }
            add = { _, _ in }
            remove = { _, _ in }
            return
        }
        relatedType = relationship._relatedType
        related = { owner in ((owner as! Owner)[keyPath: keyPath] as? any _RelationshipValue)?._relatedModels ?? [] }
        add = { owner, model in
            let owner = owner as! Owner
            guard var value = owner[keyPath: keyPath] as? any _RelationshipValue,
                  !value._relatedModels.contains(where: { $0 === model }) else { return }
            value._add(model)
            owner[keyPath: keyPath] = value as! Value
        }
        remove = { owner, model in
            let owner = owner as! Owner
            guard var value = owner[keyPath: keyPath] as? any _RelationshipValue,
                  value._relatedModels.contains(where: { $0 === model }) else { return }
            value._remove(model)
            owner[keyPath: keyPath] = value as! Value
        }
    }
}

/// Marks `Optional`, so a description can tell an optional property.
protocol OptionalMarker {}
extension Optional: OptionalMarker {}

/// Marks arrays and optional arrays, so a description can tell a to-many relationship.
protocol ToManyMarker {}
extension Array: ToManyMarker {}
extension Optional: ToManyMarker where Wrapped: ToManyMarker {}

/// A value that holds related models: an optional model or an array of models.
public protocol _RelationshipValue {
    /// The related model type.
    static var _relatedType: any PersistentModel.Type { get }
    /// The models held.
    var _relatedModels: [AnyObject] { get }
    /// Holds `model` too (replaces the model, for an optional).
    mutating func _add(_ model: AnyObject)
    /// Stops holding `model`.
    mutating func _remove(_ model: AnyObject)
}

/// What an optional relationship can wrap: a model (an optional to-one relationship) or an
/// array of models (an optional to-many relationship, `var items: [Item]? = []`).
public protocol _OptionalRelationshipWrapped {
    /// The related model type.
    static var _relatedType: any PersistentModel.Type { get }
    /// The models `value` holds.
    static func _relatedModels(in value: Self?) -> [AnyObject]
    /// `value` holding `model` too.
    static func _adding(_ model: AnyObject, to value: Self?) -> Self?
    /// `value` without `model`.
    static func _removing(_ model: AnyObject, from value: Self?) -> Self?
}

extension PersistentModel {
    /// The model's own type.
    public static var _relatedType: any PersistentModel.Type { Self.self }
    /// The model, if any.
    public static func _relatedModels(in value: Self?) -> [AnyObject] { value.map { [$0] } ?? [] }
    /// `model`, replacing the current one.
    public static func _adding(_ model: AnyObject, to value: Self?) -> Self? { model as? Self }
    /// `nil` when `value` is `model`.
    public static func _removing(_ model: AnyObject, from value: Self?) -> Self? { value === model ? nil : value }
}

extension Array: _OptionalRelationshipWrapped where Element: PersistentModel {
    /// `nil` reads as no models.
    public static func _relatedModels(in value: [Element]?) -> [AnyObject] { value?.map { $0 } ?? [] }
    /// `model` appended (a `nil` array becomes `[model]`).
    public static func _adding(_ model: AnyObject, to value: [Element]?) -> [Element]? {
        guard let model = model as? Element else { return value }
        return (value ?? []) + [model]
    }
    /// The array without `model` (`nil` stays `nil`).
    public static func _removing(_ model: AnyObject, from value: [Element]?) -> [Element]? {
        value?.filter { $0 !== model }
    }
}

extension Optional: _RelationshipValue where Wrapped: _OptionalRelationshipWrapped {
    /// The wrapped relationship's model type.
    public static var _relatedType: any PersistentModel.Type { Wrapped._relatedType }
    /// The models held (none for `nil`).
    public var _relatedModels: [AnyObject] { Wrapped._relatedModels(in: self) }
    /// Holds `model` too.
    public mutating func _add(_ model: AnyObject) { self = Wrapped._adding(model, to: self) }
    /// Stops holding `model`.
    public mutating func _remove(_ model: AnyObject) { self = Wrapped._removing(model, from: self) }
}

extension Array: _RelationshipValue where Element: PersistentModel {
    /// The element model type.
    public static var _relatedType: any PersistentModel.Type { Element.self }
    /// The models, in order.
    public var _relatedModels: [AnyObject] { map { $0 } }
    /// Appends `model`.
    public mutating func _add(_ model: AnyObject) { if let model = model as? Element { append(model) } }
    /// Removes every occurrence of `model`.
    public mutating func _remove(_ model: AnyObject) { removeAll { $0 === model } }
}

/// The description of the property at `keyPath` of `type`, if it is persisted.
func propertyDescription(of type: any PersistentModel.Type, at keyPath: AnyKeyPath) -> _PersistedPropertyDescription? {
    type._$persistedProperties.first { $0.keyPath == keyPath }
}

/// The inverse of the relationship at `keyPath` of `type`: the property of the related type
/// that mirrors it, declared on either side (`inverse:` here, or an `inverse:` there naming
/// this key path).
func inverseDescription(of type: any PersistentModel.Type, at keyPath: AnyKeyPath) -> _PersistedPropertyDescription? {
    guard let property = propertyDescription(of: type, at: keyPath), let relatedType = property.relatedType else { return nil }
    if let inverse = property.inverse { return propertyDescription(of: relatedType, at: inverse) }
    return relatedType._$persistedProperties.first { $0.inverse == keyPath }
}

/// Called by a persisted property's setter. For a relationship: models newly related to a model
/// that belongs to a context are inserted into it (as SwiftData does), and when the relationship
/// has an inverse, `model` is added to the inverse of each newly related model and removed from
/// the inverse of each model no longer related. Not used directly.
public func _relationshipDidChange<Owner: PersistentModel, Value>(_ model: Owner, _ keyPath: ReferenceWritableKeyPath<Owner, Value>,
                                                                  from oldValue: Value, to newValue: Value) {
    let before: [AnyObject], after: [AnyObject]
    if let old = oldValue as? any _RelationshipValue, let new = newValue as? any _RelationshipValue {
        (before, after) = (old._relatedModels, new._relatedModels)
    } else if let old = oldValue as? any PersistentModel, let new = newValue as? any PersistentModel {
        (before, after) = ([old], [new])
    } else {
        return
    }
    let added = after.filter { related in !before.contains { $0 === related } }
    let gone = before.filter { related in !after.contains { $0 === related } }
    if let inverse = inverseDescription(of: Owner.self, at: keyPath) {
        for related in gone { inverse.remove(related, model) }
        for related in added { inverse.add(related, model) }
    }
    if let context = model.modelContext {
        for related in added { if let related = related as? any PersistentModel { context.insertRelated(related) } }
    }
}

/// A collection that can hold a to-many relationship's models: `[Model]` properties of an
/// `@Model` class are ones, as in SwiftData.
public protocol RelationshipCollection {
    /// The model type the collection holds.
    associatedtype PersistentElement: PersistentModel
}

extension Array: RelationshipCollection where Element: PersistentModel {
    /// The array's model type.
    public typealias PersistentElement = Element
}

/// An optional to-many relationship (`var items: [Item]?`, as CloudKit-synced models declare).
extension Optional: RelationshipCollection where Wrapped: Sequence, Wrapped.Element: PersistentModel {
    /// The wrapped collection's model type.
    public typealias PersistentElement = Wrapped.Element
}
