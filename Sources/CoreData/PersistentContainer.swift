import Foundation

/// The store type of a SQLite file (Core Data's default).
public let NSSQLiteStoreType = "SQLite"
/// The store type of a store kept in memory.
public let NSInMemoryStoreType = "InMemory"
/// The store type of a binary file.
public let NSBinaryStoreType = "Binary"

/// A description of one persistent store a container loads: its location and type. Backplate
/// opens no store: whatever the type, the container's contexts keep their objects in memory.
open class NSPersistentStoreDescription: NSObject {
    /// Where the store lives (`/dev/null` in previews keeps it in memory on iOS too).
    open var url: URL?
    /// The store type: `NSSQLiteStoreType` unless set.
    open var type: String = NSSQLiteStoreType
    /// The model configuration the store holds, if any.
    open var configuration: String?
    /// Whether the store is opened read-only.
    open var isReadOnly = false
    /// Whether `loadPersistentStores` loads the store in the background (here, at once either way).
    open var shouldAddStoreAsynchronously = false
    /// Whether an older store is migrated when loaded.
    open var shouldMigrateStoreAutomatically = true
    /// Whether a mapping model is inferred for a migration.
    open var shouldInferMappingModelAutomatically = true
    /// The CloudKit container the store is mirrored to (`nil`: not mirrored). A render has no
    /// iCloud account, so nothing is mirrored either way.
    open var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?
    /// The store options set with `setOption(_:forKey:)`.
    open private(set) var options: [String: NSObject] = [:]

    /// A description with no location yet.
    public override init() { super.init() }
    /// A description of the store at `url`.
    public init(url: URL) {
        self.url = url
        super.init()
    }
    /// Sets a store option (`NSPersistentHistoryTrackingKey`...); recorded, nothing reads it.
    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
    /// The SQLite pragmas set with `setValue(_:forPragmaNamed:)` (kept under the
    /// `NSSQLitePragmasOption` option, as Core Data keeps them; the in-memory store reads none).
    open private(set) var sqlitePragmas: [String: Any] = [:]
    /// Sets the SQLite pragma `name` ("journal_mode") to `value`; nil removes it.
    open func setValue(_ value: NSObject?, forPragmaNamed name: String) {
        sqlitePragmas[name] = value
        options[NSSQLitePragmasOption] = NSDictionary(dictionary: sqlitePragmas)
    }
}

/// The store option holding SQLite pragmas ("NSSQLitePragmasOption").
public let NSSQLitePragmasOption = "NSSQLitePragmasOption"
/// The option that turns on persistent history tracking (recorded only).
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
/// The option that posts remote change notifications (recorded only).
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"

extension Notification.Name {
    /// Posted when another process or CloudKit changes a store that asked for remote change
    /// notifications. Never posted in a render: nothing else writes the in-memory stores.
    public static let NSPersistentStoreRemoteChange = Notification.Name("NSPersistentStoreRemoteChangeNotification")
    /// Posted by a context's `save()` when it had changes, before `.NSManagedObjectContextDidSave`.
    public static let NSManagedObjectContextObjectsDidChange = Notification.Name("NSObjectsChangedInManagingContextNotification")
    /// Posted by a context's `save()` when it had changes.
    public static let NSManagedObjectContextDidSave = Notification.Name("NSManagingContextDidSaveChangesNotification")
    /// Posted by a context's `save()` when it has changes, before it saves them.
    public static let NSManagedObjectContextWillSave = Notification.Name("NSManagingContextWillSaveChangesNotification")
}

/// The `userInfo` key of the objects a change notification reports as inserted.
public let NSInsertedObjectsKey = "inserted"
/// The `userInfo` key of the objects a change notification reports as updated.
public let NSUpdatedObjectsKey = "updated"
/// The `userInfo` key of the objects a change notification reports as deleted.
public let NSDeletedObjectsKey = "deleted"

extension NSManagedObjectContext {
    /// Core Data's Swift name for `.NSManagedObjectContextObjectsDidChange` (iOS 14).
    public static let didChangeObjectsNotification = Notification.Name.NSManagedObjectContextObjectsDidChange
    /// Core Data's Swift name for `.NSManagedObjectContextDidSave` (iOS 14).
    public static let didSaveObjectsNotification = Notification.Name.NSManagedObjectContextDidSave
    /// Core Data's Swift name for `.NSManagedObjectContextWillSave` (iOS 14).
    public static let willSaveObjectsNotification = Notification.Name.NSManagedObjectContextWillSave
}

/// Core Data's stack in one object, as an app's `PersistenceController` makes it: a main-queue
/// `viewContext` to hand to `.environment(\.managedObjectContext, ...)` and one store
/// description per store. Nothing is read from or written to disk: loading succeeds at once
/// and every context keeps its objects in memory (a still render starts from what the code inserts).
open class NSPersistentContainer: NSObject {
    /// The name the container was created with (the model's name).
    public let name: String
    /// The main queue's context, created with the container.
    public let viewContext: NSManagedObjectContext
    /// The coordinator of the container's stores (none are opened).
    public let persistentStoreCoordinator = NSPersistentStoreCoordinator()
    /// The stores `loadPersistentStores` loads: one SQLite store named after the container unless set.
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]

    /// The folder stores go in by default (Application Support, as on iOS).
    open class func defaultDirectoryURL() -> URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSTemporaryDirectory())
    }

    /// A container for the model named `name`.
    public init(name: String) {
        self.name = name
        viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        persistentStoreDescriptions = [NSPersistentStoreDescription(url: Self.defaultDirectoryURL().appendingPathComponent(name + ".sqlite"))]
        super.init()
    }

    /// Calls `block` once per store description, at once on the calling thread, with no error.
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions { block(description, nil) }
    }

    /// A new private-queue context (its own objects: there is no store to share them through).
    open func newBackgroundContext() -> NSManagedObjectContext {
        NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    }

    /// Runs `block` at once, on the calling thread, with a new background context.
    open func performBackgroundTask(_ block: @escaping @Sendable (NSManagedObjectContext) -> Void) {
        block(newBackgroundContext())
    }
}
