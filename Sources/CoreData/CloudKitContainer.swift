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
