// CKDatabase's convenience record requests (queries, cursors, batch fetches, deletes), as a
// simulator signed out of iCloud answers: async forms throw `notAuthenticated`; completion forms
// call their handler once, on the calling thread, with it (as `CKContainer.swift`'s forms do).
import Foundation

extension CKDatabase {
    /// Deletes a record: `completionHandler` gets `nil` and `notAuthenticated`, on the calling thread.
    public func delete(withRecordID recordID: CKRecord.ID, completionHandler: @escaping @Sendable (CKRecord.ID?, (any Error)?) -> Void) {
        completionHandler(nil, CKError(.notAuthenticated))
    }

    /// Runs a query, delivering a page of matches: `completionHandler` gets
    /// `.failure(notAuthenticated)`, on the calling thread.
    @available(iOS 15, macOS 12, *)
    @preconcurrency public func fetch(withQuery query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil,
                                      desiredKeys: [CKRecord.FieldKey]? = nil, resultsLimit: Int = CKQueryOperation.maximumResults,
                                      completionHandler: @escaping @Sendable (Result<(matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)],
                                                                                      queryCursor: CKQueryOperation.Cursor?), any Error>) -> Void) {
        completionHandler(.failure(CKError(.notAuthenticated)))
    }

    /// Fetches the query page that starts at `queryCursor`: `completionHandler` gets
    /// `.failure(notAuthenticated)`, on the calling thread.
    @available(iOS 15, macOS 12, *)
    @preconcurrency public func fetch(withCursor queryCursor: CKQueryOperation.Cursor, desiredKeys: [CKRecord.FieldKey]? = nil,
                                      resultsLimit: Int = CKQueryOperation.maximumResults,
                                      completionHandler: @escaping @Sendable (Result<(matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)],
                                                                                      queryCursor: CKQueryOperation.Cursor?), any Error>) -> Void) {
        completionHandler(.failure(CKError(.notAuthenticated)))
    }

    /// Fetches the query page that starts at `queryCursor`: throws `notAuthenticated`.
    @available(iOS 15, macOS 12, *)
    public func records(continuingMatchFrom queryCursor: CKQueryOperation.Cursor, desiredKeys: [CKRecord.FieldKey]? = nil,
                        resultsLimit: Int = CKQueryOperation.maximumResults) async throws
        -> (matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?) {
        throw CKError(.notAuthenticated)
    }

    /// Fetches records by identifier: throws `notAuthenticated` for the whole request, returning no per-record results.
    @available(iOS 15, macOS 12, *)
    public func records(for ids: [CKRecord.ID], desiredKeys: [CKRecord.FieldKey]? = nil) async throws
        -> [CKRecord.ID: Result<CKRecord, any Error>] {
        throw CKError(.notAuthenticated)
    }

    /// Fetches records by identifier: `completionHandler` gets `.failure(notAuthenticated)`, on the calling thread.
    @available(iOS 15, macOS 12, *)
    @preconcurrency public func fetch(withRecordIDs recordIDs: [CKRecord.ID], desiredKeys: [CKRecord.FieldKey]? = nil,
                                      completionHandler: @escaping @Sendable (Result<[CKRecord.ID: Result<CKRecord, any Error>], any Error>) -> Void) {
        completionHandler(.failure(CKError(.notAuthenticated)))
    }

    /// The pre-iOS 15 query: `completionHandler` gets `nil` and `notAuthenticated`, on the calling thread.
    @available(iOS, deprecated: 15.0, message: "Use fetch(withQuery:inZoneWith:desiredKeys:resultsLimit:completionHandler:) instead")
    @available(macOS, deprecated: 12.0, message: "Use fetch(withQuery:inZoneWith:desiredKeys:resultsLimit:completionHandler:) instead")
    public func perform(_ query: CKQuery, inZoneWith zoneID: CKRecordZone.ID?, completionHandler: @escaping @Sendable ([CKRecord]?, (any Error)?) -> Void) {
        completionHandler(nil, CKError(.notAuthenticated))
    }
}
