import Foundation

/// What a central manager tells the app: its state, discovered peripherals and connections.
/// `centralManagerDidUpdateState(_:)` is required; the others are optional (empty defaults).
/// In a render only the state update arrives: once, with `.unsupported`.
public protocol CBCentralManagerDelegate: NSObjectProtocol {
    /// The manager's state changed; it is powered on only when its state is `.poweredOn`.
    func centralManagerDidUpdateState(_ central: CBCentralManager)
    /// The system relaunched the app and restores the manager's peripherals and scan, under
    /// the `CBCentralManagerRestoredState...Key`s. Never called in a render.
    func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any])
    /// A scan found a peripheral, with its advertisement (`CBAdvertisementData...Key`s) and
    /// signal strength in dBm. Never called in a render.
    func centralManager(_ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any], rssi RSSI: NSNumber)
    /// A connection completed.
    func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral)
    /// A connection failed, with the error.
    func centralManager(_ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: (any Error)?)
    /// A peripheral disconnected, with the error unless the app cancelled the connection.
    func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: (any Error)?)
    /// A peripheral disconnected at `timestamp` (Core Foundation's `CFAbsoluteTime`, seconds
    /// since 2001) and, when `isReconnecting`, the system reconnects it (iOS 17).
    func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, timestamp: Double, isReconnecting: Bool, error: (any Error)?)
    /// A connection event matching `registerForConnectionEvents(options:)` occurred (iOS 13).
    func centralManager(_ central: CBCentralManager, connectionEventDidOccur event: CBConnectionEvent, for peripheral: CBPeripheral)
    /// The peripheral's permission to receive Apple Notification Center Service data changed (iOS 13).
    func centralManager(_ central: CBCentralManager, didUpdateANCSAuthorizationFor peripheral: CBPeripheral)
}

extension CBCentralManagerDelegate {
    /// Nothing to do by default.
    public func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {}
    /// Nothing to do by default.
    public func centralManager(_ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any], rssi RSSI: NSNumber) {}
    /// Nothing to do by default.
    public func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral) {}
    /// Nothing to do by default.
    public func centralManager(_ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: (any Error)?) {}
    /// Nothing to do by default.
    public func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: (any Error)?) {}
    /// Nothing to do by default.
    public func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, timestamp: Double, isReconnecting: Bool, error: (any Error)?) {}
    /// Nothing to do by default.
    public func centralManager(_ central: CBCentralManager, connectionEventDidOccur event: CBConnectionEvent, for peripheral: CBPeripheral) {}
    /// Nothing to do by default.
    public func centralManager(_ central: CBCentralManager, didUpdateANCSAuthorizationFor peripheral: CBPeripheral) {}
}
