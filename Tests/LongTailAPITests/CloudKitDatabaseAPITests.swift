import Testing
import Foundation
import CloudKit

/// A subscription tracker's CloudKit sync: it keeps its records in a custom "Subscriptions" zone,
/// pages queries, fetches by identifier and pulls database and zone changes since stored tokens.
/// A Simulator signed out of iCloud answers each request once with `notAuthenticated` (9) and
/// reports no record, zone or token; zone identifiers keep CloudKit's default names.
@Suite struct CloudKitDatabaseAPITests {
    private let database = CKContainer(identifier: "iCloud.com.example.subscriptions").privateCloudDatabase
    private let zone = CKRecordZone(zoneName: "Subscriptions")
    private let query = CKQuery(recordType: "Subscription", predicate: NSPredicate(value: true))

    @Test func zoneIdentifiersKeepCloudKitsDefaultNames() {
        #expect(CKCurrentUserDefaultName == "__defaultOwner__")
        #expect(CKRecordZone.ID.defaultZoneName == "_defaultZone")
        #expect(CKRecordZone.ID.default.zoneName == "_defaultZone" && CKRecordZone.ID.default.ownerName == "__defaultOwner__")
        #expect(CKRecordZone.default().zoneID == CKRecordZone.ID.default)
        #expect(CKRecordZone.ID() == CKRecordZone.ID(zoneName: "_defaultZone", ownerName: CKCurrentUserDefaultName))
        #expect(zone.zoneID.zoneName == "Subscriptions" && zone.zoneID.ownerName == "__defaultOwner__")
        #expect(CKRecordZone(zoneID: zone.zoneID).zoneID == CKRecordZone.ID(zoneName: "Subscriptions"))
        #expect(CKRecordZone.ID(zoneName: "Subscriptions", ownerName: "_a1b2") != zone.zoneID)
        #expect(CKRecord.ID(recordName: "netflix", zoneID: zone.zoneID).zoneID.zoneName == "Subscriptions")
        let capabilities: [CKRecordZone.Capabilities] = [.fetchChanges, .atomic, .sharing, .zoneWideSharing]
        #expect(capabilities.map(\.rawValue) == [1, 2, 4, 8])
        #expect(zone.capabilities.isEmpty && zone.share == nil)
    }

    @Test func recordCompletionFormsCallBackOnceWithNotAuthenticated() async {
        let recordID = CKRecord.ID(recordName: "netflix", zoneID: zone.zoneID)
        await confirmation("delete(withRecordID:)") { calledBack in
            database.delete(withRecordID: recordID) { deletedID, error in
                #expect(deletedID == nil && errorCode(error) == .notAuthenticated)
                calledBack()
            }
        }
        await confirmation("fetch(withQuery:)") { calledBack in
            database.fetch(withQuery: query, inZoneWith: nil, desiredKeys: nil, resultsLimit: CKQueryOperation.maximumResults) { result in
                switch result {
                case .success(let page): Issue.record("matched \(page.matchResults.count) records without an account")
                case .failure(let error): #expect(errorCode(error) == .notAuthenticated)
                }
                calledBack()
            }
        }
        await confirmation("fetch(withCursor:)") { calledBack in
            // An app holds a cursor from its previous page; a render never gets one, so the test makes one.
            database.fetch(withCursor: CKQueryOperation.Cursor(), desiredKeys: ["name", "price"], resultsLimit: 50) { result in
                if case .failure(let error) = result { #expect(errorCode(error) == .notAuthenticated) } else { Issue.record("fetched a page") }
                calledBack()
            }
        }
        await confirmation("fetch(withRecordIDs:)") { calledBack in
            database.fetch(withRecordIDs: [recordID], desiredKeys: nil) { result in
                if case .failure(let error) = result { #expect(errorCode(error) == .notAuthenticated) } else { Issue.record("fetched records") }
                calledBack()
            }
        }
        await confirmation("perform(_:inZoneWith:)") { calledBack in
            database.perform(query, inZoneWith: zone.zoneID) { records, error in
                #expect(records == nil && errorCode(error) == .notAuthenticated)
                calledBack()
            }
        }
    }

    @Test func asyncRecordAndZoneRequestsThrowNotAuthenticated() async {
        let recordID = CKRecord.ID(recordName: "spotify", zoneID: zone.zoneID)
        await #expect(throws: CKError(.notAuthenticated)) { try await database.records(for: [recordID], desiredKeys: ["price"]) }
        await #expect(throws: CKError(.notAuthenticated)) {
            try await database.records(continuingMatchFrom: CKQueryOperation.Cursor(), resultsLimit: 100)
        }
        await #expect(throws: CKError(.notAuthenticated)) { try await database.deleteRecord(withID: recordID) }
        await #expect(throws: CKError(.notAuthenticated)) { try await database.save(zone) }
        await #expect(throws: CKError(.notAuthenticated)) { try await database.recordZone(for: zone.zoneID) }
        await #expect(throws: CKError(.notAuthenticated)) { try await database.recordZones(for: [zone.zoneID, .default]) }
        await #expect(throws: CKError(.notAuthenticated)) { try await database.allRecordZones() }
        await #expect(throws: CKError(.notAuthenticated)) { try await database.deleteRecordZone(withID: zone.zoneID) }
        await #expect(throws: CKError(.notAuthenticated)) {
            try await database.modifyRecordZones(saving: [zone], deleting: [CKRecordZone.ID(zoneName: "Archive")])
        }
    }

    @Test func zoneCompletionFormsCallBackOnceWithNotAuthenticated() async {
        await confirmation("save(_:completionHandler:)") { calledBack in
            database.save(zone) { savedZone, error in
                #expect(savedZone == nil && errorCode(error) == .notAuthenticated)
                calledBack()
            }
        }
        await confirmation("fetch(withRecordZoneID:)") { calledBack in
            database.fetch(withRecordZoneID: zone.zoneID) { fetchedZone, error in
                #expect(fetchedZone == nil && errorCode(error) == .notAuthenticated)
                calledBack()
            }
        }
        await confirmation("fetch(withRecordZoneIDs:)") { calledBack in
            database.fetch(withRecordZoneIDs: [zone.zoneID]) { result in
                if case .failure(let error) = result { #expect(errorCode(error) == .notAuthenticated) } else { Issue.record("fetched zones") }
                calledBack()
            }
        }
        await confirmation("fetchAllRecordZones") { calledBack in
            database.fetchAllRecordZones { zones, error in
                #expect(zones == nil && errorCode(error) == .notAuthenticated)
                calledBack()
            }
        }
        await confirmation("delete(withRecordZoneID:)") { calledBack in
            database.delete(withRecordZoneID: zone.zoneID) { deletedID, error in
                #expect(deletedID == nil && errorCode(error) == .notAuthenticated)
                calledBack()
            }
        }
        await confirmation("modifyRecordZones(saving:deleting:completionHandler:)") { calledBack in
            database.modifyRecordZones(saving: [zone], deleting: []) { result in
                if case .failure(let error) = result { #expect(errorCode(error) == .notAuthenticated) } else { Issue.record("saved zones") }
                calledBack()
            }
        }
    }

    @Test func aZoneConfigurationKeepsItsFields() {
        let configuration = CKFetchRecordZoneChangesOperation.ZoneConfiguration(previousServerChangeToken: nil, resultsLimit: 200,
                                                                                desiredKeys: ["name", "price", "renewsOn"])
        #expect(configuration.previousServerChangeToken == nil && configuration.resultsLimit == 200)
        #expect(configuration.desiredKeys == ["name", "price", "renewsOn"])
        let defaults = CKFetchRecordZoneChangesOperation.ZoneConfiguration()
        #expect(defaults.resultsLimit == 0 && defaults.desiredKeys == nil && defaults.previousServerChangeToken == nil)
        #expect(CKFetchRecordZoneChangesOperation.ZoneConfiguration(desiredKeys: ["name"]).resultsLimit == 0)
        let operation = CKFetchRecordZoneChangesOperation(recordZoneIDs: [zone.zoneID], configurationsByRecordZoneID: [zone.zoneID: configuration])
        #expect(operation.recordZoneIDs == [zone.zoneID] && operation.fetchAllChanges)
        #expect(operation.configurationsByRecordZoneID?[zone.zoneID] === configuration)
        #expect(operation.configurationsByRecordZoneID?[zone.zoneID]?.resultsLimit == 200)
        #expect(CKFetchRecordZoneChangesOperation().recordZoneIDs == nil)
    }

    @Test func aZoneChangesFetchReportsNoChangeAndFailsEachZoneThenTheOperation() async {
        let operation = CKFetchRecordZoneChangesOperation(recordZoneIDs: [zone.zoneID, .default],
                                                          configurationsByRecordZoneID: [zone.zoneID: .init(previousServerChangeToken: nil)])
        await confirmation("a change or token", expectedCount: 0) { changed in
            await confirmation("each zone's result", expectedCount: 2) { zoneFinished in
                await confirmation("the final result") { finished in
                    operation.recordWasChangedBlock = { _, _ in changed() }
                    operation.recordWithIDWasDeletedBlock = { _, _ in changed() }
                    operation.recordZoneChangeTokensUpdatedBlock = { _, _, _ in changed() }
                    operation.recordZoneFetchResultBlock = { zoneID, result in
                        if case .failure(let error) = result, errorCode(error) == .notAuthenticated,
                           [CKRecordZone.ID(zoneName: "Subscriptions"), .default].contains(zoneID) { zoneFinished() }
                    }
                    operation.fetchRecordZoneChangesResultBlock = { result in
                        if case .failure(let error) = result { #expect(errorCode(error) == .notAuthenticated) } else { Issue.record("succeeded") }
                        finished()
                    }
                    database.add(operation)
                }
            }
        }
        #expect(operation.database === database && operation.isFinished)
    }

    @Test func theDeprecatedZoneChangesBlocksGetTheErrorAndNoRecord() async {
        let operation = CKFetchRecordZoneChangesOperation(recordZoneIDs: [zone.zoneID], configurationsByRecordZoneID: nil)
        await confirmation("a changed record", expectedCount: 0) { changed in
            await confirmation("the zone's completion") { zoneFinished in
                await confirmation("the final completion") { finished in
                    operation.recordChangedBlock = { _ in changed() }
                    operation.recordZoneFetchCompletionBlock = { zoneID, token, clientData, moreComing, error in
                        #expect(zoneID == zone.zoneID && token == nil && clientData == nil && !moreComing)
                        #expect(errorCode(error) == .notAuthenticated)
                        zoneFinished()
                    }
                    operation.fetchRecordZoneChangesCompletionBlock = { error in
                        #expect(errorCode(error) == .notAuthenticated)
                        finished()
                    }
                    CKContainer.default().privateCloudDatabase.add(operation)
                }
            }
        }
    }

    @Test func aDatabaseChangesFetchReportsNoZoneOrTokenAndFails() async {
        let operation = CKFetchDatabaseChangesOperation(previousServerChangeToken: nil)
        operation.fetchAllChanges = false
        #expect(operation.previousServerChangeToken == nil && operation.resultsLimit == 0)
        await confirmation("a zone or token", expectedCount: 0) { reported in
            await confirmation("the final result") { finished in
                await confirmation("the final completion") { completed in
                    operation.recordZoneWithIDChangedBlock = { _ in reported() }
                    operation.recordZoneWithIDWasDeletedBlock = { _ in reported() }
                    operation.recordZoneWithIDWasPurgedBlock = { _ in reported() }
                    operation.changeTokenUpdatedBlock = { _ in reported() }
                    operation.fetchDatabaseChangesResultBlock = { result in
                        if case .failure(let error) = result { #expect(errorCode(error) == .notAuthenticated) } else { Issue.record("succeeded") }
                        finished()
                    }
                    operation.fetchDatabaseChangesCompletionBlock = { token, moreComing, error in
                        #expect(token == nil && !moreComing && errorCode(error) == .notAuthenticated)
                        completed()
                    }
                    CKContainer.default().sharedCloudDatabase.add(operation)
                }
            }
        }
        #expect(!operation.fetchAllChanges)
    }

    @Test func aZoneModifyOperationFailsEachZoneThenTheBatch() async {
        let operation = CKModifyRecordZonesOperation(recordZonesToSave: [zone], recordZoneIDsToDelete: [CKRecordZone.ID(zoneName: "Archive")])
        await confirmation("each zone's result", expectedCount: 2) { zoneFailed in
            await confirmation("the final result") { finished in
                await confirmation("the final completion") { completed in
                    operation.perRecordZoneSaveBlock = { zoneID, result in
                        if case .failure(let error) = result, errorCode(error) == .notAuthenticated, zoneID.zoneName == "Subscriptions" { zoneFailed() }
                    }
                    operation.perRecordZoneDeleteBlock = { zoneID, result in
                        if case .failure(let error) = result, errorCode(error) == .notAuthenticated, zoneID.zoneName == "Archive" { zoneFailed() }
                    }
                    operation.modifyRecordZonesResultBlock = { result in
                        if case .failure(let error) = result { #expect(errorCode(error) == .notAuthenticated) } else { Issue.record("saved") }
                        finished()
                    }
                    operation.modifyRecordZonesCompletionBlock = { saved, deleted, error in
                        #expect(saved == nil && deleted == nil && errorCode(error) == .notAuthenticated)
                        completed()
                    }
                    database.add(operation)
                }
            }
        }
        #expect(operation.recordZonesToSave?.first === zone && operation.recordZoneIDsToDelete?.count == 1)
    }

    @Test func aFetchRecordsOperationDeliversNoRecord() async {
        let ids = [CKRecord.ID(recordName: "netflix", zoneID: zone.zoneID), CKRecord.ID(recordName: "icloud-plus", zoneID: zone.zoneID)]
        let operation = CKFetchRecordsOperation(recordIDs: ids)
        operation.desiredKeys = ["name", "price"]
        await confirmation("each record's result", expectedCount: 4) { recordFailed in
            await confirmation("the final blocks", expectedCount: 2) { finished in
                operation.perRecordResultBlock = { recordID, result in
                    if case .failure(let error) = result, errorCode(error) == .notAuthenticated, ids.contains(recordID) { recordFailed() }
                }
                operation.perRecordCompletionBlock = { record, recordID, error in
                    if record == nil, let recordID, ids.contains(recordID), errorCode(error) == .notAuthenticated { recordFailed() }
                }
                operation.fetchRecordsResultBlock = { result in
                    if case .failure(let error) = result, errorCode(error) == .notAuthenticated { finished() }
                }
                operation.fetchRecordsCompletionBlock = { recordsByID, error in
                    if recordsByID == nil, errorCode(error) == .notAuthenticated { finished() }
                }
                database.add(operation)
            }
        }
        #expect(operation.desiredKeys == ["name", "price"])
    }

    @Test func aStoredChangeTokenThatIsMissingDecodesToNil() {
        let stored = UserDefaults(suiteName: "CloudKitDatabaseAPITests")?.data(forKey: "databaseChangeToken") ?? Data()
        let token = try? NSKeyedUnarchiver.unarchivedObject(ofClass: CKServerChangeToken.self, from: stored)
        #expect(token == nil)
        #expect(CKServerChangeToken.supportsSecureCoding)
    }
}

/// The CloudKit code of an error a block or handler was given (`nil` for none or another error).
private func errorCode(_ error: (any Error)?) -> CKError.Code? { (error as? CKError)?.code }
