import Foundation

/// A 16-bit Bluetooth company identifier (the Bluetooth SIG's assigned number of an accessory's
/// maker), as a descriptor's `bluetoothCompanyIdentifier` takes it.
public struct ASBluetoothCompanyIdentifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's number.
    public let rawValue: UInt16
    /// The identifier with this number.
    public init(rawValue: UInt16) { self.rawValue = rawValue }
    /// The identifier with this number.
    public init(_ rawValue: UInt16) { self.rawValue = rawValue }
}
