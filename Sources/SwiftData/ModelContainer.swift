import Foundation

/// An object that manages an app's schema and model storage, as SwiftData's `ModelContainer`.
///
/// Backplate's containers keep their models in memory, in insertion order, for as long as the
/// container (or one of its contexts) lives: nothing is read from or written to disk, whatever
/// the configurations say. Every context of a container sees the same models at once, as if
/// each insert were saved straight away.
public final class ModelContainer: @unchecked Sendable {
    // Unchecked Sendable: SwiftData's is Sendable; its store is guarded by `ModelStore`'s lock.
    /// The schema the container was created with.
    public let schema: Schema
    /// The configurations the container was created with.
    public let configurations: Set<ModelConfiguration>
    /// The migration plan the container was created with (kept; no stage runs, as an in-memory
    /// store has no older version to migrate).
    public let migrationPlan: (any SchemaMigrationPlan.Type)?
    let store: ModelStore
    private let lock = NSLock()
    private var main: ModelContext?

    /// Creates a container for `givenSchema` with a migration plan and `configurations` (an
    /// in-memory store in every case: the plan is kept, and no stage runs).
    public init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                configurations: [ModelConfiguration]) throws {
        schema = givenSchema
        self.configurations = Set(configurations)
        self.migrationPlan = migrationPlan
        store = ModelStore()
    }

    /// Creates a container for `givenSchema` with a migration plan and zero or more configurations.
    public convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                            configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
    }

    /// Creates a container for the given model types with a migration plan and zero or more
    /// configurations.
    public convenience init(for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                            configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
    }

    /// A container around an existing store (for a context that outlived its container).
    init(schema: Schema, store: ModelStore) {
        self.schema = schema
        configurations = []
        migrationPlan = nil
        self.store = store
    }

    /// The context bound to the main actor, made the first time it is asked for; the one
    /// `.modelContainer(_:)` places in the environment.
    @MainActor public var mainContext: ModelContext { _mainContext }

    /// `mainContext` without the main-actor requirement, for the engine.
    var _mainContext: ModelContext {
        lock.withLock {
            if let main { return main }
            let made = ModelContext(mainOf: self)
            main = made
            return made
        }
    }

    /// Removes every model from the container's store.
    public func deleteAllData() {
        for model in store.all() { (model as? any PersistentModel)?._$persistentState.isDeleted = true }
        store.removeAll()
    }

    /// Erases the container's stores (iOS 18): every model is removed, as `deleteAllData()` does,
    /// since the store lives in memory. Never throws here.
    public func erase() throws {
        deleteAllData()
    }
}

/// The models of one container, per model type, in insertion order. Guarded by a lock: the
/// container may be read by a render on one thread while the code that made it runs on another.
final class ModelStore: @unchecked Sendable {
    // Unchecked Sendable: its mutable state is read and written only under `lock`.
    private let lock = NSLock()
    private var models: [ObjectIdentifier: [AnyObject]] = [:]
    private var members: Set<ObjectIdentifier> = []

    /// Models that point at each other (a trip's expenses, each expense's trip) would keep each
    /// other alive once the store is gone, a leak per render in a server: their relationships
    /// are emptied, as SwiftData's models stop being usable without their context.
    deinit {
        for model in models.values.joined() {
            guard let model = model as? any PersistentModel else { continue }
            for property in type(of: model)._$persistedProperties where property.relatedType != nil {
                for related in property.related(model) { property.remove(model, related) }
            }
        }
    }

    /// Adds `model` under `type`; returns `false` when it is already stored.
    func insert(_ model: AnyObject, as type: Any.Type) -> Bool {
        lock.withLock {
            guard members.insert(ObjectIdentifier(model)).inserted else { return false }
            models[ObjectIdentifier(type), default: []].append(model)
            return true
        }
    }

    /// Removes `model` from under `type`; returns `false` when it was not stored.
    func remove(_ model: AnyObject, as type: Any.Type) -> Bool {
        lock.withLock {
            guard members.remove(ObjectIdentifier(model)) != nil else { return false }
            models[ObjectIdentifier(type)]?.removeAll { $0 === model }
            return true
        }
    }

    func contains(_ model: AnyObject) -> Bool { lock.withLock { members.contains(ObjectIdentifier(model)) } }

    /// The models stored under `type`, in insertion order.
    func models<T>(of type: T.Type) -> [T] {
        lock.withLock { (models[ObjectIdentifier(type)] ?? []).map { $0 as! T } }
    }

    func all() -> [AnyObject] { lock.withLock { models.values.flatMap { $0 } } }

    func removeAll() {
        lock.withLock {
            models = [:]
            members = []
        }
    }
}

extension ModelContainer: Equatable {
    /// Containers are equal when they are the same container (SwiftData compares identity).
    public static func == (lhs: ModelContainer, rhs: ModelContainer) -> Bool { lhs === rhs }
}
