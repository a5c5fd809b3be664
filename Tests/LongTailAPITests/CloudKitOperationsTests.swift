import Testing
import Foundation
import CloudKit

/// A health app's sync layer (unseen40's Nutrivance) saves in `CKModifyRecordsOperation`s, pages
/// with `CKQueryOperation`s and registers a silent-push `CKQuerySubscription`: a Simulator signed
/// out of iCloud fails each with `notAuthenticated`, and the values keep Apple's raw values.
@Suite struct CloudKitOperationsTests {
    @Test func querySubscriptionOptionsAndTypesHaveApplesValues() {
        let options: [CKQuerySubscription.Options] = [.firesOnRecordCreation, .firesOnRecordUpdate, .firesOnRecordDeletion, .firesOnce]
        #expect(options.map(\.rawValue) == [1, 2, 4, 8])
        let subscription = CKQuerySubscription(recordType: "HealthMetricRecord", predicate: NSPredicate(value: true),
                                               subscriptionID: "HealthMetricRecord.all")
        #expect(subscription.querySubscriptionOptions.rawValue == 7 && subscription.subscriptionID == "HealthMetricRecord.all")
        #expect(subscription.subscriptionType == .query && subscription.recordType == "HealthMetricRecord")
        let types: [CKSubscription.SubscriptionType] = [.query, .recordZone, .database]
        #expect(types.map(\.rawValue) == [1, 2, 3])
        #expect(CKDatabaseSubscription(subscriptionID: "db").subscriptionType == .database)
    }

    @Test func aNotificationInfoKeepsWhatTheAppSets() {
        let info = CKSubscription.NotificationInfo()
        #expect(!info.shouldBadge && !info.shouldSendContentAvailable && info.alertBody == nil)
        info.shouldSendContentAvailable = true
        info.desiredKeys = ["uploadedAt"]
        let subscription = CKRecordZoneSubscription(zoneID: CKRecordZone.ID(zoneName: "Metrics"), subscriptionID: "zone")
        subscription.notificationInfo = info
        #expect(subscription.notificationInfo?.shouldSendContentAvailable == true && subscription.notificationInfo?.desiredKeys == ["uploadedAt"])
        #expect(subscription.subscriptionType == .recordZone && subscription.zoneID.zoneName == "Metrics")
    }

    @Test func operationsStartWithApplesDefaults() {
        let save = CKModifyRecordsOperation(recordsToSave: [CKRecord(recordType: "Nutrient")], recordIDsToDelete: nil)
        #expect(save.savePolicy == .ifServerRecordUnchanged && save.isAtomic && save.recordsToSave?.count == 1)
        #expect([CKModifyRecordsOperation.RecordSavePolicy.ifServerRecordUnchanged, .changedKeys, .allKeys].map(\.rawValue) == [0, 1, 2])
        let query = CKQueryOperation(query: CKQuery(recordType: "HealthMetricRecord", predicate: NSPredicate(value: true)))
        #expect(query.resultsLimit == CKQueryOperation.maximumResults && query.cursor == nil && query.desiredKeys == nil)
        let configuration = CKOperation.Configuration()
        #expect(configuration.timeoutIntervalForRequest == 60 && configuration.timeoutIntervalForResource == 604_800)
        #expect(configuration.allowsCellularAccess && !configuration.isLongLived && save.qualityOfService == .default)
    }

    @Test func addingAModifyOperationFailsEachRecordThenTheBatch() {
        let database = CKContainer.default().privateCloudDatabase
        let records = [CKRecord(recordType: "Nutrient"), CKRecord(recordType: "Nutrient")]
        let operation = CKModifyRecordsOperation(recordsToSave: records, recordIDsToDelete: [CKRecord.ID(recordName: "old")])
        operation.savePolicy = .allKeys
        let calls = CallLog()
        operation.perRecordSaveBlock = { recordID, result in
            if case .failure(let error) = result { calls.append("save \(recordID.recordName) \((error as? CKError)?.code.rawValue ?? -1)") }
        }
        operation.perRecordDeleteBlock = { recordID, result in
            if case .failure(let error) = result { calls.append("delete \(recordID.recordName) \((error as? CKError)?.code.rawValue ?? -1)") }
        }
        operation.modifyRecordsResultBlock = { result in
            if case .failure(let error) = result { calls.append("done \((error as? CKError)?.code.rawValue ?? -1)") }
        }
        database.add(operation)
        #expect(calls.entries == ["save \(records[0].recordID.recordName) 9", "save \(records[1].recordID.recordName) 9", "delete old 9", "done 9"])
        #expect(operation.database === database && operation.isFinished)
    }

    @Test func aQueryOperationMatchesNothingAndFailsWithoutAnAccount() {
        let operation = CKQueryOperation(query: CKQuery(recordType: "HealthMetricRecord", predicate: NSPredicate(value: true)))
        operation.resultsLimit = 250
        let calls = CallLog()
        operation.recordMatchedBlock = { _, _ in calls.append("matched") }
        operation.queryResultBlock = { result in
            switch result {
            case .success: calls.append("cursor")
            case .failure(let error): calls.append((error as? CKError)?.code == .notAuthenticated ? "notAuthenticated" : "other")
            }
        }
        CKContainer(identifier: "iCloud.com.example.health").privateCloudDatabase.add(operation)
        #expect(calls.entries == ["notAuthenticated"])
    }

    @Test func aFetchOperationFailsEachRecordID() {
        let operation = CKFetchRecordsOperation(recordIDs: [CKRecord.ID(recordName: "engine-blob")])
        let calls = CallLog()
        operation.perRecordResultBlock = { recordID, result in
            if case .failure(let error) = result, case CKError.notAuthenticated = error { calls.append(recordID.recordName) }
        }
        operation.fetchRecordsResultBlock = { result in if case .failure = result { calls.append("done") } }
        CKContainer.default().publicCloudDatabase.add(operation)
        #expect(calls.entries == ["engine-blob", "done"])
    }

    @Test func subscriptionRequestsThrowNotAuthenticated() async {
        let database = CKContainer.default().privateCloudDatabase
        let subscription = CKQuerySubscription(recordType: "HealthMetricRecord", predicate: NSPredicate(value: true),
                                               subscriptionID: "HealthMetricRecord.all", options: [.firesOnRecordCreation, .firesOnRecordUpdate])
        await #expect {
            _ = try await database.modifySubscriptions(saving: [subscription], deleting: ["stale"])
        } throws: { error in
            (error as? CKError)?.code == .notAuthenticated
        }
        await #expect(throws: CKError(.notAuthenticated)) { try await database.allSubscriptions() }
        await #expect(throws: CKError(.notAuthenticated)) { try await database.deleteSubscription(withID: "HealthMetricRecord.all") }
    }

    @Test func aSubscriptionOperationFailsEachSubscription() {
        let operation = CKModifySubscriptionsOperation(subscriptionsToSave: [CKDatabaseSubscription(subscriptionID: "db")],
                                                       subscriptionIDsToDelete: ["old"])
        let calls = CallLog()
        operation.perSubscriptionSaveBlock = { subscriptionID, result in if case .failure = result { calls.append("save \(subscriptionID)") } }
        operation.perSubscriptionDeleteBlock = { subscriptionID, result in if case .failure = result { calls.append("delete \(subscriptionID)") } }
        operation.modifySubscriptionsResultBlock = { result in if case .failure = result { calls.append("done") } }
        CKContainer.default().privateCloudDatabase.add(operation)
        #expect(calls.entries == ["save db", "delete old", "done"])
        #expect(CKNotification(fromRemoteNotificationDictionary: ["aps": ["content-available": 1]]) == nil)
    }
}

/// What an operation's blocks reported, in order, kept under a lock.
private final class CallLog: @unchecked Sendable {
    // Unchecked Sendable: every access takes the lock.
    private let lock = NSLock()
    private var calls: [String] = []
    func append(_ call: String) { lock.lock(); calls.append(call); lock.unlock() }
    var entries: [String] { lock.lock(); defer { lock.unlock() }; return calls }
}
