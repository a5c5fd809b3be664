import Foundation

/// Describes a container's store, as SwiftData's `ModelConfiguration`.
///
/// Backplate keeps every store in memory, whatever the configuration says: `isStoredInMemoryOnly:
/// false` and a store `url` are accepted and change nothing, and nothing is written to disk or
/// read back. A render starts from the models the code inserts.
public struct ModelConfiguration: Hashable, Identifiable, Sendable {
    /// The configuration's name.
    public let name: String
    /// The schema the configuration covers, when given.
    public let schema: Schema?
    /// Whether the caller asked for an in-memory store (Backplate's stores always are).
    public let isStoredInMemoryOnly: Bool
    /// Whether the store accepts saves.
    public let allowsSave: Bool
    /// The store's location as given; Backplate never opens it.
    public let url: URL
    /// The configuration's identity: its store's location, as in SwiftData.
    public var id: URL { url }
    /// The app group container the store would live in (kept as given; nothing is stored).
    public let groupContainer: GroupContainer
    /// The CloudKit database the store would sync with (kept as given; nothing syncs).
    public let cloudKitDatabase: CloudKitDatabase

    /// The app group named by `groupContainer`, or `nil` for `.automatic` and `.none`.
    public var groupAppContainerIdentifier: String? {
        guard let identifier = groupContainer.identifier, !identifier.isEmpty else { return nil }
        return identifier
    }

    /// The CloudKit container named by `cloudKitDatabase`, or `nil` for `.automatic` and `.none`.
    public var cloudKitContainerIdentifier: String? {
        guard let identifier = cloudKitDatabase.identifier, !identifier.isEmpty else { return nil }
        return identifier
    }

    /// Creates a configuration.
    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
                groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"
        self.schema = schema
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        self.url = URL(fileURLWithPath: "/dev/null")
        self.groupContainer = groupContainer
        self.cloudKitDatabase = cloudKitDatabase
    }

    /// Creates a configuration for a store at `url`; the store is still kept in memory only.
    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
                cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"
        self.schema = schema
        self.isStoredInMemoryOnly = false
        self.allowsSave = allowsSave
        self.url = url
        groupContainer = .automatic
        self.cloudKitDatabase = cloudKitDatabase
    }

    /// Creates a configuration, in memory or not (Backplate's stores always are); as SwiftData's,
    /// the default makes `ModelConfiguration()` pick this initializer.
    public init(isStoredInMemoryOnly: Bool = false) {
        self.init(nil, schema: nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    /// Creates a configuration for the given model types.
    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(schema: Schema(forTypes), isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    /// An app group container for the store (ignored).
    public struct GroupContainer: Hashable, Sendable {
        let identifier: String?
        /// The app's default group.
        public static let automatic = GroupContainer(identifier: nil)
        /// No group container.
        public static let none = GroupContainer(identifier: "")
        /// The group with `groupName`.
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(identifier: groupName) }
    }

    /// A CloudKit database to sync with (ignored: nothing syncs).
    public struct CloudKitDatabase: Hashable, Sendable {
        let identifier: String?
        /// The app's default container, if it has the entitlement.
        public static let automatic = CloudKitDatabase(identifier: nil)
        /// No syncing.
        public static let none = CloudKitDatabase(identifier: "")
        /// The private database of the container named `containerIdentifier`.
        public static func `private`(_ containerIdentifier: String) -> CloudKitDatabase {
            CloudKitDatabase(identifier: containerIdentifier)
        }
    }
}
