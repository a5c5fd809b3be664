import Foundation

/// How far a peripheral's connection has gone (Core Bluetooth's raw values).
public enum CBPeripheralState: Int, Sendable {
    /// Not connected.
    case disconnected = 0
    /// Connecting.
    case connecting = 1
    /// Connected: services can be discovered and values read and written.
    case connected = 2
    /// Disconnecting.
    case disconnecting = 3
}

/// A remote peripheral a central manager discovered, retrieved or restored. Only Core Bluetooth
/// makes them; a render has no radio, so an app never holds one there. Its requests would find
/// it disconnected, so each does nothing and no delegate method is called.
open class CBPeripheral: CBPeer {
    private let peripheralName: String?

    init(identifier: UUID, name: String?) {
        peripheralName = name
        super.init(identifier: identifier)
    }

    /// The object told about discoveries, reads, writes and notifications (held weakly).
    open weak var delegate: (any CBPeripheralDelegate)?
    /// The peripheral's advertised or GAP name (`nil` if it has none).
    open var name: String? { peripheralName }
    /// The connection state: `.disconnected`.
    open var state: CBPeripheralState { .disconnected }
    /// The services discovered so far: `nil`, none are.
    open var services: [CBService]? { nil }
    /// Whether a write without response can be sent now: false, the peripheral is disconnected.
    open var canSendWriteWithoutResponse: Bool { false }
    /// Whether the peripheral may receive Apple Notification Center Service data: false.
    @available(iOS 13.0, *)
    open var ancsAuthorized: Bool { false }

    /// Reads the signal strength; `peripheral(_:didReadRSSI:error:)` is never called.
    open func readRSSI() {}
    /// Discovers the services with these UUIDs (`nil`: all); none are ever found.
    open func discoverServices(_ serviceUUIDs: [CBUUID]?) {}
    /// Discovers included services of `service`; none are ever found.
    open func discoverIncludedServices(_ includedServiceUUIDs: [CBUUID]?, for service: CBService) {}
    /// Discovers the characteristics of `service` (`nil`: all); none are ever found.
    open func discoverCharacteristics(_ characteristicUUIDs: [CBUUID]?, for service: CBService) {}
    /// Discovers the descriptors of `characteristic`; none are ever found.
    open func discoverDescriptors(for characteristic: CBCharacteristic) {}
    /// Reads the value of `characteristic`; no value arrives.
    open func readValue(for characteristic: CBCharacteristic) {}
    /// Reads the value of `descriptor`; no value arrives.
    open func readValue(for descriptor: CBDescriptor) {}
    /// Writes `data` to `characteristic`; nothing is sent and no write is confirmed.
    open func writeValue(_ data: Data, for characteristic: CBCharacteristic, type: CBCharacteristicWriteType) {}
    /// Writes `data` to `descriptor`; nothing is sent and no write is confirmed.
    open func writeValue(_ data: Data, for descriptor: CBDescriptor) {}
    /// Turns notifications or indications of `characteristic` on or off; it never notifies.
    open func setNotifyValue(_ enabled: Bool, for characteristic: CBCharacteristic) {}

    /// The most bytes one write of `type` can carry: 512 with a response (the ATT attribute
    /// limit), 20 without (the default ATT MTU of 23 less its header; none is negotiated).
    open func maximumWriteValueLength(for type: CBCharacteristicWriteType) -> Int {
        type == .withResponse ? 512 : 20
    }
}
