import BackplateCore
import Foundation

/// How quickly a connected central is served (Core Bluetooth's raw values).
public enum CBPeripheralManagerConnectionLatency: Int, Sendable {
    /// Served quickly, at a cost in power.
    case low = 0
    /// A balance of latency and power.
    case medium = 1
    /// Served slowly, saving power.
    case high = 2
}

/// Creation option: whether the system warns when Bluetooth is off (a Boolean NSNumber).
public let CBPeripheralManagerOptionShowPowerAlertKey = "kCBInitOptionShowPowerAlert"
/// Creation option: the identifier the system restores the manager by (a String).
public let CBPeripheralManagerOptionRestoreIdentifierKey = "kCBInitOptionRestoreIdentifier"
/// Restored state: the services the manager had published.
public let CBPeripheralManagerRestoredStateServicesKey = "kCBRestoredServices"
/// Restored state: the advertisement the manager was sending.
public let CBPeripheralManagerRestoredStateAdvertisementDataKey = "kCBRestoredAdvertisement"

/// Publishes services and advertises them: the app's peripheral role. A render has no radio
/// (as the iOS Simulator): the manager starts `.unknown`, then `peripheralManagerDidUpdateState(_:)`
/// is called once, asynchronously on its queue, with `.unsupported`. Nothing is published or
/// advertised (with a warning), and no central ever connects.
open class CBPeripheralManager: CBManager {
    /// The delegate, held weakly and read on the manager's queue.
    private struct DelegateReference { weak var value: (any CBPeripheralManagerDelegate)? }
    private let delegateReference: LockedState<DelegateReference>

    /// A manager with no delegate, delivering on the main queue.
    public convenience init() {
        self.init(delegate: nil, queue: nil, options: nil)
    }

    /// A manager telling `delegate` of its events on `queue` (the main queue when `nil`).
    public convenience init(delegate: (any CBPeripheralManagerDelegate)?, queue: DispatchQueue?) {
        self.init(delegate: delegate, queue: queue, options: [CBPeripheralManagerOptionShowPowerAlertKey: true])
    }

    /// A manager telling `delegate` of its events on `queue` (the main queue when `nil`), with
    /// options (power alert, restore identifier): a render shows no alert and restores nothing.
    public init(delegate: (any CBPeripheralManagerDelegate)?, queue: DispatchQueue?, options: [String: Any]? = nil) {
        delegateReference = LockedState(unchecked: DelegateReference(value: delegate))
        super.init(firstUpdateOn: queue)
    }

    /// The object told about the manager's state, advertising and requests (held weakly).
    open var delegate: (any CBPeripheralManagerDelegate)? {
        get { delegateReference.withLockUnchecked { $0.value } }
        set { delegateReference.withLockUnchecked { $0.value = newValue } }
    }

    /// Whether the manager is advertising: false, it never starts.
    open var isAdvertising: Bool { false }

    /// Advertises `advertisementData` (`CBAdvertisementDataLocalNameKey` and
    /// `...ServiceUUIDsKey`). The manager is not powered on, so nothing is advertised and
    /// `peripheralManagerDidStartAdvertising(_:error:)` is never called; a runtime warning says so.
    open func startAdvertising(_ advertisementData: [String: Any]?) {
        RuntimeWarning.emit("CBPeripheralManager: startAdvertising(_:) advertises nothing: a render has no Bluetooth radio (the manager is .unsupported, as in the iOS Simulator)")
    }

    /// Stops advertising (none is under way).
    open func stopAdvertising() {}

    /// Publishes `service`. The manager is not powered on, so it is not published and
    /// `peripheralManager(_:didAdd:error:)` is never called; a runtime warning says so.
    open func add(_ service: CBMutableService) {
        RuntimeWarning.emit("CBPeripheralManager: add(_:) publishes nothing: a render has no Bluetooth radio (the manager is .unsupported, as in the iOS Simulator)")
    }

    /// Removes a published service (none is).
    open func remove(_ service: CBMutableService) {}

    /// Removes every published service (none is).
    open func removeAllServices() {}

    /// Answers a central's read or write request (none ever arrives).
    open func respond(to request: CBATTRequest, withResult result: CBATTError.Code) {}

    /// Sends `value` to the centrals subscribed to `characteristic` (`nil`: all of them);
    /// false, nothing is sent: no central is subscribed, and the manager is not powered on.
    open func updateValue(_ value: Data, for characteristic: CBMutableCharacteristic, onSubscribedCentrals centrals: [CBCentral]?) -> Bool {
        false
    }

    /// Asks for a connection latency with `central` (none is connected).
    open func setDesiredConnectionLatency(_ latency: CBPeripheralManagerConnectionLatency, for central: CBCentral) {}

    override func stateDidUpdate() {
        delegate?.peripheralManagerDidUpdateState(self)
    }
}
