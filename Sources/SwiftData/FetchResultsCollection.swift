import Foundation

/// The results of a batched fetch, as SwiftData's `FetchResultsCollection`: a random-access
/// collection of models (or identifiers). SwiftData loads it a batch at a time; Backplate's
/// store is in memory, so it holds every result at once.
public struct FetchResultsCollection<Element>: RandomAccessCollection {
    private let elements: [Element]

    init(_ elements: [Element]) { self.elements = elements }

    /// The position of the first result (0).
    public var startIndex: Int { elements.startIndex }
    /// One past the position of the last result.
    public var endIndex: Int { elements.endIndex }
    /// The result at `position`.
    public subscript(position: Int) -> Element { elements[position] }
}

extension FetchResultsCollection: Sendable where Element: Sendable {}

extension ModelContext {
    /// The models `fetch(descriptor)` returns, as a collection SwiftData would load `batchSize`
    /// at a time (all at once here: the store is in memory).
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, batchSize: Int) throws -> FetchResultsCollection<T> {
        FetchResultsCollection(try fetch(descriptor))
    }

    /// The identifiers of the models `fetch(descriptor)` returns, in the same order.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// The identifiers of the models `fetch(descriptor)` returns, as a batched collection.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, batchSize: Int) throws
        -> FetchResultsCollection<PersistentIdentifier> {
        FetchResultsCollection(try fetchIdentifiers(descriptor))
    }

    /// Runs `block` on each model `fetch(descriptor)` returns, in order; an error `block` throws
    /// stops the enumeration and is rethrown.
    public func enumerate<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, batchSize: Int = 5000,
                                              allowEscapingMutations: Bool = false,
                                              block: (T) throws -> Void) throws {
        for model in try fetch(descriptor) { try block(model) }
    }

    /// The model with `persistentModelID` among the container's models, of any type. For an
    /// identifier the container doesn't hold, a placeholder model (as SwiftData returns one)
    /// whose `isDeleted` is `true` and `modelContext` is `nil`.
    public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
        for case let model as any PersistentModel in store.all() where model.persistentModelID == persistentModelID {
            return model
        }
        return PlaceholderModel()
    }
}

/// What `model(for:)` returns for an unknown identifier: a model of no type of yours, deleted.
private final class PlaceholderModel: PersistentModel {
    let _$persistentState = _PersistentModelState()
    static var _$persistedProperties: [_PersistedPropertyDescription] { [] }
    init() { _$persistentState.isDeleted = true }
}
