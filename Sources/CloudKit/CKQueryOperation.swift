// Queries and fetches run as operations, as a simulator signed out of iCloud answers them: no
// record is matched or fetched, and the final block gets `notAuthenticated`.
import Foundation

/// The operation that runs a query, a page at a time. Added to a database, it matches no record
/// and its `queryResultBlock` gets `.failure(notAuthenticated)`, as on a signed-out simulator.
open class CKQueryOperation: CKDatabaseOperation, @unchecked Sendable {
    // Unchecked Sendable: CloudKit's is Sendable, as its superclass's.

    /// Where the next page of a query's results starts.
    public final class Cursor: NSObject, Sendable {}

    /// The `resultsLimit` that lets the server choose the page size (the default).
    public static let maximumResults = 0

    /// The query to run (`nil` when the operation continues from a cursor).
    open var query: CKQuery?
    /// Where to continue a query (`nil` for a new query).
    open var cursor: Cursor?
    /// The zone to search (`nil`: the default zone).
    open var zoneID: CKRecordZone.ID?
    /// The most records a page returns (`CKQueryOperation.maximumResults`).
    open var resultsLimit: Int = CKQueryOperation.maximumResults
    /// The fields to fetch of each record (`nil`: all of them).
    open var desiredKeys: [CKRecord.FieldKey]?

    /// Called once for each matched record: never in a render, which matches none.
    @preconcurrency open var recordMatchedBlock: (@Sendable (CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    /// Called once, last, with the next page's cursor: in a render with `.failure(notAuthenticated)`.
    @preconcurrency open var queryResultBlock: (@Sendable (Result<Cursor?, any Error>) -> Void)?
    /// The pre-iOS 15 per-record block: never called in a render.
    @available(iOS, deprecated: 15.0, message: "Use recordMatchedBlock instead")
    @available(macOS, deprecated: 12.0, message: "Use recordMatchedBlock instead")
    @preconcurrency open var recordFetchedBlock: (@Sendable (CKRecord) -> Void)?
    /// The pre-iOS 15 final block: in a render gets `nil` and `notAuthenticated`.
    @available(iOS, deprecated: 15.0, message: "Use queryResultBlock instead")
    @available(macOS, deprecated: 12.0, message: "Use queryResultBlock instead")
    @preconcurrency open var queryCompletionBlock: (@Sendable (Cursor?, (any Error)?) -> Void)? {
        get { completionBlockStorage }
        set { completionBlockStorage = newValue }
    }
    private var completionBlockStorage: (@Sendable (Cursor?, (any Error)?) -> Void)?

    /// An operation with no query; set `query` or `cursor` before adding it.
    public override init() { super.init() }

    /// An operation running `query`.
    public convenience init(query: CKQuery) {
        self.init()
        self.query = query
    }

    /// An operation fetching the page that starts at `cursor`.
    public convenience init(cursor: Cursor) {
        self.init()
        self.cursor = cursor
    }

    override func reportSignedOut() {
        let error = CKError(.notAuthenticated)
        completionBlockStorage?(nil, error)
        queryResultBlock?(.failure(error))
    }
}

/// The operation that fetches records by identifier. Added to a database, each record's block and
/// then the final block get `.failure(notAuthenticated)`, as on a signed-out simulator.
open class CKFetchRecordsOperation: CKDatabaseOperation, @unchecked Sendable {
    // Unchecked Sendable: CloudKit's is Sendable, as its superclass's.

    /// The identifiers of the records to fetch.
    open var recordIDs: [CKRecord.ID]?
    /// The fields to fetch of each record (`nil`: all of them).
    open var desiredKeys: [CKRecord.FieldKey]?

    /// Called with each record's download progress (never in a render: nothing is downloaded).
    @preconcurrency open var perRecordProgressBlock: (@Sendable (CKRecord.ID, Double) -> Void)?
    /// Called once for each identifier: in a render with `.failure(notAuthenticated)`.
    @preconcurrency open var perRecordResultBlock: (@Sendable (CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    /// Called once, last: in a render with `.failure(notAuthenticated)`.
    @preconcurrency open var fetchRecordsResultBlock: (@Sendable (Result<Void, any Error>) -> Void)?
    /// The pre-iOS 15 per-record block: in a render gets `nil`, each identifier and `notAuthenticated`.
    @available(iOS, deprecated: 15.0, message: "Use perRecordResultBlock instead")
    @available(macOS, deprecated: 12.0, message: "Use perRecordResultBlock instead")
    @preconcurrency open var perRecordCompletionBlock: (@Sendable (CKRecord?, CKRecord.ID?, (any Error)?) -> Void)? {
        get { perRecordCompletionStorage }
        set { perRecordCompletionStorage = newValue }
    }
    private var perRecordCompletionStorage: (@Sendable (CKRecord?, CKRecord.ID?, (any Error)?) -> Void)?
    /// The pre-iOS 15 final block: in a render gets `nil` and `notAuthenticated`.
    @available(iOS, deprecated: 15.0, message: "Use fetchRecordsResultBlock instead")
    @available(macOS, deprecated: 12.0, message: "Use fetchRecordsResultBlock instead")
    @preconcurrency open var fetchRecordsCompletionBlock: (@Sendable ([CKRecord.ID: CKRecord]?, (any Error)?) -> Void)? {
        get { fetchRecordsCompletionStorage }
        set { fetchRecordsCompletionStorage = newValue }
    }
    private var fetchRecordsCompletionStorage: (@Sendable ([CKRecord.ID: CKRecord]?, (any Error)?) -> Void)?

    /// An operation with no identifiers; set `recordIDs` before adding it.
    public override init() { super.init() }

    /// An operation fetching the records of `recordIDs`.
    public convenience init(recordIDs: [CKRecord.ID]) {
        self.init()
        self.recordIDs = recordIDs
    }

    override func reportSignedOut() {
        let error = CKError(.notAuthenticated)
        for recordID in recordIDs ?? [] {
            perRecordCompletionStorage?(nil, recordID, error)
            perRecordResultBlock?(recordID, .failure(error))
        }
        fetchRecordsCompletionStorage?(nil, error)
        fetchRecordsResultBlock?(.failure(error))
    }
}
