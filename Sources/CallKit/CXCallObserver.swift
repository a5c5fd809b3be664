import Foundation

/// A call the system knows of, in or out of the app. A render has none, so no `CXCall` is
/// ever made; apps meet them only in `CXCallObserver.calls` and its delegate.
open class CXCall: NSObject {
    /// The call's unique identifier.
    open private(set) var uuid: UUID
    /// Whether the app placed the call.
    open private(set) var isOutgoing: Bool
    /// Whether the call is on hold.
    open private(set) var isOnHold: Bool
    /// Whether the call has connected.
    open private(set) var hasConnected: Bool
    /// Whether the call has ended.
    open private(set) var hasEnded: Bool

    init(uuid: UUID, isOutgoing: Bool, isOnHold: Bool, hasConnected: Bool, hasEnded: Bool) {
        self.uuid = uuid
        self.isOutgoing = isOutgoing
        self.isOnHold = isOnHold
        self.hasConnected = hasConnected
        self.hasEnded = hasEnded
        super.init()
    }

    /// Whether `call` is the same call (same identifier).
    open func isEqual(to call: CXCall) -> Bool { uuid == call.uuid }
}

/// What a call observer tells its delegate.
public protocol CXCallObserverDelegate: NSObjectProtocol {
    /// A call was added, changed or ended (never in a render, where no call exists).
    func callObserver(_ callObserver: CXCallObserver, callChanged call: CXCall)
}

/// Watches the system's calls. A render has no telephony service: `calls` is empty and the
/// delegate is never called.
open class CXCallObserver: NSObject {
    /// The object told about calls (held weakly; never called here).
    private weak var delegate: (any CXCallObserverDelegate)?
    /// The queue given with the delegate (the main queue when `nil`).
    private var delegateQueue: DispatchQueue?

    /// An observer of the system's calls.
    public override init() { super.init() }

    /// The system's current calls: none in a render.
    open var calls: [CXCall] { [] }

    /// Sets the delegate (held weakly) and the queue it is called on (`nil`: the main queue).
    /// No call changes in a render, so it is never called.
    open func setDelegate(_ delegate: (any CXCallObserverDelegate)?, queue: DispatchQueue?) {
        self.delegate = delegate
        delegateQueue = queue
    }
}
