import Foundation

/// An accessory the person chose in AccessorySetupKit's picker, with its identifiers and the
/// descriptor that found it. Only the session makes them, and a render's session never adds
/// one: `accessories` is empty and no event carries an accessory.
public final class ASAccessory: NSObject, Sendable {
    /// How far an accessory's authorization has gone (AccessorySetupKit's raw values).
    public enum AccessoryState: Int, Sendable {
        /// The accessory is invalid or no longer authorized.
        case unauthorized = 0
        /// The person chose the accessory; the app has yet to finish its authorization.
        case awaitingAuthorization = 10
        /// The accessory is authorized and ready for the app.
        case authorized = 20
    }

    /// The type of an accessory's Wi-Fi Aware paired-device identifier.
    @available(iOS 26.0, *)
    public typealias WiFiAwarePairedDeviceID = UInt64

    /// The accessory's authorization state.
    public let state: AccessoryState
    /// The accessory's Bluetooth identifier (a `CBPeripheral`'s `identifier`), if it has one.
    public let bluetoothIdentifier: UUID?
    /// The accessory's identifier for bridging Bluetooth classic profiles, if any.
    public let bluetoothTransportBridgingIdentifier: Data?
    /// The accessory's name, for showing to the person.
    public let displayName: String
    /// The SSID of the accessory's Wi-Fi network, if it has one.
    public let ssid: String?
    /// The descriptor the picker matched the accessory with.
    public let descriptor: ASDiscoveryDescriptor
    private let pairedDeviceID: UInt64

    /// The accessory's Wi-Fi Aware paired-device identifier (0 when it has none).
    @available(iOS 26.0, *)
    public var wifiAwarePairedDeviceID: WiFiAwarePairedDeviceID { pairedDeviceID }

    /// An accessory with these properties: AccessorySetupKit's own (apps never make one), kept
    /// for the package's tests.
    package init(state: AccessoryState, displayName: String, descriptor: ASDiscoveryDescriptor,
                 bluetoothIdentifier: UUID? = nil, ssid: String? = nil,
                 bluetoothTransportBridgingIdentifier: Data? = nil, wifiAwarePairedDeviceID: UInt64 = 0) {
        self.state = state
        self.displayName = displayName
        self.descriptor = descriptor
        self.bluetoothIdentifier = bluetoothIdentifier
        self.ssid = ssid
        self.bluetoothTransportBridgingIdentifier = bluetoothTransportBridgingIdentifier
        pairedDeviceID = wifiAwarePairedDeviceID
        super.init()
    }
}
