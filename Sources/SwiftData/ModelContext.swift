import BackplateCore
import Foundation

/// An object that inserts, deletes, fetches and saves models, as SwiftData's `ModelContext`.
///
/// In Backplate a context works directly on its container's in-memory store: an inserted model
/// is fetched at once by every context of the container (and by `@Query`), and `save()` only
/// clears `hasChanges`; nothing reaches a disk.
public final class ModelContext {
    private let owner: ModelContainer?
    private weak var weakOwner: ModelContainer?
    private let schema: Schema
    let store: ModelStore
    private var pendingInserts: [any PersistentModel] = []
    private var pendingDeletes: [any PersistentModel] = []

    /// Whether the context saves by itself (nothing to save to in Backplate).
    public var autosaveEnabled: Bool = true
    /// The undo manager recording the context's changes (`nil`, the default: none). Backplate's
    /// in-memory store registers no undo actions with it.
    public var undoManager: UndoManager?

    /// Creates a context of `container`.
    public init(_ container: ModelContainer) {
        owner = container
        schema = container.schema
        store = container.store
    }

    /// The main context of `container` (holds it weakly: the container holds the context).
    init(mainOf container: ModelContainer) {
        owner = nil
        weakOwner = container
        schema = container.schema
        store = container.store
    }

    /// The context's container.
    public var container: ModelContainer {
        owner ?? weakOwner ?? ModelContainer(schema: schema, store: store)
    }

    /// Whether models were inserted or deleted through this context since the last `save()`.
    public var hasChanges: Bool { !pendingInserts.isEmpty || !pendingDeletes.isEmpty }

    /// The models inserted through this context since the last `save()`, in order.
    public var insertedModelsArray: [any PersistentModel] { pendingInserts }

    /// The models deleted through this context since the last `save()`, in order.
    public var deletedModelsArray: [any PersistentModel] { pendingDeletes }

    /// Models changed since the last save; Backplate does not track property edits, so empty.
    public var changedModelsArray: [any PersistentModel] { [] }

    /// Registers `model` (and, through its relationships, every model it reaches) with the
    /// context, so fetches and `@Query` return it; inserting a model twice does nothing.
    /// Relationships set in the model's initialiser get their inverse filled in here.
    public func insert<T: PersistentModel>(_ model: T) {
        insertModel(model)
    }

    /// Inserts a model newly related to one of the context's models.
    func insertRelated(_ model: any PersistentModel) { insertModel(model) }

    private func insertModel(_ model: any PersistentModel) {
        let type = type(of: model)
        guard store.insert(model, as: type) else { return }
        model._$persistentState.context = self
        model._$persistentState.isDeleted = false
        model._$persistentState.hasChanges = true
        if let index = pendingDeletes.firstIndex(where: { $0 === model }) {
            pendingDeletes.remove(at: index)
        } else {
            pendingInserts.append(model)
        }
        for property in type._$persistedProperties where property.relatedType != nil {
            let inverse = inverseDescription(of: type, at: property.keyPath)
            for related in property.related(model) {
                inverse?.add(related, model)
                if let related = related as? any PersistentModel { insertModel(related) }
            }
        }
    }

    /// Removes `model` from the context: fetches no longer return it, its `isDeleted` is
    /// `true`, and its relationships follow their delete rules (`.cascade` deletes the related
    /// models, `.nullify` removes the model from their inverse).
    public func delete<T: PersistentModel>(_ model: T) {
        deleteModel(model)
    }

    private func deleteModel(_ model: any PersistentModel) {
        let type = type(of: model)
        guard store.remove(model, as: type) else { return }
        model._$persistentState.isDeleted = true
        model._$persistentState.context = nil
        if let index = pendingInserts.firstIndex(where: { $0 === model }) {
            pendingInserts.remove(at: index)
        } else {
            pendingDeletes.append(model)
        }
        for property in type._$persistedProperties where property.relatedType != nil {
            let related = property.related(model)
            switch property.deleteRule {
            case .cascade:
                for other in related { if let other = other as? any PersistentModel { deleteModel(other) } }
            case .nullify, .deny:
                let inverse = inverseDescription(of: type, at: property.keyPath)
                for other in related { inverse?.remove(other, model) }
            case .noAction:
                break
            }
        }
    }

    /// Deletes every model of `model` that matches `predicate` (every one, without a predicate).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for match in try fetch(FetchDescriptor<T>(predicate: predicate)) { deleteModel(match) }
    }

    /// Marks the context's changes saved (`hasChanges` becomes `false`); nothing is written.
    /// Posts `ModelContext.willSave` before and `ModelContext.didSave` after, the latter with
    /// the inserted and deleted models' identifiers under `NotificationKey`'s raw values.
    public func save() throws {
        NotificationCenter.default.post(name: ModelContext.willSave, object: self)
        let inserted = pendingInserts.map(\.persistentModelID), deleted = pendingDeletes.map(\.persistentModelID)
        for model in pendingInserts { model._$persistentState.hasChanges = false }
        pendingInserts = []
        pendingDeletes = []
        NotificationCenter.default.post(name: ModelContext.didSave, object: self, userInfo: [
            NotificationKey.insertedIdentifiers.rawValue: inserted,
            NotificationKey.updatedIdentifiers.rawValue: [PersistentIdentifier](),
            NotificationKey.deletedIdentifiers.rawValue: deleted,
        ])
    }

    /// Undoes the inserts and deletes made through this context since the last `save()`:
    /// inserted models leave the store, deleted ones return (relationship changes and property
    /// edits are not undone).
    public func rollback() {
        let inserted = pendingInserts, deleted = pendingDeletes
        pendingInserts = []
        pendingDeletes = []
        for model in inserted.reversed() where store.remove(model, as: type(of: model)) {
            model._$persistentState.context = nil
            model._$persistentState.hasChanges = false
        }
        for model in deleted where store.insert(model, as: type(of: model)) {
            model._$persistentState.context = self
            model._$persistentState.isDeleted = false
        }
    }

    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// Does nothing: changes apply as they are made.
    public func processPendingChanges() {}

    /// The models of type `T` that match the descriptor's predicate, sorted by its sort
    /// descriptors (insertion order when it has none, and between equal ones), after skipping
    /// `fetchOffset` and keeping at most `fetchLimit`.
    /// - Throws: the error a predicate throws while it is evaluated.
    /// - Complexity: O(n log n) for n models of the type.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var models = store.models(of: T.self)
        if let predicate = descriptor.predicate {
            models = try models.filter { try predicate.evaluate($0) }
        }
        if !descriptor.sortBy.isEmpty {
            models = models.enumerated().sorted { a, b in
                for sort in descriptor.sortBy {
                    switch sort.compare(a.element, b.element) {
                    case .orderedAscending: return true
                    case .orderedDescending: return false
                    case .orderedSame: continue
                    }
                }
                return a.offset < b.offset
            }.map(\.element)
        }
        let offset = max(0, descriptor.fetchOffset ?? 0)
        models = Array(models.dropFirst(offset))
        if let limit = descriptor.fetchLimit { models = Array(models.prefix(max(0, limit))) }
        return models
    }

    /// The number of models `fetch(descriptor)` returns.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    /// The model of type `T` with `persistentModelID`, if the context holds it.
    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
        store.models(of: T.self).first { $0.persistentModelID == persistentModelID }
    }
}
