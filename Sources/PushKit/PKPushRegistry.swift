import BackplateCore
import Foundation

/// Registers for PushKit notifications and delivers them to its delegate. A render has no
/// connection to Apple's push service (as the iOS Simulator, which gets no VoIP pushes):
/// setting `desiredPushTypes` registers nothing, with a runtime warning; no token is ever
/// delivered, `pushToken(for:)` is `nil`, and the delegate is never called.
open class PKPushRegistry: NSObject {
    /// The object told about tokens and pushes (held weakly; never called in a render).
    open weak var delegate: (any PKPushRegistryDelegate)?
    /// The queue the delegate would be called on (the main queue when `nil`).
    private let queue: DispatchQueue?
    private var desiredTypes: Set<PKPushType>?

    /// A registry whose delegate is called on `queue` (`nil`: the main queue).
    public init(queue: DispatchQueue?) {
        self.queue = queue
        super.init()
    }

    /// The push types to register for (`nil` until set). Setting a non-empty set asks for a
    /// token per type; a render gets none, and says so with a runtime warning.
    open var desiredPushTypes: Set<PKPushType>? {
        get { desiredTypes }
        set {
            desiredTypes = newValue
            if let types = newValue, !types.isEmpty {
                RuntimeWarning.emit("PKPushRegistry: desiredPushTypes registers for no pushes: a render has no connection to Apple's push service (as the iOS Simulator), so no token is delivered and pushRegistry(_:didUpdate:for:) is never called")
            }
        }
    }

    /// The token the registry holds for `type`: `nil`, a render is never given one.
    open func pushToken(for type: PKPushType) -> Data? { nil }
}
