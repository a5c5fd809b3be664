import BackplateCore
import Foundation

/// Calls `body` with `value` later, asynchronously on the main queue: where the original
/// In-App Purchase API tells its observers and delegates, never during the call that asked.
func deliverOnMainQueue<Value>(_ value: Value, _ body: @escaping (Value) -> Void) {
    // Unchecked: the value and the call are handed to the main queue once and used only
    // there, as StoreKit hands its objects to the main queue for their callbacks.
    let parcel = LockedState(unchecked: Optional(MainQueueCall(value: value, body: body)))
    DispatchQueue.main.async {
        parcel.withLockUnchecked { $0.take() }?.run()
    }
}

/// A value and the call to make with it on the main queue.
private struct MainQueueCall<Value> {
    let value: Value
    let body: (Value) -> Void

    /// Makes the call.
    func run() { body(value) }
}

/// An object held without being kept alive (an observer or delegate StoreKit does not retain),
/// typed by the protocol it was given as.
struct WeakReference<Object> {
    private weak var stored: AnyObject?

    /// A reference to `object` (nil: none).
    init(object: Object? = nil) { stored = object.map { $0 as AnyObject } }

    /// The object, or nil once it is released.
    var object: Object? { stored as? Object }
}
