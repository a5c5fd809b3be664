import Foundation

// The keys of an advertisement dictionary, as `centralManager(_:didDiscover:advertisementData:rssi:)`
// hands one and `startAdvertising(_:)` takes one, with Core Bluetooth's string values.

/// The peripheral's local name (a String).
public let CBAdvertisementDataLocalNameKey = "kCBAdvDataLocalName"
/// The peripheral's manufacturer data, company identifier first (Data).
public let CBAdvertisementDataManufacturerDataKey = "kCBAdvDataManufacturerData"
/// Service-specific data, by service (a `[CBUUID: Data]`).
public let CBAdvertisementDataServiceDataKey = "kCBAdvDataServiceData"
/// The advertised services (an array of `CBUUID`).
public let CBAdvertisementDataServiceUUIDsKey = "kCBAdvDataServiceUUIDs"
/// Services found in the advertisement's overflow area (an array of `CBUUID`).
public let CBAdvertisementDataOverflowServiceUUIDsKey = "kCBAdvDataHashedServiceUUIDs"
/// The transmit power in dBm (an NSNumber).
public let CBAdvertisementDataTxPowerLevelKey = "kCBAdvDataTxPowerLevel"
/// Whether the peripheral accepts connections (a Boolean NSNumber).
public let CBAdvertisementDataIsConnectable = "kCBAdvDataIsConnectable"
/// The services the peripheral solicits (an array of `CBUUID`).
public let CBAdvertisementDataSolicitedServiceUUIDsKey = "kCBAdvDataSolicitedServiceUUIDs"
