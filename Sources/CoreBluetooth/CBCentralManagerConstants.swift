import Foundation

// The keys of a central manager's option dictionaries and restored state, with Core
// Bluetooth's string values. A render accepts every option and changes nothing for it.

/// Creation option: whether the system warns when Bluetooth is off (a Boolean NSNumber).
public let CBCentralManagerOptionShowPowerAlertKey = "kCBInitOptionShowPowerAlert"
/// Creation option: the identifier the system restores the manager by (a String).
public let CBCentralManagerOptionRestoreIdentifierKey = "kCBInitOptionRestoreIdentifier"
/// Scan option: report every advertisement of a peripheral, not just its first (a Boolean).
public let CBCentralManagerScanOptionAllowDuplicatesKey = "kCBScanOptionAllowDuplicates"
/// Scan option: also find peripherals soliciting these services (an array of `CBUUID`).
public let CBCentralManagerScanOptionSolicitedServiceUUIDsKey = "kCBScanOptionSolicitedServiceUUIDs"

/// Connection option: alert when the peripheral connects while the app is suspended (a Boolean).
public let CBConnectPeripheralOptionNotifyOnConnectionKey = "kCBConnectOptionNotifyOnConnection"
/// Connection option: alert when the peripheral disconnects while the app is suspended (a Boolean).
public let CBConnectPeripheralOptionNotifyOnDisconnectionKey = "kCBConnectOptionNotifyOnDisconnection"
/// Connection option: alert on every notification while the app is suspended (a Boolean).
public let CBConnectPeripheralOptionNotifyOnNotificationKey = "kCBConnectOptionNotifyOnNotification"
/// Connection option: bridge classic Bluetooth to low energy for this peripheral (a Boolean; iOS 13).
public let CBConnectPeripheralOptionEnableTransportBridgingKey = "kCBConnectOptionEnableTransportBridging"
/// Connection option: require Apple Notification Center Service for the peripheral (a Boolean; iOS 13).
public let CBConnectPeripheralOptionRequiresANCS = "kCBConnectOptionRequiresANCS"
/// Connection option: have the system reconnect the peripheral when it drops (a Boolean; iOS 17).
public let CBConnectPeripheralOptionEnableAutoReconnect = "kCBConnectOptionEnableAutoReconnect"

/// Restored state: the peripherals connected or connecting when the app was stopped.
public let CBCentralManagerRestoredStatePeripheralsKey = "kCBRestoredPeripherals"
/// Restored state: the services the manager was scanning for.
public let CBCentralManagerRestoredStateScanServicesKey = "kCBRestoredScanServices"
/// Restored state: the options of the manager's scan.
public let CBCentralManagerRestoredStateScanOptionsKey = "kCBRestoredScanOptions"

/// A key of `registerForConnectionEvents(options:)`: which peers' connection events to report.
public struct CBConnectionEventMatchingOption: RawRepresentable, Hashable, Sendable {
    /// The key's string.
    public let rawValue: String
    /// The key with this string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The key with this string.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Report peers with these services (an array of `CBUUID`).
    public static let serviceUUIDs = CBConnectionEventMatchingOption("kCBConnectionEventMatchingOptionServiceUUIDs")
    /// Report the peers with these identifiers (an array of `UUID`).
    public static let peripheralUUIDs = CBConnectionEventMatchingOption("kCBConnectionEventMatchingOptionPeripheralUUIDs")
}
