// Fetching which zones of a database changed since a change token, as a simulator signed out of
// iCloud answers: no zone is reported and no token arrives; the operation fails.
import Foundation

/// The operation that fetches the zones of a database changed, deleted or purged since a change
/// token. Added to a database, it reports no zone and its final block gets
/// `.failure(notAuthenticated)`, as on a signed-out simulator.
open class CKFetchDatabaseChangesOperation: CKDatabaseOperation, @unchecked Sendable {
    // Unchecked Sendable: CloudKit's is Sendable, as its superclass's.

    /// The token of the last fetch (`nil`: every change in the database's history).
    open var previousServerChangeToken: CKServerChangeToken?
    /// The most zones a fetch returns (0, the default: the server chooses).
    open var resultsLimit = 0
    /// Whether to keep fetching until every change is in (`true`).
    open var fetchAllChanges = true

    /// Called for each zone with changes: never in a render.
    @preconcurrency open var recordZoneWithIDChangedBlock: (@Sendable (CKRecordZone.ID) -> Void)?
    /// Called for each deleted zone: never in a render.
    @preconcurrency open var recordZoneWithIDWasDeletedBlock: (@Sendable (CKRecordZone.ID) -> Void)?
    /// Called for each zone the user purged: never in a render.
    @preconcurrency open var recordZoneWithIDWasPurgedBlock: (@Sendable (CKRecordZone.ID) -> Void)?
    /// Called when the database's change token moves on: never in a render.
    @preconcurrency open var changeTokenUpdatedBlock: (@Sendable (CKServerChangeToken) -> Void)?
    /// Called once, last, with the new token: in a render with `.failure(notAuthenticated)`.
    @preconcurrency open var fetchDatabaseChangesResultBlock: (@Sendable (Result<(serverChangeToken: CKServerChangeToken,
        moreComing: Bool), any Error>) -> Void)?
    /// The pre-iOS 15 final block: in a render gets `nil`, `false` and `notAuthenticated`.
    @available(iOS, deprecated: 15.0, message: "Use fetchDatabaseChangesResultBlock instead")
    @available(macOS, deprecated: 12.0, message: "Use fetchDatabaseChangesResultBlock instead")
    @preconcurrency open var fetchDatabaseChangesCompletionBlock: (@Sendable (CKServerChangeToken?, Bool, (any Error)?) -> Void)? {
        get { completionStorage }
        set { completionStorage = newValue }
    }
    private var completionStorage: (@Sendable (CKServerChangeToken?, Bool, (any Error)?) -> Void)?

    /// An operation fetching every change in the database's history.
    public override init() { super.init() }

    /// An operation fetching the changes since `previousServerChangeToken` (`nil`: all of them).
    public convenience init(previousServerChangeToken: CKServerChangeToken?) {
        self.init()
        self.previousServerChangeToken = previousServerChangeToken
    }

    override func reportSignedOut() {
        let error = CKError(.notAuthenticated)
        completionStorage?(nil, false, error)
        fetchDatabaseChangesResultBlock?(.failure(error))
    }
}
