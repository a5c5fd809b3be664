import Foundation

extension ASAccessory {
    /// What renaming an accessory may change besides its display name (AccessorySetupKit's bits).
    public struct RenameOptions: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Rename the accessory's Wi-Fi SSID along with its display name.
        public static let ssid = RenameOptions(rawValue: 1 << 0)
    }

    /// The technologies an accessory supports, set on its descriptor (AccessorySetupKit's bits).
    public struct SupportOptions: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The accessory pairs over Bluetooth Low Energy.
        public static let bluetoothPairingLE = SupportOptions(rawValue: 1 << 1)
        /// The accessory bridges to Bluetooth classic transport.
        public static let bluetoothTransportBridging = SupportOptions(rawValue: 1 << 2)
        /// The accessory offers the Bluetooth Low Energy HID service (keyboards, mice).
        @available(iOS 18.4, *)
        public static let bluetoothHID = SupportOptions(rawValue: 1 << 3)
    }
}
