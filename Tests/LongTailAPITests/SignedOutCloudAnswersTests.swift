import Testing
import Foundation
import CloudKit

/// A notes app's sync layer and a kids' app's profile store (unseen26) ask iCloud what it has:
/// a Simulator signed out of iCloud, the snapshot-test environment, answers "nothing".
@Suite struct SignedOutCloudAnswersTests {
    @Test func theFileManagerHasNoICloudIdentity() {
        #expect(FileManager.default.ubiquityIdentityToken == nil)
    }

    @Test func aBatchSaveFailsAsAWholeWithoutAnAccount() async throws {
        let database = CKContainer.default().privateCloudDatabase
        let note = CKRecord(recordType: "Reminder")
        note["text"] = "Call the dentist"
        await #expect {
            _ = try await database.modifyRecords(saving: [note], deleting: [CKRecord.ID(recordName: "old")])
        } throws: { error in
            (error as? CKError)?.code == .notAuthenticated
        }
        let policies: [CKModifyRecordsOperation.RecordSavePolicy] = [.ifServerRecordUnchanged, .changedKeys, .allKeys]
        #expect(policies.map(\.rawValue) == [0, 1, 2])
    }

    @Test func theCompletionFormReportsTheSameFailure() {
        let database = CKContainer(identifier: "iCloud.com.example.notes").privateCloudDatabase
        let outcome = LockedOutcome()
        database.modifyRecords(saving: [], deleting: [], savePolicy: .allKeys, atomically: false) { result in
            if case .failure(let error) = result { outcome.set((error as? CKError)?.code) }
        }
        #expect(outcome.get() == .notAuthenticated)
    }
}

/// The error code a completion handler reported, kept under a lock.
private final class LockedOutcome: @unchecked Sendable {
    // Unchecked Sendable: every access takes the lock.
    private let lock = NSLock()
    private var code: CKError.Code?
    func set(_ value: CKError.Code?) { lock.lock(); code = value; lock.unlock() }
    func get() -> CKError.Code? { lock.lock(); defer { lock.unlock() }; return code }
}
