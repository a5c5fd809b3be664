import Foundation

/// What a peripheral tells the app: discovered services, characteristics and descriptors,
/// values read, written and notified, signal strength and name changes. Every method is
/// optional (an empty default). A render never holds a peripheral, so none is ever called.
public protocol CBPeripheralDelegate: NSObjectProtocol {
    /// The peripheral's name changed.
    func peripheralDidUpdateName(_ peripheral: CBPeripheral)
    /// Services changed on the peripheral; `invalidatedServices` are gone.
    func peripheral(_ peripheral: CBPeripheral, didModifyServices invalidatedServices: [CBService])
    /// A signal strength read finished, in dBm, with the error if it failed.
    func peripheral(_ peripheral: CBPeripheral, didReadRSSI RSSI: NSNumber, error: (any Error)?)
    /// Service discovery finished (`services` holds them), with the error if it failed.
    func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: (any Error)?)
    /// Included-service discovery for `service` finished, with the error if it failed.
    func peripheral(_ peripheral: CBPeripheral, didDiscoverIncludedServicesFor service: CBService, error: (any Error)?)
    /// Characteristic discovery for `service` finished, with the error if it failed.
    func peripheral(_ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: (any Error)?)
    /// A characteristic's value was read or notified (`characteristic.value`), or failed.
    func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: (any Error)?)
    /// A write with response to a characteristic finished, with the error if it failed.
    func peripheral(_ peripheral: CBPeripheral, didWriteValueFor characteristic: CBCharacteristic, error: (any Error)?)
    /// Notifications of a characteristic turned on or off, with the error if it failed.
    func peripheral(_ peripheral: CBPeripheral, didUpdateNotificationStateFor characteristic: CBCharacteristic, error: (any Error)?)
    /// Descriptor discovery for `characteristic` finished, with the error if it failed.
    func peripheral(_ peripheral: CBPeripheral, didDiscoverDescriptorsFor characteristic: CBCharacteristic, error: (any Error)?)
    /// A descriptor's value was read, or the read failed.
    func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor descriptor: CBDescriptor, error: (any Error)?)
    /// A write to a descriptor finished, with the error if it failed.
    func peripheral(_ peripheral: CBPeripheral, didWriteValueFor descriptor: CBDescriptor, error: (any Error)?)
    /// The peripheral can take writes without response again.
    func peripheralIsReady(toSendWriteWithoutResponse peripheral: CBPeripheral)
}

extension CBPeripheralDelegate {
    /// Nothing to do by default.
    public func peripheralDidUpdateName(_ peripheral: CBPeripheral) {}
    /// Nothing to do by default.
    public func peripheral(_ peripheral: CBPeripheral, didModifyServices invalidatedServices: [CBService]) {}
    /// Nothing to do by default.
    public func peripheral(_ peripheral: CBPeripheral, didReadRSSI RSSI: NSNumber, error: (any Error)?) {}
    /// Nothing to do by default.
    public func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: (any Error)?) {}
    /// Nothing to do by default.
    public func peripheral(_ peripheral: CBPeripheral, didDiscoverIncludedServicesFor service: CBService, error: (any Error)?) {}
    /// Nothing to do by default.
    public func peripheral(_ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: (any Error)?) {}
    /// Nothing to do by default.
    public func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: (any Error)?) {}
    /// Nothing to do by default.
    public func peripheral(_ peripheral: CBPeripheral, didWriteValueFor characteristic: CBCharacteristic, error: (any Error)?) {}
    /// Nothing to do by default.
    public func peripheral(_ peripheral: CBPeripheral, didUpdateNotificationStateFor characteristic: CBCharacteristic, error: (any Error)?) {}
    /// Nothing to do by default.
    public func peripheral(_ peripheral: CBPeripheral, didDiscoverDescriptorsFor characteristic: CBCharacteristic, error: (any Error)?) {}
    /// Nothing to do by default.
    public func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor descriptor: CBDescriptor, error: (any Error)?) {}
    /// Nothing to do by default.
    public func peripheral(_ peripheral: CBPeripheral, didWriteValueFor descriptor: CBDescriptor, error: (any Error)?) {}
    /// Nothing to do by default.
    public func peripheralIsReady(toSendWriteWithoutResponse peripheral: CBPeripheral) {}
}
