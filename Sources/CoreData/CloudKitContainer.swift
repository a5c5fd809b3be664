import Foundation

/// Which CloudKit container a store is mirrored to (Core Data's
/// `NSPersistentCloudKitContainerOptions`), set on a store description.
open class NSPersistentCloudKitContainerOptions: NSObject {
    /// The CloudKit container's identifier (`iCloud.com.example.app`).
    public let containerIdentifier: String

    /// Options mirroring to the container `containerIdentifier`.
    public init(containerIdentifier: String) {
        self.containerIdentifier = containerIdentifier
        super.init()
    }
}

/// A persistent container whose stores CloudKit mirrors (Core Data's
/// `NSPersistentCloudKitContainer`). Its stores load as `NSPersistentContainer`'s; as on a
/// simulator signed out of iCloud, nothing is mirrored and nothing is drawn differently.
open class NSPersistentCloudKitContainer: NSPersistentContainer {}

extension NSPersistentCloudKitContainer {
    /// Creates the development CloudKit schema from the model (run in Debug builds): does
    /// nothing and throws nothing, as no CloudKit container is reached.
    public func initializeCloudKitSchema(options: NSPersistentCloudKitContainerSchemaInitializationOptions = []) throws {}
}

/// How `initializeCloudKitSchema(options:)` works: a dry run, a printed schema.
public struct NSPersistentCloudKitContainerSchemaInitializationOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Builds the schema without uploading it.
    public static let dryRun = Self(rawValue: 1 << 1)
    /// Prints the schema to the console.
    public static let printSchema = Self(rawValue: 1 << 2)
}
