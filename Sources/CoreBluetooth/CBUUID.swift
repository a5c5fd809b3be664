import BackplateCore
import Foundation

/// A Bluetooth UUID: a 16-bit or 32-bit alias of the Bluetooth base UUID
/// (`0000xxxx-0000-1000-8000-00805F9B34FB`) or a full 128-bit UUID. It keeps the form it was
/// made from (`data` and `uuidString`) but compares by its 128-bit value, as Core Bluetooth's
/// does: `CBUUID(string: "180D")` equals `CBUUID(string: "0000180D-0000-1000-8000-00805F9B34FB")`.
open class CBUUID: NSObject, NSCopying {
    /// How long the UUID given was: the form `data` and `uuidString` keep.
    private enum Width { case bits16, bits32, bits128 }

    /// The 128-bit value, big-endian, short forms filled in from the Bluetooth base UUID.
    private let bytes: [UInt8]
    private let width: Width

    private init(bytes: [UInt8], width: Width) {
        self.bytes = bytes
        self.width = width
        super.init()
    }

    /// A UUID from 4 hexadecimal digits (16-bit), 8 (32-bit) or the hyphenated 128-bit form, in
    /// either case and with an optional `0x` prefix. Core Bluetooth raises an exception for any
    /// other string; here it warns and answers the all-zero 128-bit UUID.
    public convenience init(string theString: String) {
        let digits = theString.lowercased().hasPrefix("0x") ? String(theString.dropFirst(2)) : theString
        if let parsed = CBUUID.parse(digits) {
            self.init(bytes: parsed.bytes, width: parsed.width)
        } else {
            RuntimeWarning.emit("CBUUID: \"\(theString)\" does not represent a valid UUID (Core Bluetooth raises an exception); using 00000000-0000-0000-0000-000000000000")
            self.init(bytes: [UInt8](repeating: 0, count: 16), width: .bits128)
        }
    }

    /// A UUID from its 2, 4 or 16 big-endian bytes. Core Bluetooth raises an exception for any
    /// other length; here it warns and answers the all-zero 128-bit UUID.
    public convenience init(data theData: Data) {
        let given = [UInt8](theData)
        var bytes = CBUUID.baseBytes
        switch given.count {
        case 2:
            bytes.replaceSubrange(2..<4, with: given)
            self.init(bytes: bytes, width: .bits16)
        case 4:
            bytes.replaceSubrange(0..<4, with: given)
            self.init(bytes: bytes, width: .bits32)
        case 16:
            self.init(bytes: given, width: .bits128)
        default:
            RuntimeWarning.emit("CBUUID: data of \(given.count) bytes does not represent a valid UUID (Core Bluetooth raises an exception); using 00000000-0000-0000-0000-000000000000")
            self.init(bytes: [UInt8](repeating: 0, count: 16), width: .bits128)
        }
    }

    /// The 128-bit UUID of a Foundation `UUID`.
    public convenience init(nsuuid theUUID: UUID) {
        let uuid = theUUID.uuid
        self.init(bytes: [uuid.0, uuid.1, uuid.2, uuid.3, uuid.4, uuid.5, uuid.6, uuid.7,
                          uuid.8, uuid.9, uuid.10, uuid.11, uuid.12, uuid.13, uuid.14, uuid.15], width: .bits128)
    }

    /// The UUID in upper case, in the form it was made from: `"180D"`, `"0000180D"` or
    /// `"0000180D-0000-1000-8000-00805F9B34FB"`.
    open var uuidString: String {
        switch width {
        case .bits16: return hex(bytes[2..<4])
        case .bits32: return hex(bytes[0..<4])
        case .bits128:
            return [0..<4, 4..<6, 6..<8, 8..<10, 10..<16].map { hex(bytes[$0]) }.joined(separator: "-")
        }
    }

    /// The UUID's big-endian bytes, in the form it was made from: 2, 4 or 16 of them.
    open var data: Data {
        switch width {
        case .bits16: return Data(bytes[2..<4])
        case .bits32: return Data(bytes[0..<4])
        case .bits128: return Data(bytes)
        }
    }

    /// The name of a well-known service or descriptor (`"Heart Rate"` for `180D`), else
    /// `uuidString`, as Core Bluetooth prints a UUID.
    open override var description: String { CBUUID.knownNames[uuidString] ?? uuidString }

    /// Whether `object` is a `CBUUID` of the same 128-bit value, whatever forms they were made from.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CBUUID else { return false }
        return bytes == other.bytes
    }

    /// A hash of the 128-bit value (equal UUIDs hash alike, whatever their forms).
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(bytes)
        return hasher.finalize()
    }

    /// The same UUID (it never changes).
    open func copy(with zone: NSZone? = nil) -> Any { self }

    private func hex(_ slice: ArraySlice<UInt8>) -> String {
        slice.map { String(format: "%02X", $0) }.joined()
    }

    /// The Bluetooth base UUID, `00000000-0000-1000-8000-00805F9B34FB`, whose first four bytes
    /// a 32-bit UUID replaces (a 16-bit one, bytes 2 and 3).
    private static let baseBytes: [UInt8] = [0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x10, 0x00,
                                             0x80, 0x00, 0x00, 0x80, 0x5F, 0x9B, 0x34, 0xFB]

    /// The bytes and width of 4, 8 or 36 characters of UUID, nil if they are not one.
    private static func parse(_ string: String) -> (bytes: [UInt8], width: Width)? {
        var bytes = baseBytes
        switch string.count {
        case 4:
            guard let value = UInt16(string, radix: 16), string.allSatisfy(\.isHexDigit) else { return nil }
            bytes[2] = UInt8(value >> 8); bytes[3] = UInt8(value & 0xFF)
            return (bytes, .bits16)
        case 8:
            guard let value = UInt32(string, radix: 16), string.allSatisfy(\.isHexDigit) else { return nil }
            for index in 0..<4 { bytes[index] = UInt8((value >> (24 - 8 * UInt32(index))) & 0xFF) }
            return (bytes, .bits32)
        case 36:
            guard let uuid = UUID(uuidString: string) else { return nil }
            return (withUnsafeBytes(of: uuid.uuid) { [UInt8]($0) }, .bits128)
        default:
            return nil
        }
    }

    /// Names Core Bluetooth prints for some well-known UUIDs (Bluetooth SIG assigned numbers).
    private static let knownNames: [String: String] = [
        "1800": "Generic Access Profile", "1801": "Generic Attribute Profile",
        "1805": "Current Time", "1808": "Glucose", "1809": "Health Thermometer",
        "180A": "Device Information", "180D": "Heart Rate", "180F": "Battery",
        "1810": "Blood Pressure", "1812": "Human Interface Device", "1814": "Running Speed and Cadence",
        "1816": "Cycling Speed and Cadence", "1818": "Cycling Power", "181D": "Weight Scale",
        "2900": "Characteristic Extended Properties", "2901": "Characteristic User Description",
        "2902": "Client Characteristic Configuration", "2903": "Server Characteristic Configuration",
        "2904": "Characteristic Format", "2905": "Characteristic Aggregate Format",
        "2A00": "Device Name", "2A19": "Battery Level", "2A24": "Model Number String",
        "2A25": "Serial Number String", "2A26": "Firmware Revision String",
        "2A27": "Hardware Revision String", "2A28": "Software Revision String",
        "2A29": "Manufacturer Name String",
    ]
}

/// The Characteristic Extended Properties descriptor's UUID, `"2900"`.
public let CBUUIDCharacteristicExtendedPropertiesString = "2900"
/// The Characteristic User Description descriptor's UUID, `"2901"`.
public let CBUUIDCharacteristicUserDescriptionString = "2901"
/// The Client Characteristic Configuration descriptor's UUID, `"2902"` (what turns
/// notifications on).
public let CBUUIDClientCharacteristicConfigurationString = "2902"
/// The Server Characteristic Configuration descriptor's UUID, `"2903"`.
public let CBUUIDServerCharacteristicConfigurationString = "2903"
/// The Characteristic Presentation Format descriptor's UUID, `"2904"`.
public let CBUUIDCharacteristicFormatString = "2904"
/// The Characteristic Aggregate Format descriptor's UUID, `"2905"`.
public let CBUUIDCharacteristicAggregateFormatString = "2905"
/// The Valid Range descriptor's UUID, `"2906"`.
public let CBUUIDCharacteristicValidRangeString = "2906"
/// The UUID of the characteristic that publishes a service's L2CAP channel PSM (iOS 11).
public let CBUUIDL2CAPPSMCharacteristicString = "ABDD3056-28FA-441D-A470-55A75A52553A"
