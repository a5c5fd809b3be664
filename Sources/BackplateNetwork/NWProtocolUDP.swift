import Foundation
import BackplateCore

/// UDP: its definition, options and per-datagram metadata. No datagram is sent in a render.
public class NWProtocolUDP: NWProtocol, @unchecked Sendable {
    // Unchecked Sendable: NWProtocolUDP's is Sendable; it has no state of its own.
    /// The definition that finds UDP's options and metadata.
    public static let definition = NWProtocolDefinition(name: "udp")

    /// UDP settings for a connection or listener; set values read back.
    public class Options: NWProtocolOptions, @unchecked Sendable {
        // Unchecked Sendable: NWProtocolUDP.Options's is Sendable; its settings sit in a LockedState.
        private let checksum = LockedState(false)

        /// Default UDP options.
        public init() { super.init(definition: NWProtocolUDP.definition) }

        /// Whether outgoing datagrams skip their checksum where the path allows it.
        public var preferNoChecksum: Bool { get { checksum[\.self] } set { checksum[\.self] = newValue } }
    }

    /// Metadata for one datagram; it has no fields.
    public class Metadata: NWProtocolMetadata, @unchecked Sendable {
        // Unchecked Sendable: NWProtocolUDP.Metadata's is Sendable; it has no state.
        /// Empty UDP metadata, to attach to a send's context.
        public init() { super.init(definition: NWProtocolUDP.definition) }
    }
}
