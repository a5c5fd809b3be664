import Foundation
import BackplateCore

/// QUIC: its definition and options. No QUIC connection is made in a render.
public class NWProtocolQUIC: NWProtocol, @unchecked Sendable {
    // Unchecked Sendable: NWProtocolQUIC's is Sendable; it has no state of its own.
    /// The definition that finds QUIC's options and metadata.
    public static let definition = NWProtocolDefinition(name: "quic")

    /// QUIC settings for a connection or listener; set values read back.
    public class Options: NWProtocolOptions, @unchecked Sendable {
        // Unchecked Sendable: NWProtocolQUIC.Options's is Sendable; its settings sit in a LockedState.
        private struct Settings {
            var alpn: [String]
            var idleTimeout = 0, maxUDPPayloadSize = 0, maxDatagramFrameSize = 0
            var isDatagram = false
        }
        private let settings: LockedState<Settings>

        /// The handshake's options; the same object on every read, keeping what is set on it.
        public let securityProtocolOptions: sec_protocol_options_t = SecProtocolOptions()

        /// QUIC options offering no ALPN values yet.
        public convenience init() { self.init(alpn: []) }

        /// QUIC options offering the ALPN values `alpn` (`["h3"]`).
        public init(alpn: [String]) {
            settings = LockedState(Settings(alpn: alpn))
            super.init(definition: NWProtocolQUIC.definition)
        }

        /// The ALPN values offered in the handshake.
        public var alpn: [String] { get { settings[\.alpn] } set { settings[\.alpn] = newValue } }
        /// Milliseconds of idleness before the connection closes; 0 for the system's.
        public var idleTimeout: Int { get { settings[\.idleTimeout] } set { settings[\.idleTimeout] = newValue } }
        /// The largest UDP payload to send; 0 for the system's.
        public var maxUDPPayloadSize: Int { get { settings[\.maxUDPPayloadSize] } set { settings[\.maxUDPPayloadSize] = newValue } }
        /// Whether the connection carries unreliable datagrams.
        public var isDatagram: Bool { get { settings[\.isDatagram] } set { settings[\.isDatagram] = newValue } }
        /// The largest datagram frame to accept; 0 for none.
        public var maxDatagramFrameSize: Int {
            get { settings[\.maxDatagramFrameSize] } set { settings[\.maxDatagramFrameSize] = newValue }
        }
    }
}
