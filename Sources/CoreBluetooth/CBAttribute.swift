import Foundation

/// A service, characteristic or descriptor: an entry of a GATT database, named by its UUID.
open class CBAttribute: NSObject {
    private let attributeUUID: CBUUID

    init(uuid: CBUUID) {
        attributeUUID = uuid
        super.init()
    }

    /// The attribute's Bluetooth UUID.
    open var uuid: CBUUID { attributeUUID }
}
