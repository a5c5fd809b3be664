import BackplateCore
import Foundation

/// What a request tells its delegate when it ends. Both methods are optional (empty defaults).
/// In a render each started request ends once, asynchronously on the main queue.
@available(iOS, introduced: 3.0, deprecated: 18.0, message: "No longer supported.")
public protocol SKRequestDelegate: NSObjectProtocol {
    /// The request finished (after its response, for a products request).
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "No longer supported.")
    func requestDidFinish(_ request: SKRequest)
    /// The request failed with `error`.
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "No longer supported.")
    func request(_ request: SKRequest, didFailWithError error: any Error)
}

extension SKRequestDelegate {
    /// Nothing to do by default.
    public func requestDidFinish(_ request: SKRequest) {}
    /// Nothing to do by default.
    public func request(_ request: SKRequest, didFailWithError error: any Error) {}
}

/// Backplate's: gives `SKRequest` its `delegate` so that `SKProductsRequest` can declare its
/// own, typed `any SKProductsRequestDelegate`, as the Objective-C subclass redeclares it.
/// Apps never use it.
public protocol _SKRequestDelegateHolder: AnyObject {}

/// A request to the App Store (the base of `SKProductsRequest` and `SKReceiptRefreshRequest`).
/// `start()` sends it and its delegate hears the answer once, asynchronously on the main
/// queue; a render sends nothing anywhere and answers as each subclass documents. A started
/// request is kept until it answers; `cancel()` before then means no answer comes.
@available(iOS, introduced: 3.0, deprecated: 18.0, message: "No longer supported.")
open class SKRequest: NSObject, _SKRequestDelegateHolder {
    /// The delegate, not retained.
    var delegateReference = WeakReference<any SKRequestDelegate>()
    /// Counts starts and cancels, so a cancelled or restarted request's old answer is dropped
    /// (locked: an app may start a request on one thread while the main queue answers it).
    private let generation = LockedState(0)

    /// A request with no delegate.
    public override init() { super.init() }

    /// Sends the request. Its answer comes later on the main queue, never during this call.
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "No longer supported.")
    open func start() {
        let started = generation.withLock { generation -> Int in
            generation += 1
            return generation
        }
        warnOnStart()
        deliverOnMainQueue(self) { request in
            let current = request.generation.withLock { generation -> Bool in
                guard generation == started else { return false }
                generation += 1
                return true
            }
            if current { request.answer() }
        }
    }

    /// Cancels the request: if its answer has not come yet, none comes.
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "No longer supported.")
    open func cancel() { generation.withLock { $0 += 1 } }

    /// Warns, when the request starts, of what a render answers instead of the App Store.
    func warnOnStart() {}

    /// Tells the delegate the request's answer (on the main queue): a plain `SKRequest` has
    /// nothing to ask, so it just finishes.
    func answer() {
        delegateReference.object?.requestDidFinish(self)
    }
}

extension _SKRequestDelegateHolder where Self: SKRequest {
    /// The object told how the request ended (not retained).
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "No longer supported.")
    public var delegate: (any SKRequestDelegate)? {
        get { delegateReference.object }
        set { delegateReference = WeakReference(object: newValue) }
    }
}

/// A request for a fresh app receipt, which the App Store puts at `Bundle.main.appStoreReceiptURL`.
/// A render has no App Store account to sign in with and no receipt (`appStoreReceiptURL` is
/// nil on Linux): after a runtime warning, the delegate gets `request(_:didFailWithError:)`
/// with `SKError(.unknown)` on the main queue, as when the App Store cannot be reached.
@available(iOS, introduced: 7.0, deprecated: 18.0, message: "Use Transaction.all and AppTransaction.shared.")
open class SKReceiptRefreshRequest: SKRequest {
    private let properties: [String: Any]?

    /// A request for the receipt of a production app (no test properties).
    public override convenience init() { self.init(receiptProperties: nil) }

    /// A request for a receipt; in the sandbox, one with `properties` (`SKReceiptPropertyIsExpired`...).
    @available(iOS, introduced: 7.0, deprecated: 18.0, message: "Use Transaction.all and AppTransaction.shared.")
    public init(receiptProperties properties: [String: Any]?) {
        self.properties = properties
        super.init()
    }

    /// The test properties the request was made with.
    @available(iOS, introduced: 7.0, deprecated: 18.0, message: "Use Transaction.all and AppTransaction.shared.")
    open var receiptProperties: [String: Any]? { properties }

    override func warnOnStart() {
        RuntimeWarning.emit("StoreKit: SKReceiptRefreshRequest fails with SKError.unknown: a render has no App Store account and no receipt")
    }

    override func answer() {
        delegateReference.object?.request(self, didFailWithError: SKError(.unknown))
    }
}

/// The sandbox receipt property that makes the receipt expired (a `Bool` value).
@available(iOS, introduced: 7.0, deprecated: 18.0, message: "No longer supported.")
public let SKReceiptPropertyIsExpired = "expired"
/// The sandbox receipt property that makes the receipt revoked (a `Bool` value).
@available(iOS, introduced: 7.0, deprecated: 18.0, message: "No longer supported.")
public let SKReceiptPropertyIsRevoked = "revoked"
/// The sandbox receipt property that makes the receipt a Volume Purchase Plan one (a `Bool` value).
@available(iOS, introduced: 7.0, deprecated: 18.0, message: "No longer supported.")
public let SKReceiptPropertyIsVolumePurchase = "vpp"

/// Ends the app because its receipt is invalid, so the system fetches a new one at the next
/// launch. A render must not end: it emits a runtime warning and returns.
@available(iOS 7.1, *)
public func SKTerminateForInvalidReceipt() {
    RuntimeWarning.emit("StoreKit: SKTerminateForInvalidReceipt() does not end a render")
}
