import Foundation

/// TLS: its definition, options and handshake metadata. No handshake happens in a render.
public class NWProtocolTLS: NWProtocol, @unchecked Sendable {
    // Unchecked Sendable: NWProtocolTLS's is Sendable; it has no state of its own.
    /// The definition that finds TLS's options and metadata.
    public static let definition = NWProtocolDefinition(name: "tls")

    /// TLS settings for a connection or listener; configure the handshake through
    /// `securityProtocolOptions` and the `sec_protocol_options_*` functions.
    public class Options: NWProtocolOptions, @unchecked Sendable {
        // Unchecked Sendable: NWProtocolTLS.Options's is Sendable; its one property is a constant.
        /// The handshake's options; the same object on every read, keeping what is set on it.
        public let securityProtocolOptions: sec_protocol_options_t = SecProtocolOptions()

        /// Default TLS options (the system's versions and trust evaluation).
        public init() { super.init(definition: NWProtocolTLS.definition) }
    }

    /// A finished handshake's results; never produced in a render.
    public class Metadata: NWProtocolMetadata, @unchecked Sendable {
        // Unchecked Sendable: NWProtocolTLS.Metadata's is Sendable; its one property is a constant.
        /// The handshake's results.
        public let securityProtocolMetadata: sec_protocol_metadata_t

        init(securityProtocolMetadata: sec_protocol_metadata_t) {
            self.securityProtocolMetadata = securityProtocolMetadata
            super.init(definition: NWProtocolTLS.definition)
        }
    }
}
