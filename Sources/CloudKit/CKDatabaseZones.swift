// CKDatabase's record zone requests (save, fetch, delete, batch modify), as a simulator signed
// out of iCloud answers: async forms throw `notAuthenticated`; completion forms call their
// handler once, on the calling thread, with it.
import Foundation

extension CKDatabase {
    /// Saves a zone: throws `notAuthenticated`.
    @available(iOS 15, macOS 12, *)
    public func save(_ zone: CKRecordZone) async throws -> CKRecordZone { throw CKError(.notAuthenticated) }
    /// Saves a zone: `completionHandler` gets `nil` and `notAuthenticated`, on the calling thread.
    public func save(_ zone: CKRecordZone, completionHandler: @escaping @Sendable (CKRecordZone?, (any Error)?) -> Void) {
        completionHandler(nil, CKError(.notAuthenticated))
    }

    /// Fetches a zone: throws `notAuthenticated`.
    @available(iOS 15, macOS 12, *)
    public func recordZone(for zoneID: CKRecordZone.ID) async throws -> CKRecordZone { throw CKError(.notAuthenticated) }
    /// Fetches a zone: `completionHandler` gets `nil` and `notAuthenticated`, on the calling thread.
    public func fetch(withRecordZoneID zoneID: CKRecordZone.ID, completionHandler: @escaping @Sendable (CKRecordZone?, (any Error)?) -> Void) {
        completionHandler(nil, CKError(.notAuthenticated))
    }

    /// Fetches zones by identifier: throws `notAuthenticated` for the whole request, returning no per-zone results.
    @available(iOS 15, macOS 12, *)
    public func recordZones(for ids: [CKRecordZone.ID]) async throws -> [CKRecordZone.ID: Result<CKRecordZone, any Error>] {
        throw CKError(.notAuthenticated)
    }
    /// Fetches zones by identifier: `completionHandler` gets `.failure(notAuthenticated)`, on the calling thread.
    @available(iOS 15, macOS 12, *)
    @preconcurrency public func fetch(withRecordZoneIDs zoneIDs: [CKRecordZone.ID],
                                      completionHandler: @escaping @Sendable (Result<[CKRecordZone.ID: Result<CKRecordZone, any Error>], any Error>) -> Void) {
        completionHandler(.failure(CKError(.notAuthenticated)))
    }

    /// Fetches every zone of the database: throws `notAuthenticated`.
    @available(iOS 15, macOS 12, *)
    public func allRecordZones() async throws -> [CKRecordZone] { throw CKError(.notAuthenticated) }
    /// Fetches every zone: `completionHandler` gets `nil` and `notAuthenticated`, on the calling thread.
    public func fetchAllRecordZones(completionHandler: @escaping @Sendable ([CKRecordZone]?, (any Error)?) -> Void) {
        completionHandler(nil, CKError(.notAuthenticated))
    }

    /// Deletes a zone and its records: throws `notAuthenticated`.
    @available(iOS 15, macOS 12, *)
    @discardableResult
    public func deleteRecordZone(withID zoneID: CKRecordZone.ID) async throws -> CKRecordZone.ID { throw CKError(.notAuthenticated) }
    /// Deletes a zone: `completionHandler` gets `nil` and `notAuthenticated`, on the calling thread.
    public func delete(withRecordZoneID zoneID: CKRecordZone.ID, completionHandler: @escaping @Sendable (CKRecordZone.ID?, (any Error)?) -> Void) {
        completionHandler(nil, CKError(.notAuthenticated))
    }

    /// Saves and deletes zones in one request: throws `notAuthenticated` for the whole request,
    /// returning no per-zone results (as `modifyRecords(saving:deleting:)` does).
    @available(iOS 15, macOS 12, *)
    public func modifyRecordZones(saving recordZonesToSave: [CKRecordZone], deleting recordZoneIDsToDelete: [CKRecordZone.ID]) async throws
        -> (saveResults: [CKRecordZone.ID: Result<CKRecordZone, any Error>], deleteResults: [CKRecordZone.ID: Result<Void, any Error>]) {
        throw CKError(.notAuthenticated)
    }
    /// The completion form: `completionHandler` gets `.failure(notAuthenticated)`, on the calling thread.
    @available(iOS 15, macOS 12, *)
    @preconcurrency public func modifyRecordZones(saving recordZonesToSave: [CKRecordZone], deleting recordZoneIDsToDelete: [CKRecordZone.ID],
                                                  completionHandler: @escaping @Sendable (Result<(saveResults: [CKRecordZone.ID: Result<CKRecordZone, any Error>],
                                                                                                   deleteResults: [CKRecordZone.ID: Result<Void, any Error>]), any Error>) -> Void) {
        completionHandler(.failure(CKError(.notAuthenticated)))
    }
}
