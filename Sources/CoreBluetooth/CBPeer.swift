import Foundation

/// A remote Bluetooth device, known by an identifier the system assigns. Core Bluetooth makes
/// peers; apps never do, and a render, having no radio, never meets one.
open class CBPeer: NSObject, NSCopying {
    private let peerIdentifier: UUID

    init(identifier: UUID) {
        peerIdentifier = identifier
        super.init()
    }

    /// The identifier the system gave the device (stable for this app).
    open var identifier: UUID { peerIdentifier }

    /// The same peer (peers are not copied).
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A remote central connected to this app's peripheral manager. A render advertises nothing,
/// so no central ever connects.
open class CBCentral: CBPeer {
    /// The most bytes one notification or indication to this central can carry: 20, the
    /// default ATT MTU of 23 less its header.
    open var maximumUpdateValueLength: Int { 20 }
}
