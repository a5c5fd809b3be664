import BackplateCore
import Foundation

/// Where a transaction is in its life (StoreKit's raw values). A render's transactions go
/// `.purchasing`, then `.failed`; none is ever `.purchased`, `.restored` or `.deferred`.
@available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use PurchaseResult from Product.purchase(confirmIn:options:).")
public enum SKPaymentTransactionState: Int, Sendable {
    /// The App Store is processing the payment: each transaction's first state.
    case purchasing = 0
    /// The payment went through; the app unlocks the product and finishes the transaction.
    case purchased = 1
    /// The payment failed, with the reason in `error`: where a render's transactions end.
    case failed = 2
    /// The transaction restores a purchase made before.
    case restored = 3
    /// The payment awaits someone's approval (Ask to Buy).
    @available(iOS, introduced: 8.0, deprecated: 18.0, message: "Use PurchaseResult.pending from Product.purchase(confirmIn:options:).")
    case deferred = 4
}

/// A payment in the payment queue, as observers see it in `paymentQueue(_:updatedTransactions:)`.
/// In a render, adding a payment makes one that observers see `.purchasing`, then `.failed`
/// with `SKError(.paymentCancelled)`; it stays in `SKPaymentQueue.transactions` until the app
/// calls `finishTransaction(_:)`. It never gets a transaction identifier or date.
@available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use PurchaseResult from Product.purchase(confirmIn:options:).")
open class SKPaymentTransaction: NSObject, @unchecked Sendable {
    // Unchecked Sendable: StoreKit's is Sendable; its changing state is under `progress`'s lock.
    /// The transaction's state and, once it failed, why.
    private struct Progress {
        var state: SKPaymentTransactionState
        var error: (any Error)?
    }

    private let storedPayment: SKPayment
    private let progress: LockedState<Progress>

    /// An empty transaction (a payment with no product, `.purchasing`): what test doubles subclass.
    public override init() {
        storedPayment = SKPayment()
        progress = LockedState(unchecked: Progress(state: .purchasing))
        super.init()
    }

    /// A transaction for `payment`; a mutable payment is copied, so later changes do not reach it.
    init(payment: SKPayment) {
        storedPayment = type(of: payment) == SKMutablePayment.self ? SKPayment(request: payment.request) : payment
        progress = LockedState(unchecked: Progress(state: .purchasing))
        super.init()
    }

    /// Moves the transaction to `.failed` with `error`.
    func fail(with error: any Error) {
        progress.withLockUnchecked { $0 = Progress(state: .failed, error: error) }
    }

    /// The payment the transaction is for.
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use PurchaseResult from Product.purchase(confirmIn:options:).")
    open var payment: SKPayment { storedPayment }

    /// Where the transaction is: `.purchasing`, then `.failed` in a render.
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use PurchaseResult from Product.purchase(confirmIn:options:).")
    open var transactionState: SKPaymentTransactionState { progress.withLockUnchecked { $0.state } }

    /// The App Store's identifier for the transaction, set once it is purchased or restored:
    /// always nil in a render.
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use PurchaseResult from Product.purchase(confirmIn:options:).")
    open var transactionIdentifier: String? { nil }

    /// When the App Store charged the person, set once it is purchased or restored: always nil
    /// in a render.
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use PurchaseResult from Product.purchase(confirmIn:options:).")
    open var transactionDate: Date? { nil }

    /// The transaction a restored transaction restores: nil (a render restores nothing).
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use PurchaseResult from Product.purchase(confirmIn:options:).")
    open var original: SKPaymentTransaction? { nil }

    /// Why a failed transaction failed: `SKError(.paymentCancelled)` in a render; nil before.
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use PurchaseResult from Product.purchase(confirmIn:options:).")
    open var error: (any Error)? { progress.withLockUnchecked { $0.error } }

    /// The hosted content to download for the transaction: none.
    @available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported.")
    open var downloads: [SKDownload] { [] }

    /// The transaction's signed receipt (iOS 3's form): nil in a render.
    @available(iOS, introduced: 3.0, deprecated: 7.0)
    open var transactionReceipt: Data? { nil }
}
