import BackplateCore
import Foundation

/// The queue of payments the App Store processes, and the observers it tells (the original
/// In-App Purchase API). A render has no App Store account and no network, and answers as the
/// iOS Simulator does when a purchase is not completed:
/// - `canMakePayments()` is `true` (no Screen Time limits), as `AppStore.canMakePayments`;
/// - `add(_ payment:)` makes a transaction that observers are told of, asynchronously on the
///   main queue, first `.purchasing`, then `.failed` with `SKError(.paymentCancelled)` (as a
///   purchase sheet closed unpaid; `Product.purchase()` answers `.userCancelled` alike), after
///   a runtime warning; it stays in `transactions` until `finishTransaction(_:)`;
/// - `restoreCompletedTransactions()` restores nothing: observers get
///   `paymentQueueRestoreCompletedTransactionsFinished(_:)` on the main queue;
/// - `storefront` is nil and no sheet (code redemption, price consent) is drawn.
/// Observers and the delegate are not retained (StoreKit does not retain them either): one the
/// app released is skipped. Every callback comes later, never during the call.
@available(iOS, introduced: 3.0, deprecated: 18.0, message: "No longer supported.")
open class SKPaymentQueue: NSObject, @unchecked Sendable {
    // Unchecked Sendable: StoreKit's is Sendable; its state is under `state`'s lock.
    /// What the queue holds: its observers, delegate and unfinished transactions.
    private struct State {
        var observers: [WeakReference<any SKPaymentTransactionObserver>] = []
        var delegate = WeakReference<any SKPaymentQueueDelegate>()
        var transactions: [SKPaymentTransaction] = []

        /// The observers still alive, in the order they were added (released ones are dropped).
        mutating func liveObservers() -> [any SKPaymentTransactionObserver] {
            observers.removeAll { $0.object == nil }
            return observers.compactMap(\.object)
        }
    }

    private let state = LockedState(unchecked: State())

    /// The app's payment queue, the same object on every call.
    private static let shared = SKPaymentQueue()

    /// A queue of its own (apps use `default()`; tests make one each so they share nothing).
    public override init() { super.init() }

    /// The app's payment queue: the same object on every call.
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "No longer supported.")
    open class func `default`() -> SKPaymentQueue { shared }

    /// Whether the person may make payments: `true`, as on a device (or the iOS Simulator)
    /// without Screen Time purchase limits.
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use AppStore.canMakePayments.")
    open class func canMakePayments() -> Bool { AppStore.canMakePayments }

    /// The object asked about storefront changes and price consent (not retained; never asked
    /// in a render).
    @available(iOS, introduced: 13.0, deprecated: 18.0, message: "No longer supported.")
    open var delegate: (any SKPaymentQueueDelegate)? {
        get { state.withLockUnchecked { $0.delegate.object } }
        set { state.withLockUnchecked { $0.delegate = WeakReference(object: newValue) } }
    }

    /// The person's App Store storefront: nil in a render, which has no App Store account.
    @available(iOS, introduced: 13.0, deprecated: 18.0, message: "Use Storefront.current.")
    open var storefront: SKStorefront? { nil }

    /// The unfinished transactions, oldest first: those of payments added and not yet finished.
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use Transaction.unfinished.")
    open var transactions: [SKPaymentTransaction] { state.withLockUnchecked { $0.transactions } }

    /// The observers added and still alive, in the order they were added.
    @available(iOS, introduced: 14.0, deprecated: 18.0, message: "Use Transaction.updates or PurchaseResult from Product.purchase(confirmIn:options:).")
    open var transactionObservers: [any SKPaymentTransactionObserver] {
        state.withLockUnchecked { $0.liveObservers() }
    }

    /// Adds `observer` (not retained; adding one twice keeps one). If transactions are waiting
    /// in the queue, the observer is told of them, on the main queue, as at an app's launch.
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use Transaction.updates or PurchaseResult from Product.purchase(confirmIn:options:).")
    open func add(_ observer: any SKPaymentTransactionObserver) {
        let waiting = state.withLockUnchecked { state -> [SKPaymentTransaction] in
            guard !state.liveObservers().contains(where: { $0 === observer }) else { return [] }
            state.observers.append(WeakReference(object: observer))
            return state.transactions.filter { $0.transactionState != .purchasing }
        }
        guard !waiting.isEmpty else { return }
        let reference = WeakReference(object: observer)
        deliverOnMainQueue(self) { queue in
            reference.object?.paymentQueue(queue, updatedTransactions: waiting)
        }
    }

    /// Removes `observer`; it is told of nothing more.
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "No longer supported.")
    open func remove(_ observer: any SKPaymentTransactionObserver) {
        state.withLockUnchecked { state in state.observers.removeAll { $0.object == nil || $0.object === observer } }
    }

    /// Adds a payment. A render has no account to pay with: after a runtime warning, the new
    /// transaction is put in `transactions` and observers are told, on the main queue, of it
    /// `.purchasing`, then (on a later turn of the main queue) `.failed` with
    /// `SKError(.paymentCancelled)`, as when the purchase sheet closes unpaid.
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use Product.purchase(confirmIn:options:).")
    open func add(_ payment: SKPayment) {
        RuntimeWarning.emit("StoreKit: SKPaymentQueue.add(_:) for \"\(payment.productIdentifier)\" fails with SKError.paymentCancelled: a render has no App Store account to pay with")
        let transaction = SKPaymentTransaction(payment: payment)
        state.withLockUnchecked { $0.transactions.append(transaction) }
        deliverOnMainQueue(self) { queue in
            queue.tellObservers { $0.paymentQueue(queue, updatedTransactions: [transaction]) }
            deliverOnMainQueue(queue) { queue in
                transaction.fail(with: SKError(.paymentCancelled))
                queue.tellObservers { $0.paymentQueue(queue, updatedTransactions: [transaction]) }
            }
        }
    }

    /// Removes a transaction that ended (`.purchased`, `.failed`, `.restored`) from the queue
    /// at once; observers are told by `paymentQueue(_:removedTransactions:)` on the main queue.
    /// A `.purchasing` transaction cannot be finished: StoreKit raises an exception, a render
    /// emits a runtime warning and keeps it. One not in the queue is ignored.
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use Transaction.finish().")
    open func finishTransaction(_ transaction: SKPaymentTransaction) {
        guard transaction.transactionState != .purchasing else {
            RuntimeWarning.emit("StoreKit: SKPaymentQueue.finishTransaction(_:) was called on a transaction that is still .purchasing; it is kept (StoreKit raises an exception)")
            return
        }
        let removed = state.withLockUnchecked { state -> Bool in
            guard let index = state.transactions.firstIndex(where: { $0 === transaction }) else { return false }
            state.transactions.remove(at: index)
            return true
        }
        guard removed else { return }
        deliverOnMainQueue(self) { queue in
            queue.tellObservers { $0.paymentQueue(queue, removedTransactions: [transaction]) }
        }
    }

    /// Restores the person's earlier purchases. A render has no account and so no purchases:
    /// after a runtime warning, observers get `paymentQueueRestoreCompletedTransactionsFinished(_:)`
    /// on the main queue, with no `.restored` transaction before it.
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use AppStore.sync().")
    open func restoreCompletedTransactions() {
        restoreNothing("restoreCompletedTransactions()")
    }

    /// Restores the earlier purchases of the app's account `username`: as `restoreCompletedTransactions()`,
    /// nothing to restore in a render.
    @available(iOS, introduced: 7.0, deprecated: 18.0, message: "Use AppStore.sync().")
    open func restoreCompletedTransactions(withApplicationUsername username: String?) {
        restoreNothing("restoreCompletedTransactions(withApplicationUsername:)")
    }

    /// Starts downloading hosted content: there is none in a render.
    @available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported.")
    open func start(_ downloads: [SKDownload]) {}
    /// Pauses downloads of hosted content (none in a render).
    @available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported.")
    open func pause(_ downloads: [SKDownload]) {}
    /// Resumes downloads of hosted content (none in a render).
    @available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported.")
    open func resume(_ downloads: [SKDownload]) {}
    /// Cancels downloads of hosted content (none in a render).
    @available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported.")
    open func cancel(_ downloads: [SKDownload]) {}

    /// Shows the subscription price-increase consent sheet if one is waiting: none is in a render.
    @available(iOS, introduced: 13.4, deprecated: 18.0, message: "Use Message.messages and Message.display(in:).")
    open func showPriceConsentIfNeeded() {}

    /// Shows the offer-code redemption sheet. A render draws no system sheet: a runtime warning
    /// says so and nothing is redeemed.
    @available(iOS, introduced: 14.0, deprecated: 18.0, message: "Use AppStore.presentOfferCodeRedeemSheet(in:).")
    open func presentCodeRedemptionSheet() {
        RuntimeWarning.emit("StoreKit: SKPaymentQueue.presentCodeRedemptionSheet() draws no sheet: a render has no App Store")
    }

    /// Calls `body` with each live observer (on the main queue, where it is called from).
    private func tellObservers(_ body: (any SKPaymentTransactionObserver) -> Void) {
        for observer in state.withLockUnchecked({ $0.liveObservers() }) { body(observer) }
    }

    /// Finishes a restore with nothing restored, after a warning naming `call`.
    private func restoreNothing(_ call: String) {
        RuntimeWarning.emit("StoreKit: SKPaymentQueue.\(call) restores nothing: a render has no App Store account")
        deliverOnMainQueue(self) { queue in
            queue.tellObservers { $0.paymentQueueRestoreCompletedTransactionsFinished(queue) }
        }
    }
}
