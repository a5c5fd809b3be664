import Foundation

/// An accessory the app set up before AccessorySetupKit, as the picker would show it to migrate
/// it: made with `init(name:productImage:descriptor:)`, then given the accessory's Bluetooth
/// identifier and/or hotspot SSID. A render keeps them; nothing is ever migrated.
open class ASMigrationDisplayItem: ASPickerDisplayItem {
    /// The Bluetooth identifier (a `CBPeripheral`'s) of the accessory to migrate.
    open var peripheralIdentifier: UUID?
    /// The Wi-Fi hotspot SSID of the accessory to migrate.
    open var hotspotSSID: String?
    private var pairedDeviceID: UInt64 = 0

    /// The Wi-Fi Aware paired-device identifier of the accessory to migrate (0 by default).
    @available(iOS 26.1, *)
    open var wifiAwarePairedDeviceID: ASAccessory.WiFiAwarePairedDeviceID {
        get { pairedDeviceID }
        set { pairedDeviceID = newValue }
    }
}
