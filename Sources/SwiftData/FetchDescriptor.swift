import Foundation

/// The criteria, order and limits of a fetch, as SwiftData's `FetchDescriptor`: a Foundation
/// `Predicate` (write it with `#Predicate`), `SortDescriptor`s, and an offset and limit.
public struct FetchDescriptor<T: PersistentModel>: @unchecked Sendable {
    // Unchecked Sendable: SwiftData's is Sendable; a value of predicates and sort descriptors.
    /// The condition a model meets to be fetched; `nil` fetches every model of the type.
    public var predicate: Predicate<T>?
    /// The order of the results, first descriptor first; empty keeps insertion order.
    public var sortBy: [SortDescriptor<T>]
    /// The most models to return.
    public var fetchLimit: Int?
    /// How many matching models to skip.
    public var fetchOffset: Int?
    /// Whether unsaved changes count (always, in Backplate's in-memory store).
    public var includePendingChanges: Bool = true
    /// Related models to prefetch (ignored: everything is in memory).
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []
    /// Properties to fetch (ignored: models are fetched whole).
    public var propertiesToFetch: [PartialKeyPath<T>] = []

    /// Creates a fetch descriptor.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
