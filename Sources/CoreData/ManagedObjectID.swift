import Foundation
import Synchronization

/// A managed object's identity, as Core Data's: equal for the same object, hashable, with a URI.
/// Objects here are never written to a store, so every ID is temporary
/// (`x-coredata:///ENTITY/tNUMBER`), numbered in the order objects are first asked for one.
open class NSManagedObjectID: NSObject {
    private static let counter = Atomic<Int>(0)

    /// The entity of the object it identifies.
    public let entity: NSEntityDescription
    let number: Int

    init(entity: NSEntityDescription) {
        self.entity = entity
        number = Self.counter.add(1, ordering: .relaxed).newValue
        super.init()
    }

    /// Whether the ID is temporary: always, as no object is saved to a store.
    open var isTemporaryID: Bool { true }

    /// The ID as a URI: `x-coredata:///ENTITY/tNUMBER`.
    open func uriRepresentation() -> URL {
        URL(string: "x-coredata:///\(entity.name ?? "Entity")/t\(number)") ?? URL(fileURLWithPath: "/")
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? NSManagedObjectID)?.number == number }
    open override var hash: Int { number.hashValue }
    open override var description: String { uriRepresentation().absoluteString }
}

extension NSManagedObjectContext {
    /// The object with `objectID` in the context: as `object(with:)` on iOS, but an object the
    /// context does not have is a new, empty one of the ID's entity (iOS returns a fault that
    /// fails when read).
    public func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        registeredObject(for: objectID) ?? NSManagedObject(entity: objectID.entity, insertInto: nil)
    }

    /// The object with `objectID`, if the context has it.
    public func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? {
        registeredObjects.first { $0.objectID == objectID }
    }

    /// The object with `objectID`.
    /// - Throws: Core Data's referential integrity error (Cocoa error 133000) when the context
    ///   does not have it, as iOS throws for an object no store has.
    public func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        guard let object = registeredObject(for: objectID) else { throw CocoaError(CocoaError.Code(rawValue: 133_000)) }
        return object
    }
}
