import Foundation

/// The C endpoint object an `NWEndpoint.opaque` case carries; Backplate never makes one.
public protocol OS_nw_endpoint: AnyObject, Sendable {}

/// A reference to a C endpoint object, as Network's C API names it.
public typealias nw_endpoint_t = any OS_nw_endpoint

/// A local or remote endpoint of a connection: a host and port, a Bonjour service, a UNIX
/// path or a URL. A value only: naming an endpoint never resolves or reaches it.
public enum NWEndpoint: Hashable, Sendable, CustomDebugStringConvertible {
    /// A host (a name or an address) and a port.
    case hostPort(host: NWEndpoint.Host, port: NWEndpoint.Port)
    /// A Bonjour service, by name, type (`_http._tcp`) and domain (`local.`).
    case service(name: String, type: String, domain: String, interface: NWInterface?)
    /// A UNIX domain socket path.
    case unix(path: String)
    /// A URL, whose host and port are read from it when connecting.
    case url(URL)
    /// An endpoint handed over from Network's C API.
    case opaque(nw_endpoint_t)

    /// A host name or address.
    public enum Host: Hashable, Sendable, CustomDebugStringConvertible, ExpressibleByStringLiteral {
        /// A host name, optionally scoped to an interface.
        case name(String, NWInterface?)
        /// An IPv4 address.
        case ipv4(IPv4Address)
        /// An IPv6 address.
        case ipv6(IPv6Address)

        /// A host from text: an IPv4 address, then an IPv6 address, else a name.
        public init(_ string: String) {
            if let address = IPv4Address(string) {
                self = .ipv4(address)
            } else if let address = IPv6Address(string) {
                self = .ipv6(address)
            } else {
                self = .name(string, nil)
            }
        }

        /// A host from a string literal, read as `init(_:)` reads it.
        public init(stringLiteral value: String) { self.init(value) }

        /// The interface the host is scoped to (an IPv6 address's `%en0`), or `nil`.
        public var interface: NWInterface? {
            switch self {
            case .name(_, let interface): interface
            case .ipv4(let address): address.interface
            case .ipv6(let address): address.interface
            }
        }

        /// The name or the address in its usual text form.
        public var debugDescription: String {
            switch self {
            case .name(let name, let interface): interface.map { "\(name)%\($0.name)" } ?? name
            case .ipv4(let address): address.debugDescription
            case .ipv6(let address): address.debugDescription
            }
        }
    }

    /// A port number, `0` (`.any`) meaning one the system picks.
    public struct Port: Hashable, Sendable, CustomDebugStringConvertible, ExpressibleByIntegerLiteral, RawRepresentable {
        /// The port number in host byte order.
        public let rawValue: UInt16

        /// The port numbered `rawValue`; never `nil`, as every 16-bit number is a port.
        public init?(rawValue: UInt16) { self.rawValue = rawValue }

        /// The port a number or a well-known service name (`"https"`) names; `nil` otherwise.
        public init?(_ string: String) {
            if let number = UInt16(string) {
                rawValue = number
            } else if let known = Self.serviceNames[string.lowercased()] {
                rawValue = known
            } else {
                return nil
            }
        }

        /// The port an integer literal names.
        public init(integerLiteral value: UInt16) { rawValue = value }

        /// Port 0: the system picks one (a listener's ephemeral port).
        public static let any: Port = 0
        /// Secure Shell, port 22.
        public static let ssh: Port = 22
        /// SMTP, port 25.
        public static let smtp: Port = 25
        /// HTTP, port 80.
        public static let http: Port = 80
        /// POP3, port 110.
        public static let pop: Port = 110
        /// IMAP, port 143.
        public static let imap: Port = 143
        /// HTTPS, port 443.
        public static let https: Port = 443
        /// IMAP over TLS, port 993.
        public static let imaps: Port = 993
        /// SOCKS proxies, port 1080.
        public static let socks: Port = 1080

        /// The port number as text.
        public var debugDescription: String { String(rawValue) }

        private static let serviceNames: [String: UInt16] = [
            "ssh": 22, "smtp": 25, "http": 80, "pop3": 110, "imap": 143, "https": 443, "imaps": 993, "socks": 1080,
        ]
    }

    /// The interface the endpoint is scoped to, if any.
    public var interface: NWInterface? {
        switch self {
        case .hostPort(let host, _): host.interface
        case .service(_, _, _, let interface): interface
        case .unix, .url, .opaque: nil
        }
    }

    /// The endpoint as Network prints it: `host:port` (`[v6]:port`), `name.type.domain`, a
    /// path or a URL.
    public var debugDescription: String {
        switch self {
        case .hostPort(.ipv6(let address), let port): "[\(address.debugDescription)]:\(port.rawValue)"
        case .hostPort(let host, let port): "\(host.debugDescription):\(port.rawValue)"
        case .service(let name, let type, let domain, _): "\(name).\(type).\(domain)"
        case .unix(let path): path
        case .url(let url): url.absoluteString
        case .opaque: "<opaque endpoint>"
        }
    }

    /// Endpoints are equal when of the same kind and parts; opaque ones when the same object.
    public static func == (lhs: NWEndpoint, rhs: NWEndpoint) -> Bool {
        switch (lhs, rhs) {
        case let (.hostPort(host1, port1), .hostPort(host2, port2)):
            host1 == host2 && port1 == port2
        case let (.service(name1, type1, domain1, interface1), .service(name2, type2, domain2, interface2)):
            name1 == name2 && type1 == type2 && domain1 == domain2 && interface1 == interface2
        case let (.unix(path1), .unix(path2)): path1 == path2
        case let (.url(url1), .url(url2)): url1 == url2
        case let (.opaque(object1), .opaque(object2)): object1 === object2
        default: false
        }
    }

    /// Hashes the endpoint's kind and parts (an opaque one's object identity).
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .hostPort(let host, let port): hasher.combine(0); hasher.combine(host); hasher.combine(port)
        case .service(let name, let type, let domain, let interface):
            hasher.combine(1); hasher.combine(name); hasher.combine(type); hasher.combine(domain); hasher.combine(interface)
        case .unix(let path): hasher.combine(2); hasher.combine(path)
        case .url(let url): hasher.combine(3); hasher.combine(url)
        case .opaque(let object): hasher.combine(4); hasher.combine(ObjectIdentifier(object))
        }
    }
}
