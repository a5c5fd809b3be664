// Saving, fetching and deleting subscriptions, as a simulator signed out of iCloud answers: every
// request fails with `notAuthenticated` before anything reaches the server.
import Foundation

extension CKDatabase {
    /// Saves and deletes subscriptions in one request. Without an iCloud account the whole request
    /// throws `notAuthenticated` (as `modifyRecords(saving:deleting:)` does), returning no per-item results.
    @available(iOS 15, macOS 12, *)
    public func modifySubscriptions(saving subscriptionsToSave: [CKSubscription], deleting subscriptionIDsToDelete: [CKSubscription.ID]) async throws
        -> (saveResults: [CKSubscription.ID: Result<CKSubscription, any Error>], deleteResults: [CKSubscription.ID: Result<Void, any Error>]) {
        throw CKError(.notAuthenticated)
    }

    /// The completion form: `completionHandler` gets `.failure(notAuthenticated)`, on the calling thread.
    @available(iOS 15, macOS 12, *)
    @preconcurrency public func modifySubscriptions(saving subscriptionsToSave: [CKSubscription], deleting subscriptionIDsToDelete: [CKSubscription.ID],
                                                    completionHandler: @escaping @Sendable (Result<(saveResults: [CKSubscription.ID: Result<CKSubscription, any Error>],
                                                                                                     deleteResults: [CKSubscription.ID: Result<Void, any Error>]), any Error>) -> Void) {
        completionHandler(.failure(CKError(.notAuthenticated)))
    }

    /// Saves a subscription: throws `notAuthenticated`.
    public func save(_ subscription: CKSubscription) async throws -> CKSubscription { throw CKError(.notAuthenticated) }
    /// Saves a subscription: `completionHandler` gets `nil` and `notAuthenticated`, on the calling thread.
    public func save(_ subscription: CKSubscription, completionHandler: @escaping @Sendable (CKSubscription?, (any Error)?) -> Void) {
        completionHandler(nil, CKError(.notAuthenticated))
    }
    /// Fetches a subscription: throws `notAuthenticated`.
    public func subscription(for subscriptionID: CKSubscription.ID) async throws -> CKSubscription { throw CKError(.notAuthenticated) }
    /// Fetches subscriptions by identifier: throws `notAuthenticated`.
    public func subscriptions(for ids: [CKSubscription.ID]) async throws -> [CKSubscription.ID: Result<CKSubscription, any Error>] {
        throw CKError(.notAuthenticated)
    }
    /// Fetches every subscription of the database: throws `notAuthenticated`.
    public func allSubscriptions() async throws -> [CKSubscription] { throw CKError(.notAuthenticated) }
    /// Fetches every subscription: `completionHandler` gets `nil` and `notAuthenticated`, on the calling thread.
    public func fetchAllSubscriptions(completionHandler: @escaping @Sendable ([CKSubscription]?, (any Error)?) -> Void) {
        completionHandler(nil, CKError(.notAuthenticated))
    }
    /// Deletes a subscription: throws `notAuthenticated`.
    @discardableResult
    public func deleteSubscription(withID subscriptionID: CKSubscription.ID) async throws -> CKSubscription.ID { throw CKError(.notAuthenticated) }
    /// Deletes a subscription: `completionHandler` gets `nil` and `notAuthenticated`, on the calling thread.
    @preconcurrency public func delete(withSubscriptionID subscriptionID: CKSubscription.ID, completionHandler: @escaping @Sendable (String?, (any Error)?) -> Void) {
        completionHandler(nil, CKError(.notAuthenticated))
    }
}

/// The operation that saves and deletes subscriptions. Added to a database, each subscription's
/// block and then the final block get `.failure(notAuthenticated)`, as on a signed-out simulator.
open class CKModifySubscriptionsOperation: CKDatabaseOperation, @unchecked Sendable {
    // Unchecked Sendable: CloudKit's is Sendable, as its superclass's.

    /// The subscriptions to save.
    open var subscriptionsToSave: [CKSubscription]?
    /// The identifiers of the subscriptions to delete.
    open var subscriptionIDsToDelete: [CKSubscription.ID]?

    /// Called once for each subscription to save: in a render with `.failure(notAuthenticated)`.
    @preconcurrency open var perSubscriptionSaveBlock: (@Sendable (CKSubscription.ID, Result<CKSubscription, any Error>) -> Void)?
    /// Called once for each subscription to delete: in a render with `.failure(notAuthenticated)`.
    @preconcurrency open var perSubscriptionDeleteBlock: (@Sendable (CKSubscription.ID, Result<Void, any Error>) -> Void)?
    /// Called once, last: in a render with `.failure(notAuthenticated)`.
    @preconcurrency open var modifySubscriptionsResultBlock: (@Sendable (Result<Void, any Error>) -> Void)?

    /// An operation with nothing to save or delete.
    public override init() { super.init() }

    /// An operation saving `subscriptionsToSave` and deleting `subscriptionIDsToDelete`.
    public convenience init(subscriptionsToSave: [CKSubscription]? = nil, subscriptionIDsToDelete: [CKSubscription.ID]? = nil) {
        self.init()
        self.subscriptionsToSave = subscriptionsToSave
        self.subscriptionIDsToDelete = subscriptionIDsToDelete
    }

    override func reportSignedOut() {
        let error = CKError(.notAuthenticated)
        for subscription in subscriptionsToSave ?? [] { perSubscriptionSaveBlock?(subscription.subscriptionID, .failure(error)) }
        for subscriptionID in subscriptionIDsToDelete ?? [] { perSubscriptionDeleteBlock?(subscriptionID, .failure(error)) }
        modifySubscriptionsResultBlock?(.failure(error))
    }
}
