// Saving and deleting records in batches, as a simulator signed out of iCloud answers: the
// batch fails as a whole with `notAuthenticated`, before any record is sent.
import Foundation

/// The operation that saves and deletes records in one batch (only its save policies are here;
/// `CKDatabase.modifyRecords(saving:deleting:savePolicy:atomically:)` runs the batch).
open class CKModifyRecordsOperation: NSObject {
    /// How a saved record meets the server's copy of it.
    public enum RecordSavePolicy: Int, Sendable {
        /// Save only if the server's record has not changed since it was fetched (the default).
        case ifServerRecordUnchanged = 0
        /// Save the changed keys, whatever the server's record holds.
        case changedKeys = 1
        /// Save every key, replacing the server's record.
        case allKeys = 2
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
