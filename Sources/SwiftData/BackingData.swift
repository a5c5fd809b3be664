import BackplateCore
import Foundation

/// Where a model's persisted values are read and written, as SwiftData's `BackingData`.
///
/// In Backplate a model keeps its values in its own properties: the backing data a model
/// gives (`persistentBackingData`) reads and writes them through key paths, and one made with
/// `init(for:)` holds values until it is assigned to a model. Nothing is written to disk.
public protocol BackingData<Model> {
    /// The model type whose values this backing data holds.
    associatedtype Model: PersistentModel

    /// Creates empty backing data for models of `modelType`.
    init(for modelType: Model.Type)

    /// The identifier of the model the data belongs to, or `nil` when it belongs to none.
    var persistentModelID: PersistentIdentifier? { get }
    /// Information about the data's model (in Backplate, the model's `Schema.Entity`).
    var metadata: Any { get }

    /// The value of an attribute.
    func getValue<Value>(forKey key: KeyPath<Model, Value>) -> Value where Value: Decodable
    /// The model a to-one relationship holds.
    func getValue<Value>(forKey key: KeyPath<Model, Value>) -> Value where Value: PersistentModel
    /// The model an optional to-one relationship holds, or `nil`.
    func getValue<Value>(forKey key: KeyPath<Model, Value?>) -> Value? where Value: PersistentModel
    /// The models a to-many relationship holds.
    func getValue<Value, OtherModel>(forKey key: KeyPath<Model, Value>) -> Value
    where Value: RelationshipCollection, OtherModel == Value.PersistentElement
    /// The models a to-many relationship of a decodable collection type holds.
    func getValue<Value, OtherModel>(forKey key: KeyPath<Model, Value>) -> Value
    where Value: Decodable, Value: RelationshipCollection, OtherModel == Value.PersistentElement
    /// The value of a `.transformable` attribute.
    func getTransformableValue<Value>(forKey key: KeyPath<Model, Value>) -> Value

    /// Sets an attribute.
    func setValue<Value>(forKey key: KeyPath<Model, Value>, to newValue: Value) where Value: Encodable
    /// Sets the model a to-one relationship holds.
    func setValue<Value>(forKey key: KeyPath<Model, Value>, to newValue: Value) where Value: PersistentModel
    /// Sets or clears the model an optional to-one relationship holds.
    func setValue<Value>(forKey key: KeyPath<Model, Value?>, to newValue: Value?) where Value: PersistentModel
    /// Sets the models a to-many relationship holds.
    func setValue<Value, OtherModel>(forKey key: KeyPath<Model, Value>, to newValue: Value)
    where Value: RelationshipCollection, OtherModel == Value.PersistentElement
    /// Sets the models a to-many relationship of an encodable collection type holds.
    func setValue<Value, OtherModel>(forKey key: KeyPath<Model, Value>, to newValue: Value)
    where Value: Encodable, Value: RelationshipCollection, OtherModel == Value.PersistentElement
    /// Sets a `.transformable` attribute.
    func setTransformableValue<Value>(forKey key: KeyPath<Model, Value>, to newValue: Value)
}

/// Backplate's backing data: bound to a model, it reads and writes the model's properties;
/// unbound, it keeps the values set on it and writes them into the model it is assigned to.
final class ModelBackingData<Model: PersistentModel>: BackingData {
    private weak var model: Model?
    private var pending: [AnyKeyPath: (value: Any, apply: (Model) -> Void)] = [:]
    private var order: [AnyKeyPath] = []

    init(for modelType: Model.Type) {}

    init(model: Model) { self.model = model }

    var persistentModelID: PersistentIdentifier? { model?.persistentModelID }
    var metadata: Any { Schema.Entity(modelType: Model.self) }

    /// The bound model's value, else the value set on this data; reading a value never set
    /// on unbound data is a programming error, as in SwiftData.
    private func read<Value>(_ key: KeyPath<Model, Value>) -> Value {
        if let model { return model[keyPath: key] }
        if let value = pending[key]?.value as? Value { return value }
        preconditionFailure("BackingData<\(Model.self)> has no value for \(key): set it before reading it")
    }

    /// Writes into the bound model, else keeps the value for the model this data is assigned to.
    private func write<Value>(_ key: KeyPath<Model, Value>, _ newValue: Value) {
        guard let writable = key as? ReferenceWritableKeyPath<Model, Value> else {
            RuntimeWarning.emit("BackingData.setValue(forKey:to:): \(key) of \(Model.self) is read-only; the value is not set")
            return
        }
        if let model {
            model[keyPath: writable] = newValue
            return
        }
        if pending[key] == nil { order.append(key) }
        pending[key] = (newValue, { $0[keyPath: writable] = newValue })
    }

    /// Writes the values set on this unbound data into `model`, in the order they were set.
    func apply(to model: Model) {
        for key in order { pending[key]?.apply(model) }
    }

    func getValue<Value>(forKey key: KeyPath<Model, Value>) -> Value where Value: Decodable { read(key) }
    func getValue<Value>(forKey key: KeyPath<Model, Value>) -> Value where Value: PersistentModel { read(key) }
    func getValue<Value>(forKey key: KeyPath<Model, Value?>) -> Value? where Value: PersistentModel { read(key) }
    func getValue<Value, OtherModel>(forKey key: KeyPath<Model, Value>) -> Value
    where Value: RelationshipCollection, OtherModel == Value.PersistentElement { read(key) }
    func getValue<Value, OtherModel>(forKey key: KeyPath<Model, Value>) -> Value
    where Value: Decodable, Value: RelationshipCollection, OtherModel == Value.PersistentElement { read(key) }
    func getTransformableValue<Value>(forKey key: KeyPath<Model, Value>) -> Value { read(key) }

    func setValue<Value>(forKey key: KeyPath<Model, Value>, to newValue: Value) where Value: Encodable { write(key, newValue) }
    func setValue<Value>(forKey key: KeyPath<Model, Value>, to newValue: Value) where Value: PersistentModel { write(key, newValue) }
    func setValue<Value>(forKey key: KeyPath<Model, Value?>, to newValue: Value?) where Value: PersistentModel { write(key, newValue) }
    func setValue<Value, OtherModel>(forKey key: KeyPath<Model, Value>, to newValue: Value)
    where Value: RelationshipCollection, OtherModel == Value.PersistentElement { write(key, newValue) }
    func setValue<Value, OtherModel>(forKey key: KeyPath<Model, Value>, to newValue: Value)
    where Value: Encodable, Value: RelationshipCollection, OtherModel == Value.PersistentElement { write(key, newValue) }
    func setTransformableValue<Value>(forKey key: KeyPath<Model, Value>, to newValue: Value) { write(key, newValue) }
}
