// Fetching the record changes of zones since a change token, as a simulator signed out of iCloud
// answers: no record changes and no token arrive; each zone, then the operation, fails.
import Foundation

/// The operation that fetches the records changed and deleted in zones since each zone's change
/// token. Added to a database, it reports no change: each zone's result block, then the final
/// block, get `.failure(notAuthenticated)`, as on a signed-out simulator.
open class CKFetchRecordZoneChangesOperation: CKDatabaseOperation, @unchecked Sendable {
    // Unchecked Sendable: CloudKit's is Sendable, as its superclass's.

    /// What to fetch of one zone: the token to start from, a page size and the fields wanted.
    open class ZoneConfiguration: NSObject {
        /// The token of the last fetch (`nil`: every change in the zone's history).
        open var previousServerChangeToken: CKServerChangeToken?
        /// The most records a fetch returns (0, the default: the server chooses).
        open var resultsLimit = 0
        /// The fields to fetch of each record (`nil`: all of them).
        open var desiredKeys: [CKRecord.FieldKey]?

        /// A configuration fetching every change and field.
        public override init() { super.init() }

        /// A configuration starting at `previousServerChangeToken`, fetching up to `resultsLimit`
        /// records (`nil` keeps 0) with the fields of `desiredKeys`.
        public convenience init(previousServerChangeToken: CKServerChangeToken? = nil, resultsLimit: Int? = nil,
                                desiredKeys: [CKRecord.FieldKey]? = nil) {
            self.init()
            self.previousServerChangeToken = previousServerChangeToken
            if let resultsLimit { self.resultsLimit = resultsLimit }
            self.desiredKeys = desiredKeys
        }
    }

    /// The zones whose changes to fetch.
    open var recordZoneIDs: [CKRecordZone.ID]?
    /// Each zone's configuration (a zone without one fetches every change and field).
    open var configurationsByRecordZoneID: [CKRecordZone.ID: ZoneConfiguration]?
    /// Whether to keep fetching until every change is in (`true`).
    open var fetchAllChanges = true

    /// Called for each changed record: never in a render, which fetches no change.
    @preconcurrency open var recordWasChangedBlock: (@Sendable (CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    /// Called for each deleted record with its type: never in a render.
    @preconcurrency open var recordWithIDWasDeletedBlock: (@Sendable (CKRecord.ID, CKRecord.RecordType) -> Void)?
    /// Called when a zone's change token moves on: never in a render.
    @preconcurrency open var recordZoneChangeTokensUpdatedBlock: (@Sendable (CKRecordZone.ID, CKServerChangeToken?, Data?) -> Void)?
    /// Called once for each zone when its fetch ends: in a render with `.failure(notAuthenticated)`.
    @preconcurrency open var recordZoneFetchResultBlock: (@Sendable (CKRecordZone.ID, Result<(serverChangeToken: CKServerChangeToken,
        clientChangeTokenData: Data?, moreComing: Bool), any Error>) -> Void)?
    /// Called once, last: in a render with `.failure(notAuthenticated)`.
    @preconcurrency open var fetchRecordZoneChangesResultBlock: (@Sendable (Result<Void, any Error>) -> Void)?

    /// The pre-iOS 15 per-record block: never called in a render.
    @available(iOS, deprecated: 15.0, message: "Use recordWasChangedBlock instead")
    @available(macOS, deprecated: 12.0, message: "Use recordWasChangedBlock instead")
    @preconcurrency open var recordChangedBlock: (@Sendable (CKRecord) -> Void)?
    /// The pre-iOS 15 per-zone block: in a render gets each zone, `nil`, `nil`, `false` and `notAuthenticated`.
    @available(iOS, deprecated: 15.0, message: "Use recordZoneFetchResultBlock instead")
    @available(macOS, deprecated: 12.0, message: "Use recordZoneFetchResultBlock instead")
    @preconcurrency open var recordZoneFetchCompletionBlock: (@Sendable (CKRecordZone.ID, CKServerChangeToken?, Data?, Bool, (any Error)?) -> Void)? {
        get { zoneCompletionStorage }
        set { zoneCompletionStorage = newValue }
    }
    private var zoneCompletionStorage: (@Sendable (CKRecordZone.ID, CKServerChangeToken?, Data?, Bool, (any Error)?) -> Void)?
    /// The pre-iOS 15 final block: in a render gets `notAuthenticated`.
    @available(iOS, deprecated: 15.0, message: "Use fetchRecordZoneChangesResultBlock instead")
    @available(macOS, deprecated: 12.0, message: "Use fetchRecordZoneChangesResultBlock instead")
    @preconcurrency open var fetchRecordZoneChangesCompletionBlock: (@Sendable ((any Error)?) -> Void)? {
        get { completionStorage }
        set { completionStorage = newValue }
    }
    private var completionStorage: (@Sendable ((any Error)?) -> Void)?

    /// An operation with no zones; set `recordZoneIDs` before adding it.
    public override init() { super.init() }

    /// An operation fetching the changes of `recordZoneIDs`, each as `configurationsByRecordZoneID` says.
    public convenience init(recordZoneIDs: [CKRecordZone.ID]? = nil,
                            configurationsByRecordZoneID: [CKRecordZone.ID: ZoneConfiguration]? = nil) {
        self.init()
        self.recordZoneIDs = recordZoneIDs
        self.configurationsByRecordZoneID = configurationsByRecordZoneID
    }

    override func reportSignedOut() {
        let error = CKError(.notAuthenticated)
        for zoneID in recordZoneIDs ?? [] {
            zoneCompletionStorage?(zoneID, nil, nil, false, error)
            recordZoneFetchResultBlock?(zoneID, .failure(error))
        }
        completionStorage?(error)
        fetchRecordZoneChangesResultBlock?(.failure(error))
    }
}
