import Foundation

/// Something a provider does for a call (start, answer, end, hold...), which its delegate
/// fulfills or fails. A render's system never hands an action to a provider, so an action only
/// completes when the app calls `fulfill()` or `fail()` itself.
open class CXAction: NSObject {
    /// The action's unique identifier.
    open private(set) var uuid = UUID()
    /// Whether the action was fulfilled or failed.
    open private(set) var isComplete = false
    /// When the action times out if not completed: never in a render (`Date.distantFuture`),
    /// as no provider runs it.
    open private(set) var timeoutDate = Date.distantFuture

    /// An action with a new identifier, not yet complete.
    public override init() { super.init() }

    /// Reports that the action succeeded: it becomes complete.
    open func fulfill() { isComplete = true }

    /// Reports that the action failed: it becomes complete.
    open func fail() { isComplete = true }
}

/// An action on one call, named by the call's identifier.
open class CXCallAction: CXAction {
    /// The identifier of the call the action is for.
    open private(set) var callUUID: UUID

    /// An action for the call with identifier `callUUID`.
    public init(call callUUID: UUID) {
        self.callUUID = callUUID
        super.init()
    }
}
