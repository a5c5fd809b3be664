import BackplateCore
import Foundation

/// The state of a Core Bluetooth manager (Core Bluetooth's raw values).
public enum CBManagerState: Int, Sendable {
    /// Not known yet: every manager starts here and leaves it with its first update.
    case unknown = 0
    /// The connection with the system's Bluetooth service was lost for a moment.
    case resetting = 1
    /// The device has no Bluetooth Low Energy: what a render's managers settle on, as in the
    /// iOS Simulator, which has no radio.
    case unsupported = 2
    /// The app may not use Bluetooth.
    case unauthorized = 3
    /// Bluetooth is off.
    case poweredOff = 4
    /// Bluetooth is on and ready.
    case poweredOn = 5
}

/// Whether the app may use Bluetooth (Core Bluetooth's raw values).
public enum CBManagerAuthorization: Int, Sendable {
    /// The person has not been asked yet.
    case notDetermined = 0
    /// Restrictions (parental controls) keep the app from Bluetooth.
    case restricted = 1
    /// The person denied the app Bluetooth.
    case denied = 2
    /// The app may use Bluetooth at any time: what a render answers, as the iOS Simulator
    /// does, which never shows the Bluetooth prompt.
    case allowedAlways = 3
}

/// What the central and peripheral managers share: their state and the app's authorization.
/// A render has no Bluetooth radio: a manager starts `.unknown` and its first update, delivered
/// once and asynchronously on its queue, makes it `.unsupported`. Apps never make one directly.
open class CBManager: NSObject {
    private let currentState = LockedState(CBManagerState.unknown)

    /// A manager whose first update is delivered on `queue` (the main queue when `nil`).
    init(firstUpdateOn queue: DispatchQueue?) {
        super.init()
        // Unchecked: the manager is reached only on the queue its events go to, the contract
        // Core Bluetooth's managers keep; a manager the app let go of gets no update.
        let reference = LockedState(unchecked: ManagerReference(manager: self))
        (queue ?? .main).async {
            guard let manager = reference.withLockUnchecked({ $0.manager }) else { return }
            manager.currentState.withLock { $0 = .unsupported }
            manager.stateDidUpdate()
        }
    }

    /// The manager's state: `.unknown` until its first update, then `.unsupported`.
    open var state: CBManagerState { currentState.withLock { $0 } }

    /// The app's Bluetooth authorization: `.allowedAlways`, as the iOS Simulator answers.
    @available(iOS, introduced: 13.0, deprecated: 13.1, message: "Use CBManager.authorization instead")
    open var authorization: CBManagerAuthorization { .allowedAlways }

    /// The app's Bluetooth authorization, readable before any manager exists: `.allowedAlways`,
    /// as the iOS Simulator answers (it shows no Bluetooth prompt).
    @available(iOS 13.1, *)
    open class var authorization: CBManagerAuthorization { .allowedAlways }

    /// Tells the manager's delegate of its new state; each manager calls its own delegate.
    func stateDidUpdate() {}
}

/// A manager carried to its queue without keeping it alive.
private struct ManagerReference {
    weak var manager: CBManager?
}
