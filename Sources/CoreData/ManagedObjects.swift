// Core Data's names on Linux, so view files using `@FetchRequest` and
// `@Environment(\.managedObjectContext)` compile. There is no persistent store: a context keeps
// the objects inserted into it in memory, which is what a still render needs.
@_exported import Foundation
import BackplateCore

/// A type a fetch request can return: Core Data's managed objects.
public protocol NSFetchRequestResult: NSObjectProtocol {}

/// The description of an entity of a data model: here its name, which is its class's name.
open class NSEntityDescription: NSObject {
    /// The entity's name.
    open var name: String?
    /// The name of the class whose instances are the entity's objects.
    open var managedObjectClassName: String!

    /// An entity without a name.
    public override init() { super.init() }

    /// The entity named `entityName` (there is no model to look it up in: the name is kept).
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        let entity = NSEntityDescription()
        entity.name = entityName
        entity.managedObjectClassName = entityName
        return entity
    }
}

/// Core Data's base class of model objects. An object made with `init(context:)` is inserted
/// into that context, where fetch requests (and `@FetchRequest`) find it. Subclass it with
/// stored properties: `@NSManaged` needs the Objective-C runtime, which Linux lacks.
open class NSManagedObject: NSObject, NSFetchRequestResult {
    /// The context the object was inserted into, if any.
    open internal(set) weak var managedObjectContext: NSManagedObjectContext?

    /// An object in no context, as `Entity()` makes on iOS (which logs that the designated
    /// initializer was not called); previews write it for a placeholder row.
    public override init() { super.init() }

    /// An object of `entity`, inserted into `context` when one is given.
    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        super.init()
        context?.insert(self)
    }

    /// An object of the class's entity, inserted into `context`.
    public convenience init(context: NSManagedObjectContext) {
        self.init(entity: Self.entity(), insertInto: context)
    }

    /// The entity of the class: one named after the class.
    open class func entity() -> NSEntityDescription {
        let entity = NSEntityDescription()
        entity.name = String(describing: self)
        entity.managedObjectClassName = entity.name
        return entity
    }

    /// A request for the class's entity, typed by its result protocol (as Core Data's
    /// `fetchRequest()` on `NSManagedObject`). Disfavoured: as on iOS, an entity class's typed
    /// `fetchRequest()` answers an untyped call, and this one where the result protocol is asked.
    @_disfavoredOverload open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
        NSFetchRequest<any NSFetchRequestResult>(entityName: entity().name ?? String(describing: self))
    }

    /// The object's entity.
    open var entity: NSEntityDescription { Self.entity() }
    /// Whether the object was inserted and not yet saved.
    open var isInserted: Bool { managedObjectContext?.insertedObjects.contains(self) ?? false }
    /// Whether the object was deleted from its context.
    open internal(set) var isDeleted = false
    /// The object's identity, given when first asked for.
    open private(set) lazy var objectID = NSManagedObjectID(entity: entity)
    /// The values of a generated entity class's modelled properties, by key.
    var modeledValues: [String: Any] = [:]
    /// The model's default values of a generated entity class's attributes, by key.
    @_spi(CoreDataGenerated) open class var backplateModelDefaults: [String: Any] { [:] }
}

/// A description of which objects to fetch from a context and in which order.
/// Its result type is not constrained to `NSFetchRequestResult` here: on iOS that protocol is an
/// Objective-C one, so `NSFetchRequest<NSFetchRequestResult>` (a batch delete's request) is valid.
open class NSFetchRequest<ResultType>: NSObject {
    /// The name of the entity to fetch (objects whose class has this name), if any.
    open var entityName: String?
    /// The entity to fetch, if set.
    open var entity: NSEntityDescription? {
        didSet { if let name = entity?.name { entityName = name } }
    }
    /// The condition objects must meet (block predicates, and format strings read by
    /// `NSPredicate(format:)` against stored properties).
    open var predicate: NSPredicate?
    /// The order of the results.
    open var sortDescriptors: [NSSortDescriptor]?
    /// The most results returned (0: no limit).
    open var fetchLimit = 0
    /// How many matching objects are skipped first.
    open var fetchOffset = 0
    /// How many objects a store loads at a time (0: all); every object is in memory here.
    open var fetchBatchSize = 0
    /// Whether property values are loaded with the objects (`true`); they always are here.
    open var includesPropertyValues = true
    /// Whether objects come back as faults (`true`); none is a fault here.
    open var returnsObjectsAsFaults = true
    /// Whether objects of sub-entities match too (`true`; kept).
    open var includesSubentities = true
    /// Whether unsaved changes are included (`true`; kept).
    open var includesPendingChanges = true
    /// Relationships to load with the objects (kept; everything is loaded).
    open var relationshipKeyPathsForPrefetching: [String]?

    /// A request for every object (of `ResultType`).
    public override init() { super.init() }
    /// A request for the objects of the entity named `entityName`.
    public convenience init(entityName: String) {
        self.init()
        self.entityName = entityName
    }
}

/// Managed objects are observable objects, as on iOS, so views hold them in `@ObservedObject`.
extension NSManagedObject: ObservableObject {}

// Not Identifiable itself, as in Core Data: Xcode's generated entity classes add
// `extension Entity: Identifiable {}` (object identity), which would otherwise be redundant.
