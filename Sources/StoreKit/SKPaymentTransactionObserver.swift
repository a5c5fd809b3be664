import Foundation

/// What the payment queue tells the app about its transactions. `paymentQueue(_:updatedTransactions:)`
/// is required; the others are optional (empty defaults, and `true` where an answer is asked).
/// A render calls them asynchronously on the main queue: updated transactions (`.purchasing`,
/// then `.failed`), removed transactions once finished, and the end of a restore.
@available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use StoreKit 2 Transaction APIs.")
public protocol SKPaymentTransactionObserver: NSObjectProtocol {
    /// Transactions changed state: the app unlocks what was bought and finishes each one that
    /// is no longer `.purchasing` or `.deferred`.
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use StoreKit 2 Transaction APIs.")
    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction])
    /// Finished transactions left the queue.
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use StoreKit 2 Transaction APIs.")
    func paymentQueue(_ queue: SKPaymentQueue, removedTransactions transactions: [SKPaymentTransaction])
    /// Restoring purchases failed (never in a render: its restores finish with nothing).
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use AppStore.sync().")
    func paymentQueue(_ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: any Error)
    /// Every restorable purchase was delivered as a `.restored` transaction (none in a render).
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use AppStore.sync().")
    func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue)
    /// Hosted-content downloads changed (never: a render has none).
    @available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported.")
    func paymentQueue(_ queue: SKPaymentQueue, updatedDownloads downloads: [SKDownload])
    /// Whether to go on with a purchase the person started on the App Store (a promoted
    /// in-app purchase); `true` by default. Never asked in a render.
    @available(iOS, introduced: 11.0, deprecated: 18.0, message: "Use PurchaseIntent.intents.")
    func paymentQueue(_ queue: SKPaymentQueue, shouldAddStorePayment payment: SKPayment, for product: SKProduct) -> Bool
    /// The person's storefront changed (never in a render).
    @available(iOS, introduced: 13.0, deprecated: 18.0, message: "Use Storefront.updates.")
    func paymentQueueDidChangeStorefront(_ queue: SKPaymentQueue)
    /// Family Sharing no longer entitles the person to these products (never in a render).
    @available(iOS, introduced: 14.0, deprecated: 18.0, message: "Use Transaction.updates.")
    func paymentQueue(_ queue: SKPaymentQueue, didRevokeEntitlementsForProductIdentifiers productIdentifiers: [String])
}

extension SKPaymentTransactionObserver {
    /// Nothing to do by default.
    public func paymentQueue(_ queue: SKPaymentQueue, removedTransactions transactions: [SKPaymentTransaction]) {}
    /// Nothing to do by default.
    public func paymentQueue(_ queue: SKPaymentQueue, restoreCompletedTransactionsFailedWithError error: any Error) {}
    /// Nothing to do by default.
    public func paymentQueueRestoreCompletedTransactionsFinished(_ queue: SKPaymentQueue) {}
    /// Nothing to do by default.
    public func paymentQueue(_ queue: SKPaymentQueue, updatedDownloads downloads: [SKDownload]) {}
    /// `true`: the purchase goes on, as when an observer does not implement the method.
    public func paymentQueue(_ queue: SKPaymentQueue, shouldAddStorePayment payment: SKPayment, for product: SKProduct) -> Bool { true }
    /// Nothing to do by default.
    public func paymentQueueDidChangeStorefront(_ queue: SKPaymentQueue) {}
    /// Nothing to do by default.
    public func paymentQueue(_ queue: SKPaymentQueue, didRevokeEntitlementsForProductIdentifiers productIdentifiers: [String]) {}
}

/// What the payment queue asks the app while completing transactions. Both methods are
/// optional and answer `true` by default; a render never asks (its storefront never changes
/// and it has no price increase to consent to).
@available(iOS, introduced: 13.0, deprecated: 18.0, message: "No longer supported.")
public protocol SKPaymentQueueDelegate: NSObjectProtocol {
    /// Whether to go on with `transaction` in the person's new storefront.
    @available(iOS, introduced: 13.0, deprecated: 18.0, message: "Pass Product.PurchaseOption.onStorefrontChange(shouldContinuePurchase:) to product.purchase(options:).")
    func paymentQueue(_ paymentQueue: SKPaymentQueue, shouldContinue transaction: SKPaymentTransaction, in newStorefront: SKStorefront) -> Bool
    /// Whether to show the subscription price-increase consent sheet now.
    @available(iOS, introduced: 13.4, deprecated: 18.0, message: "Use Message.messages and Message.display(in:).")
    func paymentQueueShouldShowPriceConsent(_ paymentQueue: SKPaymentQueue) -> Bool
}

extension SKPaymentQueueDelegate {
    /// `true`: the transaction goes on, as when the delegate does not implement the method.
    public func paymentQueue(_ paymentQueue: SKPaymentQueue, shouldContinue transaction: SKPaymentTransaction, in newStorefront: SKStorefront) -> Bool { true }
    /// `true`: the sheet shows at once, as when the delegate does not implement the method.
    public func paymentQueueShouldShowPriceConsent(_ paymentQueue: SKPaymentQueue) -> Bool { true }
}
