import BackplateCore
import CoreBluetooth
import Foundation

/// The traits the picker matches accessories by: a Bluetooth service UUID or company identifier
/// (with an optional name substring and data masks) and/or a Wi-Fi SSID or SSID prefix. A
/// render keeps every trait as set; no picker ever matches with it.
public final class ASDiscoveryDescriptor: NSObject, Sendable {
    /// The Bluetooth range to discover accessories in (AccessorySetupKit's raw values).
    public enum Range: Int, Sendable {
        /// The usual range.
        case `default` = 0
        /// Only accessories right next to the device.
        case immediate = 10
    }

    /// Every trait, all unset at first (the range `.default`, the company identifier 0).
    private struct Traits {
        var supportedOptions: ASAccessory.SupportOptions = []
        var bluetoothCompanyIdentifier = ASBluetoothCompanyIdentifier(0)
        var bluetoothManufacturerDataBlob: Data?
        var bluetoothManufacturerDataMask: Data?
        var bluetoothNameSubstringCompareOptions: NSString.CompareOptions = []
        var bluetoothNameSubstring: String?
        var bluetoothRange = Range.default
        var bluetoothServiceDataBlob: Data?
        var bluetoothServiceDataMask: Data?
        var bluetoothServiceUUID: CBUUID?
        var ssid: String?
        var ssidPrefix: String?
    }

    // Unchecked: `CBUUID` is not Sendable here, but its value never changes once made (as on
    // iOS, where the descriptor copies it), so sharing one across threads is safe.
    private let traits = LockedState(unchecked: Traits())

    /// A descriptor with no trait set.
    public override init() { super.init() }

    /// The technologies the accessory supports (none by default).
    public var supportedOptions: ASAccessory.SupportOptions {
        get { traits.withLockUnchecked { $0.supportedOptions } }
        set { traits.withLockUnchecked { $0.supportedOptions = newValue } }
    }

    /// The accessory maker's 16-bit Bluetooth company identifier (0 by default).
    public var bluetoothCompanyIdentifier: ASBluetoothCompanyIdentifier {
        get { traits.withLockUnchecked { $0.bluetoothCompanyIdentifier } }
        set { traits.withLockUnchecked { $0.bluetoothCompanyIdentifier = newValue } }
    }

    /// Bytes the accessory's advertised manufacturer data must match, under the mask.
    public var bluetoothManufacturerDataBlob: Data? {
        get { traits.withLockUnchecked { $0.bluetoothManufacturerDataBlob } }
        set { traits.withLockUnchecked { $0.bluetoothManufacturerDataBlob = newValue } }
    }

    /// Which bits of the manufacturer data blob must match (as long as the blob).
    public var bluetoothManufacturerDataMask: Data? {
        get { traits.withLockUnchecked { $0.bluetoothManufacturerDataMask } }
        set { traits.withLockUnchecked { $0.bluetoothManufacturerDataMask = newValue } }
    }

    /// How `bluetoothNameSubstring` is compared with the advertised name (none by default).
    @available(iOS 18.2, *)
    public var bluetoothNameSubstringCompareOptions: NSString.CompareOptions {
        get { traits.withLockUnchecked { $0.bluetoothNameSubstringCompareOptions } }
        set { traits.withLockUnchecked { $0.bluetoothNameSubstringCompareOptions = newValue } }
    }

    /// Text the accessory's over-the-air Bluetooth name must contain.
    public var bluetoothNameSubstring: String? {
        get { traits.withLockUnchecked { $0.bluetoothNameSubstring } }
        set { traits.withLockUnchecked { $0.bluetoothNameSubstring = newValue } }
    }

    /// The range accessories are discovered in (`.default` unless set).
    public var bluetoothRange: Range {
        get { traits.withLockUnchecked { $0.bluetoothRange } }
        set { traits.withLockUnchecked { $0.bluetoothRange = newValue } }
    }

    /// Bytes the accessory's advertised service data must match, under the mask.
    public var bluetoothServiceDataBlob: Data? {
        get { traits.withLockUnchecked { $0.bluetoothServiceDataBlob } }
        set { traits.withLockUnchecked { $0.bluetoothServiceDataBlob = newValue } }
    }

    /// Which bits of the service data blob must match (as long as the blob).
    public var bluetoothServiceDataMask: Data? {
        get { traits.withLockUnchecked { $0.bluetoothServiceDataMask } }
        set { traits.withLockUnchecked { $0.bluetoothServiceDataMask = newValue } }
    }

    /// The Bluetooth service the accessory advertises (kept in the form it was made from).
    public var bluetoothServiceUUID: CBUUID? {
        get { traits.withLockUnchecked { $0.bluetoothServiceUUID } }
        set { traits.withLockUnchecked { $0.bluetoothServiceUUID = newValue } }
    }

    /// The SSID of the accessory's Wi-Fi network.
    public var ssid: String? {
        get { traits.withLockUnchecked { $0.ssid } }
        set { traits.withLockUnchecked { $0.ssid = newValue } }
    }

    /// The start of the SSID of the accessory's Wi-Fi network.
    public var ssidPrefix: String? {
        get { traits.withLockUnchecked { $0.ssidPrefix } }
        set { traits.withLockUnchecked { $0.ssidPrefix = newValue } }
    }
}
