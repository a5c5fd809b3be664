import Foundation

/// A descriptor: a characteristic's metadata (its user description, presentation format or
/// notification configuration). A remote one comes from `discoverDescriptors(for:)`, which a
/// render never completes; apps make local ones with `CBMutableDescriptor`.
open class CBDescriptor: CBAttribute {
    weak var owner: CBCharacteristic?
    private let storedValue: Any?

    init(type uuid: CBUUID, value: Any?) {
        storedValue = value
        super.init(uuid: uuid)
    }

    /// The characteristic the descriptor belongs to (held weakly).
    open var characteristic: CBCharacteristic? { owner }
    /// The descriptor's value (a string, number or data, by its UUID): `nil` until read.
    open var value: Any? { storedValue }
}

/// A descriptor an app publishes on a local characteristic, with a fixed value.
open class CBMutableDescriptor: CBDescriptor {
    /// A descriptor with a UUID (a user description, `2901`, or a presentation format, `2904`)
    /// and its value.
    public override init(type UUID: CBUUID, value: Any?) {
        super.init(type: UUID, value: value)
    }
}
