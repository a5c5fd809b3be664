import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import CloudKit

/// `CloudSyncFile.swift`: CloudKit answers as a simulator signed out of iCloud does (no
/// account; every database request throws `notAuthenticated`); records keep their fields.
@MainActor @Suite(.tags(.appFiles)) struct CloudSyncTests {
    @Test func theAccountIsSignedOutAndBackupsExplainWhy() async throws {
        let model = SyncStatusModel()
        await model.refresh()
        #expect(model.state == .signedOut)
        await model.backUp(items: ["Rice", "Lentils"])
        #expect(model.lastBackupError == "Backups need an iCloud account.")
        let texts = phoneTexts(SyncSettingsView(model: model))
        #expect(frame(texts, "Sign in to iCloud to sync") != nil && frame(texts, "Backups need an iCloud account.") != nil,
                "\(texts.map(\.0))")
        _ = try renderPhoneLightAndDark(SyncSettingsView(model: model), name: "CloudSync")
    }

    @Test func recordsKeepTheirFields() {
        let record = CKRecord(recordType: "PantryBackup", recordID: CKRecord.ID(recordName: "latest"))
        record["items"] = ["Rice", "Lentils"]
        record["count"] = 2
        #expect(record.allKeys() == ["count", "items"])
        #expect(record["items"] as? [String] == ["Rice", "Lentils"] && record["count"] as? Int == 2)
        record["count"] = nil
        #expect(record.allKeys() == ["items"] && record.recordID == CKRecord.ID(recordName: "latest"))
        #expect(record.recordID.zoneID == CKRecordZone.ID(zoneName: "_defaultZone", ownerName: CKCurrentUserDefaultName))
        #expect(record.creationDate == nil && CKAccountStatus.noAccount.rawValue == 3 && CKError.Code.notAuthenticated.rawValue == 9)
    }

    @Test func completionFormsGetTheSameAnswers() {
        let status = LockedFlag(), fetch = LockedFlag()
        CKContainer.default().accountStatus { accountStatus, error in status.set(accountStatus == .noAccount && error == nil) }
        CKContainer.default().publicCloudDatabase.fetch(withRecordID: CKRecord.ID(recordName: "x")) { record, error in
            fetch.set(record == nil && (error as? CKError)?.code == .notAuthenticated)
        }
        #expect(status.get && fetch.get)
    }
}
