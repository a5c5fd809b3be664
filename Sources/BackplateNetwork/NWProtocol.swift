import Foundation

/// The superclass of Network's protocols (`NWProtocolTCP`, `NWProtocolWebSocket`...), each of
/// which names its `definition` and nests its `Options` and `Metadata`.
public class NWProtocol: @unchecked Sendable {
    // Unchecked Sendable: NWProtocol's is Sendable; it has no state.
    init() {}
}

/// The identity of a protocol, to look up its options or metadata by. Each system protocol
/// has one definition; each framer definition made is new, equal only to itself.
public class NWProtocolDefinition: Equatable, CustomDebugStringConvertible, @unchecked Sendable {
    // Unchecked Sendable: NWProtocolDefinition's is Sendable; its one property is a constant.
    /// The protocol's name (`tcp`, `tls`, `websocket`, a framer's label).
    public let name: String

    init(name: String) { self.name = name }

    /// Definitions are equal when they are the same definition.
    public static func == (lhs: NWProtocolDefinition, rhs: NWProtocolDefinition) -> Bool { lhs === rhs }

    /// The protocol's name.
    public var debugDescription: String { name }
}

/// The superclass of a protocol's options, which `NWParameters.ProtocolStack` lists. Options
/// configure nothing in a render: no protocol runs, but every value set reads back.
public class NWProtocolOptions: @unchecked Sendable {
    // Unchecked Sendable: NWProtocolOptions's is Sendable; subclasses keep settings in a LockedState.
    /// The protocol the options configure.
    let protocolDefinition: NWProtocolDefinition

    init(definition: NWProtocolDefinition) { protocolDefinition = definition }
}

/// The superclass of per-message protocol metadata, which `NWConnection.ContentContext`
/// carries. Received metadata never arrives in a render; metadata an app makes reads back.
public class NWProtocolMetadata: @unchecked Sendable {
    // Unchecked Sendable: NWProtocolMetadata's is Sendable; subclasses keep values in a LockedState.
    /// The protocol the metadata belongs to.
    let protocolDefinition: NWProtocolDefinition

    init(definition: NWProtocolDefinition) { protocolDefinition = definition }
}
