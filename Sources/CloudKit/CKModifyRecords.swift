// Saving and deleting records in batches, as a simulator signed out of iCloud answers: the
// batch fails as a whole with `notAuthenticated`, before any record is sent.
import Foundation

/// The operation that saves and deletes records in one batch. Added to a database, it fails as a
/// signed-out simulator's does: each record's block, then the final block, get `notAuthenticated`.
open class CKModifyRecordsOperation: CKDatabaseOperation, @unchecked Sendable {
    // Unchecked Sendable: CloudKit's is Sendable, as its superclass's.

    /// How a saved record meets the server's copy of it.
    public enum RecordSavePolicy: Int, Sendable {
        /// Save only if the server's record has not changed since it was fetched (the default).
        case ifServerRecordUnchanged = 0
        /// Save the changed keys, whatever the server's record holds.
        case changedKeys = 1
        /// Save every key, replacing the server's record.
        case allKeys = 2
    }

    /// The records to save.
    open var recordsToSave: [CKRecord]?
    /// The identifiers of the records to delete.
    open var recordIDsToDelete: [CKRecord.ID]?
    /// How saved records meet the server's copies (`.ifServerRecordUnchanged`).
    open var savePolicy: RecordSavePolicy = .ifServerRecordUnchanged
    /// A token the app attaches to the change (kept; never sent in a render).
    open var clientChangeTokenData: Data?
    /// Whether the batch fails as a whole when one record fails (`true`).
    open var isAtomic = true

    /// Called with each record's save progress (never in a render: nothing is uploaded).
    @preconcurrency open var perRecordProgressBlock: (@Sendable (CKRecord, Double) -> Void)?
    /// Called once for each record to save: in a render with `.failure(notAuthenticated)`.
    @preconcurrency open var perRecordSaveBlock: (@Sendable (CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    /// Called once for each record to delete: in a render with `.failure(notAuthenticated)`.
    @preconcurrency open var perRecordDeleteBlock: (@Sendable (CKRecord.ID, Result<Void, any Error>) -> Void)?
    /// Called once, last: in a render with `.failure(notAuthenticated)`.
    @preconcurrency open var modifyRecordsResultBlock: (@Sendable (Result<Void, any Error>) -> Void)?
    /// The pre-iOS 15 final block: in a render gets `nil`, `nil` and `notAuthenticated`.
    @available(iOS, deprecated: 15.0, message: "Use modifyRecordsResultBlock instead")
    @available(macOS, deprecated: 12.0, message: "Use modifyRecordsResultBlock instead")
    @preconcurrency open var modifyRecordsCompletionBlock: (@Sendable ([CKRecord]?, [CKRecord.ID]?, (any Error)?) -> Void)? {
        get { completionBlockStorage }
        set { completionBlockStorage = newValue }
    }
    private var completionBlockStorage: (@Sendable ([CKRecord]?, [CKRecord.ID]?, (any Error)?) -> Void)?

    /// An operation with nothing to save or delete.
    public override init() { super.init() }

    /// An operation saving `recordsToSave` and deleting `recordIDsToDelete`.
    public convenience init(recordsToSave: [CKRecord]? = nil, recordIDsToDelete: [CKRecord.ID]? = nil) {
        self.init()
        self.recordsToSave = recordsToSave
        self.recordIDsToDelete = recordIDsToDelete
    }

    override func reportSignedOut() {
        let error = CKError(.notAuthenticated)
        for record in recordsToSave ?? [] { perRecordSaveBlock?(record.recordID, .failure(error)) }
        for recordID in recordIDsToDelete ?? [] { perRecordDeleteBlock?(recordID, .failure(error)) }
        completionBlockStorage?(nil, nil, error)
        modifyRecordsResultBlock?(.failure(error))
    }
}

extension CKDatabase {
    /// Saves `recordsToSave` and deletes `recordIDsToDelete` in one batch, returning each
    /// record's result. Without an iCloud account the whole batch throws `notAuthenticated`,
    /// as on a simulator signed out of iCloud.
    @available(iOS 15, macOS 12, *)
    public func modifyRecords(saving recordsToSave: [CKRecord], deleting recordIDsToDelete: [CKRecord.ID],
                              savePolicy: CKModifyRecordsOperation.RecordSavePolicy = .ifServerRecordUnchanged,
                              atomically: Bool = true) async throws
        -> (saveResults: [CKRecord.ID: Result<CKRecord, any Error>], deleteResults: [CKRecord.ID: Result<Void, any Error>]) {
        throw CKError(.notAuthenticated)
    }

    /// The completion form: `completionHandler` gets `.failure(notAuthenticated)`, on the calling thread.
    @available(iOS 15, macOS 12, *)
    @preconcurrency public func modifyRecords(saving recordsToSave: [CKRecord], deleting recordIDsToDelete: [CKRecord.ID],
                                              savePolicy: CKModifyRecordsOperation.RecordSavePolicy = .ifServerRecordUnchanged,
                                              atomically: Bool = true,
                                              completionHandler: @escaping @Sendable (Result<(saveResults: [CKRecord.ID: Result<CKRecord, any Error>],
                                                                                               deleteResults: [CKRecord.ID: Result<Void, any Error>]), any Error>) -> Void) {
        completionHandler(.failure(CKError(.notAuthenticated)))
    }
}
