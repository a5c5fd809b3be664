import Foundation

/// A request a context executes against its store rather than its objects.
open class NSPersistentStoreRequest: NSObject {}

/// What executing a store request returned.
open class NSPersistentStoreResult: NSObject {}

/// What a batch delete returns: `resultType` chooses the form of `result`.
public enum NSBatchDeleteRequestResultType: UInt, Sendable {
    /// No result (`nil`).
    case resultTypeStatusOnly = 0
    /// The deleted objects' IDs (`[NSManagedObjectID]`).
    case resultTypeObjectIDs = 1
    /// How many objects were deleted (`Int`).
    case resultTypeCount = 2
}

/// Deletes every object a fetch request selects. A context here is its own store, so the
/// objects are deleted from it at once, as a save of each deletion would.
open class NSBatchDeleteRequest: NSPersistentStoreRequest {
    /// The request whose objects are deleted.
    public let fetchRequest: NSFetchRequest<NSFetchRequestResult>
    /// The form of the result (`.resultTypeStatusOnly` by default).
    open var resultType: NSBatchDeleteRequestResultType = .resultTypeStatusOnly

    /// A batch delete of the objects `fetch` selects.
    public init(fetchRequest fetch: NSFetchRequest<NSFetchRequestResult>) {
        fetchRequest = fetch
        super.init()
    }

    /// A batch delete of the objects with these IDs.
    public convenience init(objectIDs: [NSManagedObjectID]) {
        let request = NSFetchRequest<NSFetchRequestResult>()
        let wanted = Set(objectIDs)
        request.predicate = NSPredicate { object, _ in (object as? NSManagedObject).map { wanted.contains($0.objectID) } ?? false }
        self.init(fetchRequest: request)
    }
}

/// The result of a batch delete.
open class NSBatchDeleteResult: NSPersistentStoreResult {
    /// `nil`, the deleted objects' IDs or their count, as the request's `resultType` asked.
    public let result: Any?
    init(result: Any?) {
        self.result = result
        super.init()
    }
}

extension NSManagedObjectContext {
    /// Executes a store request: a batch delete removes the objects its fetch request selects.
    /// - Throws: `CocoaError(.featureUnsupported)` for other requests.
    public func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
        guard let delete = request as? NSBatchDeleteRequest else { throw CocoaError(.featureUnsupported) }
        let doomed = try fetch(delete.fetchRequest).compactMap { $0 as? NSManagedObject }
        let ids = doomed.map(\.objectID)
        for object in doomed { self.delete(object) }
        switch delete.resultType {
        case .resultTypeStatusOnly: return NSBatchDeleteResult(result: nil)
        case .resultTypeObjectIDs: return NSBatchDeleteResult(result: ids)
        case .resultTypeCount: return NSBatchDeleteResult(result: ids.count)
        }
    }
}
