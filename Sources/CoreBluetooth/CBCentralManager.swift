import BackplateCore
import Foundation

/// A change of a peer's connection, reported to `centralManager(_:connectionEventDidOccur:for:)`
/// (Core Bluetooth's raw values).
public enum CBConnectionEvent: Int, Sendable {
    /// The peer disconnected from this device.
    case peerDisconnected = 0
    /// The peer connected to this device.
    case peerConnected = 1
}

/// Scans for, connects to and retrieves peripherals: the app's central role. A render has no
/// radio (as the iOS Simulator): the manager starts `.unknown`, then `centralManagerDidUpdateState(_:)`
/// is called once, asynchronously on its queue, with `.unsupported`. Scans find nothing (with
/// a warning) and no peripheral is ever known, so nothing connects.
open class CBCentralManager: CBManager {
    /// Features a device's Bluetooth controller may support.
    public struct Feature: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Features from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Scanning and connecting over the extended advertising and LE 2M/Coded PHYs.
        public static let extendedScanAndConnect = Feature(rawValue: 1 << 0)
    }

    /// The delegate, held weakly and read on the manager's queue.
    private struct DelegateReference { weak var value: (any CBCentralManagerDelegate)? }
    private let delegateReference: LockedState<DelegateReference>

    /// A manager with no delegate, delivering on the main queue.
    public convenience init() {
        self.init(delegate: nil, queue: nil, options: nil)
    }

    /// A manager telling `delegate` of its events on `queue` (the main queue when `nil`).
    public convenience init(delegate: (any CBCentralManagerDelegate)?, queue: DispatchQueue?) {
        self.init(delegate: delegate, queue: queue, options: [CBCentralManagerOptionShowPowerAlertKey: true])
    }

    /// A manager telling `delegate` of its events on `queue` (the main queue when `nil`), with
    /// options (`CBCentralManagerOptionShowPowerAlertKey`, `...RestoreIdentifierKey`): a render
    /// shows no alert and restores nothing.
    public init(delegate: (any CBCentralManagerDelegate)?, queue: DispatchQueue?, options: [String: Any]? = nil) {
        delegateReference = LockedState(unchecked: DelegateReference(value: delegate))
        super.init(firstUpdateOn: queue)
    }

    /// The object told about the manager's state and peripherals (held weakly). The first
    /// update comes asynchronously, so a delegate set on the main thread right after creating
    /// a main-queue manager still hears it.
    open var delegate: (any CBCentralManagerDelegate)? {
        get { delegateReference.withLockUnchecked { $0.value } }
        set { delegateReference.withLockUnchecked { $0.value = newValue } }
    }

    /// Whether the manager is scanning: false. A manager that is not powered on refuses
    /// `scanForPeripherals`, as Core Bluetooth does.
    open var isScanning: Bool { false }

    /// Whether the device supports `features`: false, a render has no Bluetooth controller.
    @available(iOS 13.0, *)
    open class func supports(_ features: CBCentralManager.Feature) -> Bool { false }

    /// Scans for peripherals advertising these services (`nil`: any). The manager is not
    /// powered on, so nothing is ever discovered and `isScanning` stays false; a runtime
    /// warning says so (Core Bluetooth logs an API misuse).
    open func scanForPeripherals(withServices serviceUUIDs: [CBUUID]?, options: [String: Any]? = nil) {
        RuntimeWarning.emit("CBCentralManager: scanForPeripherals(withServices:options:) discovers nothing: a render has no Bluetooth radio (the manager is .unsupported, as in the iOS Simulator)")
    }

    /// Stops scanning (none is under way).
    open func stopScan() {}

    /// Connects to `peripheral`; the connection never completes. (A render never holds one.)
    open func connect(_ peripheral: CBPeripheral, options: [String: Any]? = nil) {}

    /// Cancels a connection to `peripheral` or one under way (none is).
    open func cancelPeripheralConnection(_ peripheral: CBPeripheral) {}

    /// The peripherals known by these identifiers: none, a render has never met one.
    open func retrievePeripherals(withIdentifiers identifiers: [UUID]) -> [CBPeripheral] { [] }

    /// The peripherals connected to the system with these services: none.
    open func retrieveConnectedPeripherals(withServices serviceUUIDs: [CBUUID]) -> [CBPeripheral] { [] }

    /// Asks for connection events matching `options`; none ever occurs.
    @available(iOS 13.0, *)
    open func registerForConnectionEvents(options: [CBConnectionEventMatchingOption: Any]? = nil) {}

    override func stateDidUpdate() {
        delegate?.centralManagerDidUpdateState(self)
    }
}
