import Foundation

/// The object between a container's contexts and its stores, as a stand-in: there are no
/// stores (every context keeps its objects in memory), so an object ID's URI finds nothing.
open class NSPersistentStoreCoordinator: NSObject {
    /// A coordinator with no stores.
    public override init() { super.init() }

    /// The ID an `NSManagedObjectID.uriRepresentation()` stands for: nil, as no object is
    /// saved to a store (iOS answers nil for a URI no store has).
    open func managedObjectID(forURIRepresentation url: URL) -> NSManagedObjectID? { nil }
}
