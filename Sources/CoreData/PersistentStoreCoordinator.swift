import Foundation

/// The object between a container's contexts and its stores, as a stand-in: there are no
/// stores (every context keeps its objects in memory), so an object ID's URI finds nothing.
/// Store files an app replaces or destroys by URL are copied and removed as iOS does.
open class NSPersistentStoreCoordinator: NSObject {
    /// A coordinator with no stores.
    public override init() { super.init() }

    /// The ID an `NSManagedObjectID.uriRepresentation()` stands for: nil, as no object is
    /// saved to a store (iOS answers nil for a URI no store has).
    open func managedObjectID(forURIRepresentation url: URL) -> NSManagedObjectID? { nil }

    /// The stores loaded: none, as contexts keep their objects in memory.
    open var persistentStores: [NSPersistentStore] { [] }

    /// Replaces the store file at `destinationURL` with a copy of the one at `sourceURL` (with
    /// a SQLite store's `-wal` and `-shm` files); throws Cocoa's "no such file" error when the
    /// source does not exist.
    open func replacePersistentStore(at destinationURL: URL, destinationOptions: [AnyHashable: Any]? = nil,
                                     withPersistentStoreFrom sourceURL: URL, sourceOptions: [AnyHashable: Any]? = nil,
                                     type storeType: NSPersistentStore.StoreType) throws {
        try replacePersistentStore(at: destinationURL, destinationOptions: destinationOptions, withPersistentStoreFrom: sourceURL,
                                   sourceOptions: sourceOptions, ofType: storeType.rawValue)
    }

    /// The string-typed form of `replacePersistentStore(at:...type:)`.
    open func replacePersistentStore(at destinationURL: URL, destinationOptions: [AnyHashable: Any]? = nil,
                                     withPersistentStoreFrom sourceURL: URL, sourceOptions: [AnyHashable: Any]? = nil,
                                     ofType storeType: String) throws {
        let files = FileManager.default
        guard files.fileExists(atPath: sourceURL.path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: sourceURL.path])
        }
        try destroyPersistentStore(at: destinationURL, ofType: storeType)
        try files.createDirectory(at: destinationURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        for suffix in Self.companionSuffixes where files.fileExists(atPath: sourceURL.path + suffix) {
            try files.copyItem(atPath: sourceURL.path + suffix, toPath: destinationURL.path + suffix)
        }
    }

    /// Removes the store file at `url` (with a SQLite store's `-wal` and `-shm` files); a
    /// missing file is not an error.
    open func destroyPersistentStore(at url: URL, type storeType: NSPersistentStore.StoreType, options: [AnyHashable: Any]? = nil) throws {
        try destroyPersistentStore(at: url, ofType: storeType.rawValue, options: options)
    }

    /// The string-typed form of `destroyPersistentStore(at:type:options:)`.
    open func destroyPersistentStore(at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil) throws {
        for suffix in Self.companionSuffixes where FileManager.default.fileExists(atPath: url.path + suffix) {
            try FileManager.default.removeItem(atPath: url.path + suffix)
        }
    }

    private static let companionSuffixes = ["", "-wal", "-shm"]
}

/// A store a coordinator holds: its file and kind. Backplate's coordinators hold none (objects
/// stay in memory), so no store is ever loaded.
open class NSPersistentStore: NSObject {
    /// The store's file.
    open var url: URL?
    /// The store's kind (`NSSQLiteStoreType`...).
    open var type: String
    /// The configuration it holds.
    open var configurationName: String
    /// Its options.
    open var options: [AnyHashable: Any]?

    /// A store of `configurationName` at `url`.
    public init(persistentStoreCoordinator root: NSPersistentStoreCoordinator?, configurationName name: String?, at url: URL,
                options: [AnyHashable: Any]? = nil) {
        self.url = url
        type = NSSQLiteStoreType
        configurationName = name ?? "PF_DEFAULT_CONFIGURATION_NAME"
        self.options = options
        super.init()
    }

    /// The kind of a persistent store: SQLite, binary or in memory.
    public struct StoreType: RawRepresentable, Hashable, Sendable {
        /// The store type's name (`NSSQLiteStoreType`'s "SQLite").
        public let rawValue: String
        /// A store type named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A SQLite database file.
        public static let sqlite = StoreType(rawValue: NSSQLiteStoreType)
        /// An atomic binary file.
        public static let binary = StoreType(rawValue: NSBinaryStoreType)
        /// Memory only.
        public static let inMemory = StoreType(rawValue: NSInMemoryStoreType)
    }
}
