import Foundation

/// What a peripheral manager tells the app: its state, publishing and advertising results,
/// subscriptions and centrals' requests. `peripheralManagerDidUpdateState(_:)` is required;
/// the others are optional (empty defaults). In a render only the state update arrives: once,
/// with `.unsupported`.
public protocol CBPeripheralManagerDelegate: NSObjectProtocol {
    /// The manager's state changed; it can publish and advertise only when `.poweredOn`.
    func peripheralManagerDidUpdateState(_ peripheral: CBPeripheralManager)
    /// The system relaunched the app and restores the manager's services and advertisement,
    /// under the `CBPeripheralManagerRestoredState...Key`s.
    func peripheralManager(_ peripheral: CBPeripheralManager, willRestoreState dict: [String: Any])
    /// Advertising started, or failed with the error.
    func peripheralManagerDidStartAdvertising(_ peripheral: CBPeripheralManager, error: (any Error)?)
    /// A service was published, or failed with the error.
    func peripheralManager(_ peripheral: CBPeripheralManager, didAdd service: CBService, error: (any Error)?)
    /// A central turned on notifications or indications of a characteristic.
    func peripheralManager(_ peripheral: CBPeripheralManager, central: CBCentral, didSubscribeTo characteristic: CBCharacteristic)
    /// A central turned them off.
    func peripheralManager(_ peripheral: CBPeripheralManager, central: CBCentral, didUnsubscribeFrom characteristic: CBCharacteristic)
    /// A central asks to read a dynamic characteristic; answer with `respond(to:withResult:)`.
    func peripheralManager(_ peripheral: CBPeripheralManager, didReceiveRead request: CBATTRequest)
    /// Centrals ask to write characteristics; answer the first with `respond(to:withResult:)`.
    func peripheralManager(_ peripheral: CBPeripheralManager, didReceiveWrite requests: [CBATTRequest])
    /// The manager can send value updates again after `updateValue` answered false.
    func peripheralManagerIsReady(toUpdateSubscribers peripheral: CBPeripheralManager)
}

extension CBPeripheralManagerDelegate {
    /// Nothing to do by default.
    public func peripheralManager(_ peripheral: CBPeripheralManager, willRestoreState dict: [String: Any]) {}
    /// Nothing to do by default.
    public func peripheralManagerDidStartAdvertising(_ peripheral: CBPeripheralManager, error: (any Error)?) {}
    /// Nothing to do by default.
    public func peripheralManager(_ peripheral: CBPeripheralManager, didAdd service: CBService, error: (any Error)?) {}
    /// Nothing to do by default.
    public func peripheralManager(_ peripheral: CBPeripheralManager, central: CBCentral, didSubscribeTo characteristic: CBCharacteristic) {}
    /// Nothing to do by default.
    public func peripheralManager(_ peripheral: CBPeripheralManager, central: CBCentral, didUnsubscribeFrom characteristic: CBCharacteristic) {}
    /// Nothing to do by default.
    public func peripheralManager(_ peripheral: CBPeripheralManager, didReceiveRead request: CBATTRequest) {}
    /// Nothing to do by default.
    public func peripheralManager(_ peripheral: CBPeripheralManager, didReceiveWrite requests: [CBATTRequest]) {}
    /// Nothing to do by default.
    public func peripheralManagerIsReady(toUpdateSubscribers peripheral: CBPeripheralManager) {}
}
