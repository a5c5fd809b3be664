// The module a file's `import Network` finds on Linux (through `-module-alias
// Network=BackplateNetwork`): paths, connections, listeners and browsers, answering as the iOS
// Simulator does (online over Wi-Fi, no peer reachable: a render has no network traffic).
@_exported import Foundation

/// A network interface a path can use.
public struct NWInterface: Hashable, Sendable, CustomDebugStringConvertible {
    /// The kinds of interface.
    public enum InterfaceType: Hashable, Sendable {
        /// A virtual or otherwise unknown interface.
        case other
        /// Wi-Fi.
        case wifi
        /// Cellular data.
        case cellular
        /// Wired Ethernet.
        case wiredEthernet
        /// The local loopback interface.
        case loopback
    }

    /// The interface's kind.
    public let type: InterfaceType
    /// The interface's name (`en0` for the simulator's Wi-Fi).
    public let name: String
    /// The interface's system index.
    public let index: Int

    /// The interface's name and kind, as Network prints them.
    public var debugDescription: String { name }

    /// The simulator's one interface: the Mac's Wi-Fi, seen as `en0`.
    static let simulatorWiFi = NWInterface(type: .wifi, name: "en0", index: 14)
}

/// The state of the network as a path monitor sees it: whether it is usable, over which
/// interfaces, and at what cost.
public struct NWPath: Equatable, Sendable, CustomDebugStringConvertible {
    /// Whether a path can send and receive data.
    public enum Status: Equatable, Sendable {
        /// The path is usable.
        case satisfied
        /// The path is not usable.
        case unsatisfied
        /// The path is not usable yet; making a connection may bring it up (a VPN on demand).
        case requiresConnection
    }

    /// Why a path is unsatisfied.
    public enum UnsatisfiedReason: Equatable, Sendable {
        /// No reason is given (the path is satisfied, or no network is there).
        case notAvailable
        /// The person turned off cellular data for the app.
        case cellularDenied
        /// The person turned off Wi-Fi for the app.
        case wifiDenied
        /// The person denied local network access.
        case localNetworkDenied
        /// A required VPN is not active.
        case vpnInactive
    }

    /// Whether the path is usable.
    public let status: Status
    /// Why the path is unsatisfied (`.notAvailable` when it is satisfied).
    public let unsatisfiedReason: UnsatisfiedReason
    /// The interfaces the path can use, in order of preference.
    public let availableInterfaces: [NWInterface]
    /// Whether the path uses an interface the system considers expensive (cellular, a hotspot).
    public let isExpensive: Bool
    /// Whether the path uses an interface in Low Data Mode.
    public let isConstrained: Bool
    /// Whether the path can reach IPv4 addresses.
    public let supportsIPv4: Bool
    /// Whether the path can reach IPv6 addresses.
    public let supportsIPv6: Bool
    /// Whether the path has a DNS server.
    public let supportsDNS: Bool

    /// The path's local address and port: `nil`, as no connection on it is established.
    public var localEndpoint: NWEndpoint? { nil }
    /// The peer's address and port: `nil`, as no connection on it is established.
    public var remoteEndpoint: NWEndpoint? { nil }
    /// The path's routers: none, as Backplate models no local network.
    public var gateways: [NWEndpoint] { [] }

    /// Whether the path uses an interface of `type`.
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
        availableInterfaces.contains { $0.type == type }
    }

    /// The path's status and interfaces, in Network's words.
    public var debugDescription: String {
        switch status {
        case .satisfied: "satisfied (Path is satisfied), interface: \(availableInterfaces.map(\.name).joined(separator: ", "))"
        case .unsatisfied: "unsatisfied (No network route)"
        case .requiresConnection: "requiresConnection"
        }
    }

    /// The simulator's path once a monitor starts: satisfied over Wi-Fi, not expensive, not
    /// constrained.
    static let simulatorOnline = NWPath(status: .satisfied, unsatisfiedReason: .notAvailable,
                                        availableInterfaces: [.simulatorWiFi], isExpensive: false, isConstrained: false,
                                        supportsIPv4: true, supportsIPv6: true, supportsDNS: true)

    /// A monitor's path before it starts, or one whose interface type is absent: no route.
    static let noRoute = NWPath(status: .unsatisfied, unsatisfiedReason: .notAvailable, availableInterfaces: [],
                                isExpensive: false, isConstrained: false, supportsIPv4: false, supportsIPv6: false,
                                supportsDNS: false)
}
