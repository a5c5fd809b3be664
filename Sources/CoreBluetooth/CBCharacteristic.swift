import Foundation

/// What a characteristic's value allows (Core Bluetooth's raw values).
public struct CBCharacteristicProperties: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt
    /// Properties from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The value can be broadcast (0x01); not for local characteristics.
    public static let broadcast = CBCharacteristicProperties(rawValue: 0x01)
    /// The value can be read (0x02).
    public static let read = CBCharacteristicProperties(rawValue: 0x02)
    /// The value can be written without a response (0x04).
    public static let writeWithoutResponse = CBCharacteristicProperties(rawValue: 0x04)
    /// The value can be written with a response (0x08).
    public static let write = CBCharacteristicProperties(rawValue: 0x08)
    /// Changes are notified, unacknowledged (0x10).
    public static let notify = CBCharacteristicProperties(rawValue: 0x10)
    /// Changes are indicated, acknowledged (0x20).
    public static let indicate = CBCharacteristicProperties(rawValue: 0x20)
    /// The value takes signed writes without a response (0x40).
    public static let authenticatedSignedWrites = CBCharacteristicProperties(rawValue: 0x40)
    /// More properties are in the extended properties descriptor (0x80); not for local ones.
    public static let extendedProperties = CBCharacteristicProperties(rawValue: 0x80)
    /// Only trusted devices may turn notifications on (0x100).
    public static let notifyEncryptionRequired = CBCharacteristicProperties(rawValue: 0x100)
    /// Only trusted devices may turn indications on (0x200).
    public static let indicateEncryptionRequired = CBCharacteristicProperties(rawValue: 0x200)
}

/// Who may read and write a local characteristic's value (Core Bluetooth's raw values).
public struct CBAttributePermissions: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt
    /// Permissions from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Readable (0x01).
    public static let readable = CBAttributePermissions(rawValue: 0x01)
    /// Writeable (0x02).
    public static let writeable = CBAttributePermissions(rawValue: 0x02)
    /// Readable by trusted devices only (0x04).
    public static let readEncryptionRequired = CBAttributePermissions(rawValue: 0x04)
    /// Writeable by trusted devices only (0x08).
    public static let writeEncryptionRequired = CBAttributePermissions(rawValue: 0x08)
}

/// How a characteristic's value is written (Core Bluetooth's raw values).
public enum CBCharacteristicWriteType: Int, Sendable {
    /// The peripheral confirms the write; `peripheral(_:didWriteValueFor:error:)` reports it.
    case withResponse = 0
    /// Nothing confirms the write.
    case withoutResponse = 1
}

/// One value of a service, with its properties and descriptors. A remote characteristic comes
/// from `discoverCharacteristics(_:for:)`, which a render never completes; apps make local ones
/// with `CBMutableCharacteristic`.
open class CBCharacteristic: CBAttribute {
    weak var owner: CBService?
    var storedProperties: CBCharacteristicProperties
    var storedValue: Data?
    var storedDescriptors: [CBDescriptor]?

    init(type uuid: CBUUID, properties: CBCharacteristicProperties, value: Data?) {
        storedProperties = properties
        storedValue = value
        super.init(uuid: uuid)
    }

    /// The service the characteristic belongs to (held weakly).
    open var service: CBService? { owner }
    /// What the value allows.
    open var properties: CBCharacteristicProperties { storedProperties }
    /// The latest value read or notified (for a local one, the cached value): `nil` until then.
    open var value: Data? { storedValue }
    /// The characteristic's descriptors, as discovered or set: `nil` until then.
    open var descriptors: [CBDescriptor]? { storedDescriptors }
    /// Whether notifications or indications are on: false, none are ever turned on in a render.
    open var isNotifying: Bool { false }
    /// Whether the value is broadcast: false.
    @available(iOS, introduced: 5.0, deprecated: 8.0)
    open var isBroadcasted: Bool { false }
}

/// A characteristic an app publishes with a peripheral manager. A value given at creation is
/// cached and served as is; `nil` makes it dynamic, asked of the app on each read.
open class CBMutableCharacteristic: CBCharacteristic {
    private var storedPermissions: CBAttributePermissions

    /// A characteristic with a UUID, properties, a cached value (`nil`: dynamic) and permissions.
    public init(type UUID: CBUUID, properties: CBCharacteristicProperties, value: Data?, permissions: CBAttributePermissions) {
        storedPermissions = permissions
        super.init(type: UUID, properties: properties, value: value)
    }

    /// Who may read and write the value.
    open var permissions: CBAttributePermissions {
        get { storedPermissions }
        set { storedPermissions = newValue }
    }

    /// The centrals subscribed to the value: none, a render advertises nothing.
    open var subscribedCentrals: [CBCentral]? { nil }

    /// What the value allows.
    open override var properties: CBCharacteristicProperties {
        get { storedProperties }
        set { storedProperties = newValue }
    }

    /// The cached value (`nil`: dynamic).
    open override var value: Data? {
        get { storedValue }
        set { storedValue = newValue }
    }

    /// The characteristic's descriptors (`nil` for none); each learns its characteristic.
    open override var descriptors: [CBDescriptor]? {
        get { storedDescriptors }
        set {
            storedDescriptors = newValue
            newValue?.forEach { $0.owner = self }
        }
    }
}
