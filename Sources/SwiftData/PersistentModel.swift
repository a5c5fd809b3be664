import Foundation
import Synchronization

/// An interface that lets SwiftData manage a class as a stored model, as SwiftData's
/// `PersistentModel`. Conform with `@Model`, never by hand: the macro supplies the members
/// prefixed `_$`.
///
/// Models are compared and hashed by identity. `Identifiable`'s `id` is `persistentModelID`
/// (a `PersistentIdentifier`, as SwiftData's) unless the class declares its own `id`.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable, _OptionalRelationshipWrapped {
    /// The model's persistence state (its context, whether it was deleted); made by `@Model`.
    var _$persistentState: _PersistentModelState { get }
    /// The persisted properties, with relationship rules; made by `@Model`.
    static var _$persistedProperties: [_PersistedPropertyDescription] { get }
}

extension PersistentModel {
    /// The context the model was inserted into, or `nil` before it is inserted and after it is
    /// deleted.
    public var modelContext: ModelContext? { _$persistentState.context }

    /// The model's identifier: stable for the life of the object.
    public var persistentModelID: PersistentIdentifier { _$persistentState.identifier }

    /// The model's `Identifiable` identity, its `persistentModelID` (a class's own `id` wins).
    public var id: PersistentIdentifier { persistentModelID }

    /// Whether the model has been deleted from its context.
    public var isDeleted: Bool { _$persistentState.isDeleted }

    /// Whether the model has changes not yet saved; in Backplate, whether it was inserted since
    /// its context last saved.
    public var hasChanges: Bool { _$persistentState.hasChanges }

    /// Whether two models are the same object.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    /// Hashes the model's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A type that describes the identity of a model, as SwiftData's `PersistentIdentifier`: in
/// Backplate, a number unique in the process, given in creation order.
public struct PersistentIdentifier: Hashable, Identifiable, Comparable, Sendable, Codable {
    /// The model's number.
    let number: UInt64
    /// The name of the model's entity (its class name; empty for a model made without `@Model`).
    public let entityName: String

    /// The identifier of the store the model is saved in: `nil`, as Backplate's stores are in
    /// memory and have none.
    public var storeIdentifier: String? { nil }

    /// The opaque storage of an identifier, as SwiftData's `PersistentIdentifier.ID`: in
    /// Backplate the model's creation number.
    public struct ID: Hashable, Sendable, Codable {
        let number: UInt64
    }

    /// The identifier's opaque storage (its model's creation number).
    public var id: ID { ID(number: number) }

    /// Orders identifiers by creation.
    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool { lhs.number < rhs.number }
}

/// The persistence state `@Model` stores in each model: its context, its identifier and
/// whether it was deleted. Not used directly.
public final class _PersistentModelState: @unchecked Sendable {
    // Unchecked Sendable: its mutable state is read and written only under `lock`.
    private static let counter = Atomic<UInt64>(0)
    private let lock = NSLock()
    private weak var storedContext: ModelContext?
    private var deleted = false
    private var changed = false
    let identifier: PersistentIdentifier

    /// Creates an empty state (the model belongs to no context).
    public convenience init() { self.init(entityName: "") }

    /// Creates an empty state for a model of the entity `entityName`.
    public init(entityName: String) {
        identifier = PersistentIdentifier(number: _PersistentModelState.counter.add(1, ordering: .relaxed).newValue,
                                          entityName: entityName)
    }

    var context: ModelContext? {
        get { lock.withLock { storedContext } }
        set { lock.withLock { storedContext = newValue } }
    }
    var isDeleted: Bool {
        get { lock.withLock { deleted } }
        set { lock.withLock { deleted = newValue } }
    }
    var hasChanges: Bool {
        get { lock.withLock { changed } }
        set { lock.withLock { changed = newValue } }
    }
}
