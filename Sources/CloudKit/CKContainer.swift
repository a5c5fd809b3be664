// The module a file's `import CloudKit` finds on Linux: containers, databases and records,
// answering as a simulator signed out of iCloud does (no account; every request fails).
@_exported import Foundation

/// Whether the device has a usable iCloud account.
public enum CKAccountStatus: Int, Sendable {
    /// The status could not be determined.
    case couldNotDetermine = 0
    /// An account is signed in and usable.
    case available = 1
    /// Restricted (parental controls, device management).
    case restricted = 2
    /// No account is signed in.
    case noAccount = 3
    /// Signed in, but not usable yet.
    case temporarilyUnavailable = 4
}

extension Notification.Name {
    /// Posted when the iCloud account changes (never in a render).
    public static let CKAccountChanged = Notification.Name("CKAccountChangedNotification")
}

/// An app's iCloud container, as on a simulator signed out of iCloud: the account status is
/// `.noAccount` and every database request throws `CKError.notAuthenticated`.
open class CKContainer: NSObject {
    /// The container's identifier.
    public let containerIdentifier: String?

    /// The container of `containerIdentifier` (e.g. `iCloud.com.example.app`).
    public init(identifier containerIdentifier: String) {
        self.containerIdentifier = containerIdentifier
        super.init()
    }

    /// The app's default container.
    open class func `default`() -> CKContainer { CKContainer(identifier: "iCloud.default") }

    /// The iCloud account's status: `.noAccount`.
    open func accountStatus() async throws -> CKAccountStatus { .noAccount }
    /// The iCloud account's status: `completionHandler` gets `.noAccount`, on the calling thread.
    open func accountStatus(completionHandler: @escaping @Sendable (CKAccountStatus, (any Error)?) -> Void) {
        completionHandler(.noAccount, nil)
    }
    /// The current user's record identifier: throws `notAuthenticated`.
    open func userRecordID() async throws -> CKRecord.ID { throw CKError(.notAuthenticated) }

    /// The user's private database.
    open var privateCloudDatabase: CKDatabase { CKDatabase(databaseScope: .private) }
    /// The app's public database.
    open var publicCloudDatabase: CKDatabase { CKDatabase(databaseScope: .public) }
    /// The database of records shared with the user.
    open var sharedCloudDatabase: CKDatabase { CKDatabase(databaseScope: .shared) }
}

/// A database of a container. Without an iCloud account, every request throws
/// `CKError.notAuthenticated` (completion forms get it, on the calling thread).
open class CKDatabase: NSObject {
    /// Which database this is.
    public enum Scope: Int, Sendable {
        /// The public database.
        case `public` = 1
        /// The user's private database.
        case `private` = 2
        /// Records shared with the user.
        case shared = 3
    }

    /// Which database this is.
    public let databaseScope: Scope

    init(databaseScope: Scope) {
        self.databaseScope = databaseScope
        super.init()
    }

    /// Fetches a record: throws `notAuthenticated`.
    open func record(for recordID: CKRecord.ID) async throws -> CKRecord { throw CKError(.notAuthenticated) }
    /// Saves a record: throws `notAuthenticated`.
    open func save(_ record: CKRecord) async throws -> CKRecord { throw CKError(.notAuthenticated) }
    /// Deletes a record: throws `notAuthenticated`.
    @discardableResult
    open func deleteRecord(withID recordID: CKRecord.ID) async throws -> CKRecord.ID { throw CKError(.notAuthenticated) }
    /// Fetches a record: `completionHandler` gets `nil` and `notAuthenticated`.
    open func fetch(withRecordID recordID: CKRecord.ID, completionHandler: @escaping @Sendable (CKRecord?, (any Error)?) -> Void) {
        completionHandler(nil, CKError(.notAuthenticated))
    }
    /// Saves a record: `completionHandler` gets `nil` and `notAuthenticated`.
    open func save(_ record: CKRecord, completionHandler: @escaping @Sendable (CKRecord?, (any Error)?) -> Void) {
        completionHandler(nil, CKError(.notAuthenticated))
    }
    /// Runs a query: throws `notAuthenticated`.
    open func records(matching query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil, desiredKeys: [String]? = nil,
                      resultsLimit: Int = CKQueryOperation.maximumResults) async throws -> (matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?) {
        throw CKError(.notAuthenticated)
    }
}
