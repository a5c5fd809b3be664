import BackplateCore
import Foundation

/// What the app tells `finishAuthorization(for:settings:completionHandler:)` about an accessory
/// it finishes setting up: its hotspot SSID and Bluetooth bridging identifier. A render keeps
/// them; no accessory ever awaits authorization there.
public final class ASAccessorySettings: NSObject, Sendable {
    /// The settings' values, none set at first.
    private struct Values {
        var ssid: String?
        var bluetoothTransportBridgingIdentifier: Data?
    }
    private let values = LockedState(Values())

    /// Settings with nothing set.
    public override init() { super.init() }

    /// New settings with nothing set, to fill in.
    public class var `default`: ASAccessorySettings { ASAccessorySettings() }

    /// The SSID of the accessory's hotspot, for joining it.
    public var ssid: String? {
        get { values.withLock { $0.ssid } }
        set { values.withLock { $0.ssid = newValue } }
    }

    /// The accessory's 6-byte identifier for bridging Bluetooth classic profiles.
    public var bluetoothTransportBridgingIdentifier: Data? {
        get { values.withLock { $0.bluetoothTransportBridgingIdentifier } }
        set { values.withLock { $0.bluetoothTransportBridgingIdentifier = newValue } }
    }
}
