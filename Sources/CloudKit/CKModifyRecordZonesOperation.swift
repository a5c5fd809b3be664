// Saving and deleting record zones in one batch, as a simulator signed out of iCloud answers:
// each zone, then the batch, fails with `notAuthenticated` before anything is sent.
import Foundation

/// The operation that saves and deletes record zones. Added to a database, each zone's block and
/// then the final block get `.failure(notAuthenticated)`, as on a signed-out simulator.
open class CKModifyRecordZonesOperation: CKDatabaseOperation, @unchecked Sendable {
    // Unchecked Sendable: CloudKit's is Sendable, as its superclass's.

    /// The zones to save.
    open var recordZonesToSave: [CKRecordZone]?
    /// The identifiers of the zones to delete (with every record in them).
    open var recordZoneIDsToDelete: [CKRecordZone.ID]?

    /// Called once for each zone to save: in a render with `.failure(notAuthenticated)`.
    @preconcurrency open var perRecordZoneSaveBlock: (@Sendable (CKRecordZone.ID, Result<CKRecordZone, any Error>) -> Void)?
    /// Called once for each zone to delete: in a render with `.failure(notAuthenticated)`.
    @preconcurrency open var perRecordZoneDeleteBlock: (@Sendable (CKRecordZone.ID, Result<Void, any Error>) -> Void)?
    /// Called once, last: in a render with `.failure(notAuthenticated)`.
    @preconcurrency open var modifyRecordZonesResultBlock: (@Sendable (Result<Void, any Error>) -> Void)?
    /// The pre-iOS 15 final block: in a render gets `nil`, `nil` and `notAuthenticated`.
    @available(iOS, deprecated: 15.0, message: "Use modifyRecordZonesResultBlock instead")
    @available(macOS, deprecated: 12.0, message: "Use modifyRecordZonesResultBlock instead")
    @preconcurrency open var modifyRecordZonesCompletionBlock: (@Sendable ([CKRecordZone]?, [CKRecordZone.ID]?, (any Error)?) -> Void)? {
        get { completionStorage }
        set { completionStorage = newValue }
    }
    private var completionStorage: (@Sendable ([CKRecordZone]?, [CKRecordZone.ID]?, (any Error)?) -> Void)?

    /// An operation with nothing to save or delete.
    public override init() { super.init() }

    /// An operation saving `recordZonesToSave` and deleting `recordZoneIDsToDelete`.
    public convenience init(recordZonesToSave: [CKRecordZone]? = nil, recordZoneIDsToDelete: [CKRecordZone.ID]? = nil) {
        self.init()
        self.recordZonesToSave = recordZonesToSave
        self.recordZoneIDsToDelete = recordZoneIDsToDelete
    }

    override func reportSignedOut() {
        let error = CKError(.notAuthenticated)
        for zone in recordZonesToSave ?? [] { perRecordZoneSaveBlock?(zone.zoneID, .failure(error)) }
        for zoneID in recordZoneIDsToDelete ?? [] { perRecordZoneDeleteBlock?(zoneID, .failure(error)) }
        completionStorage?(nil, nil, error)
        modifyRecordZonesResultBlock?(.failure(error))
    }
}
