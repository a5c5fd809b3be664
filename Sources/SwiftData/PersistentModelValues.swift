import BackplateCore
import Foundation

// A model's values read and written by key path, as SwiftData's `PersistentModel` members
// that `@Model`'s accessors call; in Backplate they go straight to the model's properties.
extension PersistentModel {
    /// The model's backing data: reads and writes this model's properties. Assigning backing
    /// data made with `createBackingData()` writes the values set on it into the model.
    public var persistentBackingData: any BackingData<Self> {
        get { ModelBackingData(model: self) }
        set {
            guard let data = newValue as? ModelBackingData<Self> else {
                RuntimeWarning.emit("persistentBackingData: \(type(of: newValue)) is not Backplate's backing data; \(Self.self) keeps its values")
                return
            }
            data.apply(to: self)
        }
    }

    /// The persisted properties' names and key paths (no default values: `@Model` records none).
    public static var schemaMetadata: [Schema.PropertyMetadata] {
        let entity = Schema.Entity(modelType: Self.self)
        return _$persistedProperties.map { property in
            Schema.PropertyMetadata(name: property.name, keypath: property.keyPath,
                                    metadata: entity.storedPropertiesByName[property.name])
        }
    }

    /// Empty backing data for models of type `P`, which holds values until assigned to a model.
    public static func createBackingData<P>() -> any BackingData<P> where P: PersistentModel {
        ModelBackingData(for: P.self)
    }

    /// The value of an attribute.
    public func getValue<Value>(forKey key: KeyPath<Self, Value>) -> Value where Value: Decodable { self[keyPath: key] }
    /// The model a to-one relationship holds.
    public func getValue<Value>(forKey key: KeyPath<Self, Value>) -> Value where Value: PersistentModel { self[keyPath: key] }
    /// The model an optional to-one relationship holds, or `nil`.
    public func getValue<Value>(forKey key: KeyPath<Self, Value?>) -> Value? where Value: PersistentModel { self[keyPath: key] }
    /// The models a to-many relationship holds.
    public func getValue<Value, OtherModel>(forKey key: KeyPath<Self, Value>) -> Value
    where Value: RelationshipCollection, OtherModel == Value.PersistentElement { self[keyPath: key] }
    /// The models a to-many relationship of a decodable collection type holds.
    public func getValue<Value, OtherModel>(forKey key: KeyPath<Self, Value>) -> Value
    where Value: Decodable, Value: RelationshipCollection, OtherModel == Value.PersistentElement { self[keyPath: key] }
    /// The value of a `.transformable` attribute.
    public func getTransformableValue<Value>(forKey key: KeyPath<Self, Value>) -> Value { self[keyPath: key] }

    /// Sets an attribute (a read-only key path sets nothing and warns).
    public func setValue<Value>(forKey key: KeyPath<Self, Value>, to newValue: Value) where Value: Encodable {
        assign(newValue, at: key)
    }
    /// Sets the model a to-one relationship holds.
    public func setValue<Value>(forKey key: KeyPath<Self, Value>, to newValue: Value) where Value: PersistentModel {
        assign(newValue, at: key)
    }
    /// Sets or clears the model an optional to-one relationship holds.
    public func setValue<Value>(forKey key: KeyPath<Self, Value?>, to newValue: Value?) where Value: PersistentModel {
        assign(newValue, at: key)
    }
    /// Sets the models a to-many relationship holds.
    public func setValue<Value, OtherModel>(forKey key: KeyPath<Self, Value>, to newValue: Value)
    where Value: RelationshipCollection, OtherModel == Value.PersistentElement { assign(newValue, at: key) }
    /// Sets the models a to-many relationship of an encodable collection type holds.
    public func setValue<Value, OtherModel>(forKey key: KeyPath<Self, Value>, to newValue: Value)
    where Value: Encodable, Value: RelationshipCollection, OtherModel == Value.PersistentElement { assign(newValue, at: key) }
    /// Sets a `.transformable` attribute.
    public func setTransformableValue<Value>(forKey key: KeyPath<Self, Value>, to newValue: Value) {
        assign(newValue, at: key)
    }

    private func assign<Value>(_ newValue: Value, at key: KeyPath<Self, Value>) {
        guard let writable = key as? ReferenceWritableKeyPath<Self, Value> else {
            RuntimeWarning.emit("setValue(forKey:to:): \(key) of \(Self.self) is read-only; the value is not set")
            return
        }
        self[keyPath: writable] = newValue
    }
}
