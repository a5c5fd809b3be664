import Foundation

/// An IP address of either family: its bytes, its interface scope and what kind it is.
public protocol IPAddress {
    /// An address from its bytes in network order (4 for IPv4, 16 for IPv6); `nil` otherwise.
    init?(_ rawValue: Data, _ interface: NWInterface?)
    /// The address's bytes in network order.
    var rawValue: Data { get }
    /// The interface the address is scoped to, if any.
    var interface: NWInterface? { get }
    /// Whether the address is a loopback address.
    var isLoopback: Bool { get }
    /// Whether the address is link-local.
    var isLinkLocal: Bool { get }
    /// Whether the address is a multicast address.
    var isMulticast: Bool { get }
}

/// An IPv4 address, parsed and printed in dotted-quad form; a value only.
public struct IPv4Address: IPAddress, Hashable, Sendable, CustomDebugStringConvertible {
    /// The address's four bytes in network order.
    public let rawValue: Data
    /// The interface the address is scoped to (`%en0`), if any.
    public let interface: NWInterface?

    /// An address from four bytes in network order; `nil` for any other count.
    public init?(_ rawValue: Data, _ interface: NWInterface? = nil) {
        guard rawValue.count == 4 else { return nil }
        self.rawValue = rawValue
        self.interface = interface
    }

    /// An address from dotted-quad text (`"192.168.1.10"`), optionally `%`-scoped to `en0` or
    /// `lo0`; `nil` for anything else.
    public init?(_ string: String) {
        guard let (text, interface) = scopedAddress(string),
              let bytes = parseAddress(text, family: AF_INET, count: 4) else { return nil }
        self.init(bytes, interface)
    }

    private init(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) {
        rawValue = Data([a, b, c, d])
        interface = nil
    }

    /// `0.0.0.0`.
    public static let any = IPv4Address(0, 0, 0, 0)
    /// `255.255.255.255`.
    public static let broadcast = IPv4Address(255, 255, 255, 255)
    /// `127.0.0.1`.
    public static let loopback = IPv4Address(127, 0, 0, 1)
    /// `224.0.0.1`, every host on the link.
    public static let allHostsGroup = IPv4Address(224, 0, 0, 1)
    /// `224.0.0.2`, every router on the link.
    public static let allRoutersGroup = IPv4Address(224, 0, 0, 2)
    /// `224.0.0.22`, IGMPv3 reports.
    public static let allReportsGroup = IPv4Address(224, 0, 0, 22)
    /// `224.0.0.251`, multicast DNS.
    public static let mdnsGroup = IPv4Address(224, 0, 0, 251)

    /// Whether the address is in `127.0.0.0/8`.
    public var isLoopback: Bool { rawValue.first == 127 }
    /// Whether the address is in `169.254.0.0/16`.
    public var isLinkLocal: Bool { rawValue.starts(with: [169, 254]) }
    /// Whether the address is in `224.0.0.0/4`.
    public var isMulticast: Bool { (rawValue.first ?? 0) & 0xF0 == 0xE0 }

    /// The address in dotted-quad form, with its `%interface` scope if it has one.
    public var debugDescription: String {
        let text = rawValue.map(String.init).joined(separator: ".")
        return interface.map { "\(text)%\($0.name)" } ?? text
    }
}

/// An IPv6 address, parsed and printed in its compressed form; a value only.
public struct IPv6Address: IPAddress, Hashable, Sendable, CustomDebugStringConvertible {
    /// The scope of a multicast address.
    public enum Scope: UInt8, Hashable, Sendable {
        /// The node itself.
        case nodeLocal = 1
        /// The link.
        case linkLocal = 2
        /// The site.
        case siteLocal = 5
        /// The organization.
        case organizationLocal = 8
        /// The whole internet.
        case global = 14
    }

    /// The address's sixteen bytes in network order.
    public let rawValue: Data
    /// The interface the address is scoped to (`%en0`), if any.
    public let interface: NWInterface?

    /// An address from sixteen bytes in network order; `nil` for any other count.
    public init?(_ rawValue: Data, _ interface: NWInterface? = nil) {
        guard rawValue.count == 16 else { return nil }
        self.rawValue = rawValue
        self.interface = interface
    }

    /// An address from its text form (`"fe80::1%en0"`, `"::ffff:10.0.0.1"`), optionally
    /// `%`-scoped to `en0` or `lo0`; `nil` for anything else.
    public init?(_ string: String) {
        guard let (text, interface) = scopedAddress(string),
              let bytes = parseAddress(text, family: AF_INET6, count: 16) else { return nil }
        self.init(bytes, interface)
    }

    private init(bytes: [UInt8]) {
        rawValue = Data(bytes)
        interface = nil
    }

    /// `::`.
    public static let any = IPv6Address(bytes: Array(repeating: 0, count: 16))
    /// `::1`.
    public static let loopback = IPv6Address(bytes: Array(repeating: 0, count: 15) + [1])
    /// `ff01::1`, every node on this node.
    public static let nodeLocalNodes = IPv6Address(bytes: [0xFF, 0x01] + Array(repeating: 0, count: 13) + [1])
    /// `ff02::1`, every node on the link.
    public static let linkLocalNodes = IPv6Address(bytes: [0xFF, 0x02] + Array(repeating: 0, count: 13) + [1])
    /// `ff02::2`, every router on the link.
    public static let linkLocalRouters = IPv6Address(bytes: [0xFF, 0x02] + Array(repeating: 0, count: 13) + [2])

    private var bytes: [UInt8] { Array(rawValue) }

    /// Whether the address is `::`.
    public var isAny: Bool { bytes.allSatisfy { $0 == 0 } }
    /// Whether the address is `::1`.
    public var isLoopback: Bool { bytes == Self.loopback.bytes }
    /// Whether the address is an IPv4-compatible one (`::a.b.c.d`), Network's spelling kept.
    public var isIPv4Compatabile: Bool { bytes[..<12].allSatisfy { $0 == 0 } && !isAny && !isLoopback }
    /// Whether the address is an IPv4-mapped one (`::ffff:a.b.c.d`).
    public var isIPv4Mapped: Bool { bytes[..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF }
    /// The IPv4 address a mapped or compatible address carries, else `nil`.
    public var asIPv4: IPv4Address? {
        isIPv4Mapped || isIPv4Compatabile ? IPv4Address(Data(bytes[12...]), interface) : nil
    }
    /// Whether the address is a 6to4 one (`2002::/16`).
    public var is6to4: Bool { bytes[0] == 0x20 && bytes[1] == 0x02 }
    /// Whether the address is link-local (`fe80::/10`).
    public var isLinkLocal: Bool { bytes[0] == 0xFE && bytes[1] & 0xC0 == 0x80 }
    /// Whether the address is multicast (`ff00::/8`).
    public var isMulticast: Bool { bytes[0] == 0xFF }
    /// A multicast address's scope; `nil` for other addresses or unknown scopes.
    public var multicastScope: Scope? { isMulticast ? Scope(rawValue: bytes[1] & 0x0F) : nil }
    /// Whether the address is unique-local (`fc00::/7`).
    public var isUniqueLocal: Bool { bytes[0] & 0xFE == 0xFC }
    /// Whether the address is site-local (`fec0::/10`, deprecated).
    public var isSiteLocal: Bool { bytes[0] == 0xFE && bytes[1] & 0xC0 == 0xC0 }

    /// The address in its compressed text form, with its `%interface` scope if it has one.
    public var debugDescription: String {
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        let text = bytes.withUnsafeBytes { address in
            inet_ntop(AF_INET6, address.baseAddress, &buffer, socklen_t(buffer.count)) != nil
                ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        }
        return interface.map { "\(text)%\($0.name)" } ?? text
    }
}

extension NWInterface {
    /// The simulator's interface called `name` (`en0`, `lo0`), or `nil`.
    static func named(_ name: String) -> NWInterface? {
        switch name {
        case simulatorWiFi.name: simulatorWiFi
        case "lo0": NWInterface(type: .loopback, name: "lo0", index: 1)
        default: nil
        }
    }
}

/// Splits `"address%interface"`; `nil` if the scope names no interface the simulator has.
private func scopedAddress(_ string: String) -> (String, NWInterface?)? {
    guard let percent = string.firstIndex(of: "%") else { return (string, nil) }
    guard let interface = NWInterface.named(String(string[string.index(after: percent)...])) else { return nil }
    return (String(string[..<percent]), interface)
}

/// The `count` bytes `inet_pton` reads from `text` for `family`, or `nil`.
private func parseAddress(_ text: String, family: Int32, count: Int) -> Data? {
    var bytes = [UInt8](repeating: 0, count: count)
    let parsed = bytes.withUnsafeMutableBytes { inet_pton(family, text, $0.baseAddress) == 1 }
    return parsed ? Data(bytes) : nil
}
