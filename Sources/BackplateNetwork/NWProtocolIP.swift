import Foundation
import BackplateCore

/// IP: its definition, options and per-packet metadata. No packet is sent in a render.
public class NWProtocolIP: NWProtocol, @unchecked Sendable {
    // Unchecked Sendable: NWProtocolIP's is Sendable; it has no state of its own.
    /// The definition that finds IP's options and metadata.
    public static let definition = NWProtocolDefinition(name: "ip")

    /// The Explicit Congestion Notification mark on a packet.
    public enum ECN: Hashable, Sendable {
        /// Not ECN-capable.
        case nonECT
        /// ECN-capable, codepoint 0.
        case ect0
        /// ECN-capable, codepoint 1.
        case ect1
        /// Congestion experienced.
        case ce
    }

    /// IP settings for a connection or listener; set values read back.
    public class Options: NWProtocolOptions, @unchecked Sendable {
        // Unchecked Sendable: NWProtocolIP.Options's is Sendable; its settings sit in a LockedState.
        /// Which IP version a connection may use.
        public enum Version: Hashable, Sendable {
            /// Either version.
            case any
            /// IPv4 only.
            case v4
            /// IPv6 only.
            case v6
        }

        /// Which local IPv6 address kind to prefer.
        public enum AddressPreference: Hashable, Sendable {
            /// The system's choice.
            case `default`
            /// Temporary (privacy) addresses.
            case temporary
            /// Stable addresses.
            case stable
        }

        private struct Settings {
            var version = Version.any, hopLimit: UInt8 = 0, useMinimumMTU = false, disableFragmentation = false
            var shouldCalculateReceiveTime = false, localAddressPreference = AddressPreference.default
            var disableMulticastLoopback = false
        }
        private let settings = LockedState(Settings())

        init() { super.init(definition: NWProtocolIP.definition) }

        /// The IP version to use (`.any` by default).
        public var version: Version { get { settings[\.version] } set { settings[\.version] = newValue } }
        /// The hop limit (TTL) of outgoing packets; 0 for the system's.
        public var hopLimit: UInt8 { get { settings[\.hopLimit] } set { settings[\.hopLimit] = newValue } }
        /// Whether IPv6 packets keep to the minimum MTU.
        public var useMinimumMTU: Bool { get { settings[\.useMinimumMTU] } set { settings[\.useMinimumMTU] = newValue } }
        /// Whether fragmentation is off.
        public var disableFragmentation: Bool { get { settings[\.disableFragmentation] } set { settings[\.disableFragmentation] = newValue } }
        /// Whether received packets carry their arrival time.
        public var shouldCalculateReceiveTime: Bool {
            get { settings[\.shouldCalculateReceiveTime] } set { settings[\.shouldCalculateReceiveTime] = newValue }
        }
        /// Which local address kind to prefer.
        public var localAddressPreference: AddressPreference {
            get { settings[\.localAddressPreference] } set { settings[\.localAddressPreference] = newValue }
        }
        /// Whether multicast sent by this host is kept from looping back to it.
        public var disableMulticastLoopback: Bool {
            get { settings[\.disableMulticastLoopback] } set { settings[\.disableMulticastLoopback] = newValue }
        }
    }

    /// Metadata for one packet: its ECN mark, service class and arrival time.
    public class Metadata: NWProtocolMetadata, @unchecked Sendable {
        // Unchecked Sendable: NWProtocolIP.Metadata's is Sendable; its values sit in a LockedState.
        private struct Values {
            var ecnFlag = ECN.nonECT, serviceClass = NWParameters.ServiceClass.bestEffort
        }
        private let values = LockedState(Values())

        /// Metadata for a packet to send, unmarked and best-effort.
        public init() { super.init(definition: NWProtocolIP.definition) }

        /// The packet's ECN mark.
        public var ecnFlag: ECN { get { values[\.ecnFlag] } set { values[\.ecnFlag] = newValue } }
        /// The packet's service class.
        public var serviceClass: NWParameters.ServiceClass { get { values[\.serviceClass] } set { values[\.serviceClass] = newValue } }
        /// When the packet arrived, in mach absolute time: 0, as none arrives in a render.
        public var receiveTime: UInt64 { 0 }
    }
}
