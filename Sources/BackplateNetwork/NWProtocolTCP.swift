import Foundation
import BackplateCore

/// TCP: its definition, options and per-connection metadata. No TCP runs in a render; the
/// options keep what is set on them.
public class NWProtocolTCP: NWProtocol, @unchecked Sendable {
    // Unchecked Sendable: NWProtocolTCP's is Sendable; it has no state of its own.
    /// The definition that finds TCP's options and metadata.
    public static let definition = NWProtocolDefinition(name: "tcp")

    /// TCP settings for a connection or listener, each defaulting to the system's choice
    /// (`false` or `0`); set values read back and change nothing in a render.
    public class Options: NWProtocolOptions, @unchecked Sendable {
        // Unchecked Sendable: NWProtocolTCP.Options's is Sendable; its settings sit in a LockedState.
        private struct Settings {
            var noDelay = false, noPush = false, noOptions = false, enableKeepalive = false
            var keepaliveCount = 0, keepaliveIdle = 0, keepaliveInterval = 0, maximumSegmentSize = 0
            var connectionTimeout = 0, persistTimeout = 0, connectionDropTime = 0
            var retransmitFinDrop = false, disableAckStretching = false, enableFastOpen = false, disableECN = false
        }
        private let settings = LockedState(Settings())

        /// Default TCP options.
        public init() { super.init(definition: NWProtocolTCP.definition) }

        /// Whether Nagle's algorithm is off (`TCP_NODELAY`).
        public var noDelay: Bool { get { settings[\.noDelay] } set { settings[\.noDelay] = newValue } }
        /// Whether TCP waits to fill segments before sending (`TCP_NOPUSH`).
        public var noPush: Bool { get { settings[\.noPush] } set { settings[\.noPush] = newValue } }
        /// Whether TCP sends no options (`TCP_NOOPT`).
        public var noOptions: Bool { get { settings[\.noOptions] } set { settings[\.noOptions] = newValue } }
        /// Whether keepalive probes are sent.
        public var enableKeepalive: Bool { get { settings[\.enableKeepalive] } set { settings[\.enableKeepalive] = newValue } }
        /// How many unanswered keepalive probes end the connection.
        public var keepaliveCount: Int { get { settings[\.keepaliveCount] } set { settings[\.keepaliveCount] = newValue } }
        /// Seconds of idleness before the first keepalive probe.
        public var keepaliveIdle: Int { get { settings[\.keepaliveIdle] } set { settings[\.keepaliveIdle] = newValue } }
        /// Seconds between keepalive probes.
        public var keepaliveInterval: Int { get { settings[\.keepaliveInterval] } set { settings[\.keepaliveInterval] = newValue } }
        /// The maximum segment size in bytes.
        public var maximumSegmentSize: Int { get { settings[\.maximumSegmentSize] } set { settings[\.maximumSegmentSize] = newValue } }
        /// Seconds to wait for the connection to be established.
        public var connectionTimeout: Int { get { settings[\.connectionTimeout] } set { settings[\.connectionTimeout] = newValue } }
        /// Seconds of zero-window probing before giving up (`TCP_PERSIST_TIMEOUT`).
        public var persistTimeout: Int { get { settings[\.persistTimeout] } set { settings[\.persistTimeout] = newValue } }
        /// Seconds of unacknowledged data before the connection drops.
        public var connectionDropTime: Int { get { settings[\.connectionDropTime] } set { settings[\.connectionDropTime] = newValue } }
        /// Whether the connection drops after its FIN is retransmitted a few times.
        public var retransmitFinDrop: Bool { get { settings[\.retransmitFinDrop] } set { settings[\.retransmitFinDrop] = newValue } }
        /// Whether delayed-ACK stretching is off.
        public var disableAckStretching: Bool { get { settings[\.disableAckStretching] } set { settings[\.disableAckStretching] = newValue } }
        /// Whether TCP Fast Open is on.
        public var enableFastOpen: Bool { get { settings[\.enableFastOpen] } set { settings[\.enableFastOpen] = newValue } }
        /// Whether ECN negotiation is off.
        public var disableECN: Bool { get { settings[\.disableECN] } set { settings[\.disableECN] = newValue } }
    }

    /// A TCP connection's live buffer state; never produced in a render.
    public class Metadata: NWProtocolMetadata, @unchecked Sendable {
        // Unchecked Sendable: NWProtocolTCP.Metadata's is Sendable; it has no state.
        init() { super.init(definition: NWProtocolTCP.definition) }

        /// Bytes waiting to be read: 0, as nothing arrives in a render.
        public var availableReceiveBuffer: UInt32 { 0 }
        /// Bytes waiting to be sent: 0, as nothing is queued in a render.
        public var availableSendBuffer: UInt32 { 0 }
    }
}
