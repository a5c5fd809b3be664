import Foundation
import BackplateCore

/// The protocols and path rules a connection, listener or browser uses. Every setting reads
/// back what was set; in a render none changes how a connection behaves (it waits regardless).
public final class NWParameters: Sendable, CustomDebugStringConvertible {
    /// The traffic class a connection's data is sent with.
    public enum ServiceClass: Hashable, Sendable {
        /// Ordinary traffic (the default).
        case bestEffort
        /// Deferrable traffic (backups, prefetching).
        case background
        /// Interactive video.
        case interactiveVideo
        /// Interactive voice.
        case interactiveVoice
        /// Traffic a person waits on.
        case responsiveData
        /// Control traffic (call signaling).
        case signaling
    }

    /// How a connection uses several interfaces at once (Multipath TCP).
    public enum MultipathServiceType: Hashable, Sendable {
        /// One interface (the default).
        case disabled
        /// Move to another interface when the first fails.
        case handover
        /// Use the lowest-latency interface.
        case interactive
        /// Use every interface together.
        case aggregate
    }

    /// Whether expired DNS answers may be used while fresh ones are fetched.
    public enum ExpiredDNSBehavior: Hashable, Sendable {
        /// The system's choice (the default).
        case systemDefault
        /// Use expired answers.
        case allow
        /// Never use expired answers.
        case prohibit
    }

    /// Who a connection's traffic is attributed to in the privacy report.
    public enum Attribution: Hashable, Sendable {
        /// The app's developer (the default).
        case developer
        /// The person using the app.
        case user
    }

    /// The protocols of a connection, top to bottom: application protocols (WebSocket, TLS),
    /// then the transport (TCP, UDP) and the internet protocol (IP).
    public final class ProtocolStack: Sendable, CustomDebugStringConvertible {
        private struct Layers {
            var application: [NWProtocolOptions]
            var transport: NWProtocolOptions?
            var internet: NWProtocolOptions?
        }
        private let layers: LockedState<Layers>

        init(application: [NWProtocolOptions], transport: NWProtocolOptions?, internet: NWProtocolOptions?) {
            layers = LockedState(Layers(application: application, transport: transport, internet: internet))
        }

        /// The protocols above the transport, outermost first (insert WebSocket at index 0).
        public var applicationProtocols: [NWProtocolOptions] {
            get { layers[\.application] } set { layers[\.application] = newValue }
        }
        /// The transport protocol's options (TCP, UDP or QUIC), if any.
        public var transportProtocol: NWProtocolOptions? {
            get { layers[\.transport] } set { layers[\.transport] = newValue }
        }
        /// The internet protocol's options (`NWProtocolIP.Options`), if any.
        public var internetProtocol: NWProtocolOptions? {
            get { layers[\.internet] } set { layers[\.internet] = newValue }
        }

        /// The protocols' names, outermost first (`websocket, tls, tcp, ip`).
        public var debugDescription: String {
            let layers = layers.withLock { [$0.application, [$0.transport, $0.internet].compactMap { $0 }] }
            return layers.joined().map(\.protocolDefinition.name).joined(separator: ", ")
        }
    }

    private struct Settings {
        var requiredInterface: NWInterface?
        var requiredInterfaceType = NWInterface.InterfaceType.other
        var prohibitedInterfaces: [NWInterface]?
        var prohibitedInterfaceTypes: [NWInterface.InterfaceType]?
        var prohibitExpensivePaths = false, prohibitConstrainedPaths = false, preferNoProxies = false
        var requiredLocalEndpoint: NWEndpoint?
        var allowLocalEndpointReuse = false, acceptLocalOnly = false, includePeerToPeer = false
        var serviceClass = ServiceClass.bestEffort
        var multipathServiceType = MultipathServiceType.disabled
        var expiredDNSBehavior = ExpiredDNSBehavior.systemDefault
        var allowFastOpen = false, requiresDNSSECValidation = false
        var attribution = Attribution.developer
    }
    private let settings = LockedState(Settings())

    /// The protocols connections made with these parameters use.
    public let defaultProtocolStack: ProtocolStack

    /// Parameters with no transport or application protocol chosen yet.
    public init() {
        defaultProtocolStack = ProtocolStack(application: [], transport: nil, internet: NWProtocolIP.Options())
    }

    private init(stack: ProtocolStack) { defaultProtocolStack = stack }

    /// TCP parameters, with TLS over it when `tls` is given.
    public convenience init(tls: NWProtocolTLS.Options?, tcp: NWProtocolTCP.Options = NWProtocolTCP.Options()) {
        self.init(stack: ProtocolStack(application: tls.map { [$0] } ?? [], transport: tcp, internet: NWProtocolIP.Options()))
    }

    /// UDP parameters, with DTLS over it when `dtls` is given.
    public convenience init(dtls: NWProtocolTLS.Options?, udp: NWProtocolUDP.Options = NWProtocolUDP.Options()) {
        self.init(stack: ProtocolStack(application: dtls.map { [$0] } ?? [], transport: udp, internet: NWProtocolIP.Options()))
    }

    /// QUIC parameters with the given QUIC options.
    public convenience init(quic: NWProtocolQUIC.Options) {
        self.init(stack: ProtocolStack(application: [], transport: quic, internet: NWProtocolIP.Options()))
    }

    /// New parameters for TCP.
    public class var tcp: NWParameters { NWParameters(tls: nil) }
    /// New parameters for TLS over TCP.
    public class var tls: NWParameters { NWParameters(tls: NWProtocolTLS.Options()) }
    /// New parameters for UDP.
    public class var udp: NWParameters { NWParameters(dtls: nil) }
    /// New parameters for DTLS over UDP.
    public class var dtls: NWParameters { NWParameters(dtls: NWProtocolTLS.Options()) }

    /// New parameters for QUIC streams, offering the ALPN values `alpn`.
    public class func quic(alpn: [String]) -> NWParameters { NWParameters(quic: NWProtocolQUIC.Options(alpn: alpn)) }

    /// New parameters for QUIC datagrams, offering the ALPN values `alpn`.
    public class func quicDatagram(alpn: [String]) -> NWParameters {
        let options = NWProtocolQUIC.Options(alpn: alpn)
        options.isDatagram = true
        return NWParameters(quic: options)
    }

    /// A copy with the same settings and a new stack listing the same protocol options.
    public func copy() -> NWParameters {
        let stack = defaultProtocolStack
        let copy = NWParameters(stack: ProtocolStack(application: stack.applicationProtocols,
                                                     transport: stack.transportProtocol, internet: stack.internetProtocol))
        let values = settings.withLock { $0 }
        copy.settings.withLock { $0 = values }
        return copy
    }

    /// The one interface connections may use; `nil` for any.
    public var requiredInterface: NWInterface? { get { settings[\.requiredInterface] } set { settings[\.requiredInterface] = newValue } }
    /// The one interface type connections may use; `.other` for any.
    public var requiredInterfaceType: NWInterface.InterfaceType {
        get { settings[\.requiredInterfaceType] } set { settings[\.requiredInterfaceType] = newValue }
    }
    /// Interfaces connections may not use.
    public var prohibitedInterfaces: [NWInterface]? {
        get { settings[\.prohibitedInterfaces] } set { settings[\.prohibitedInterfaces] = newValue }
    }
    /// Interface types connections may not use.
    public var prohibitedInterfaceTypes: [NWInterface.InterfaceType]? {
        get { settings[\.prohibitedInterfaceTypes] } set { settings[\.prohibitedInterfaceTypes] = newValue }
    }
    /// Whether expensive paths (cellular, hotspots) are off limits.
    public var prohibitExpensivePaths: Bool {
        get { settings[\.prohibitExpensivePaths] } set { settings[\.prohibitExpensivePaths] = newValue }
    }
    /// Whether Low Data Mode paths are off limits.
    public var prohibitConstrainedPaths: Bool {
        get { settings[\.prohibitConstrainedPaths] } set { settings[\.prohibitConstrainedPaths] = newValue }
    }
    /// Whether connections avoid proxies.
    public var preferNoProxies: Bool { get { settings[\.preferNoProxies] } set { settings[\.preferNoProxies] = newValue } }
    /// The local address and port to bind; `nil` for the system's choice.
    public var requiredLocalEndpoint: NWEndpoint? {
        get { settings[\.requiredLocalEndpoint] } set { settings[\.requiredLocalEndpoint] = newValue }
    }
    /// Whether a local address and port in use may be bound again (`SO_REUSEADDR`).
    public var allowLocalEndpointReuse: Bool {
        get { settings[\.allowLocalEndpointReuse] } set { settings[\.allowLocalEndpointReuse] = newValue }
    }
    /// Whether a listener accepts only connections from the local link.
    public var acceptLocalOnly: Bool { get { settings[\.acceptLocalOnly] } set { settings[\.acceptLocalOnly] = newValue } }
    /// Whether peer-to-peer interfaces (AWDL) may be used.
    public var includePeerToPeer: Bool { get { settings[\.includePeerToPeer] } set { settings[\.includePeerToPeer] = newValue } }
    /// The traffic class of the data sent.
    public var serviceClass: ServiceClass { get { settings[\.serviceClass] } set { settings[\.serviceClass] = newValue } }
    /// How several interfaces may be used together.
    public var multipathServiceType: MultipathServiceType {
        get { settings[\.multipathServiceType] } set { settings[\.multipathServiceType] = newValue }
    }
    /// Whether expired DNS answers may be used.
    public var expiredDNSBehavior: ExpiredDNSBehavior {
        get { settings[\.expiredDNSBehavior] } set { settings[\.expiredDNSBehavior] = newValue }
    }
    /// Whether data may be sent in the handshake (TCP Fast Open, TLS early data).
    public var allowFastOpen: Bool { get { settings[\.allowFastOpen] } set { settings[\.allowFastOpen] = newValue } }
    /// Whether DNS answers must be DNSSEC-validated.
    public var requiresDNSSECValidation: Bool {
        get { settings[\.requiresDNSSECValidation] } set { settings[\.requiresDNSSECValidation] = newValue }
    }
    /// Who the traffic is attributed to.
    public var attribution: Attribution { get { settings[\.attribution] } set { settings[\.attribution] = newValue } }

    /// The stack's protocols and the path rules that differ from the defaults.
    public var debugDescription: String {
        var parts = [defaultProtocolStack.debugDescription]
        if requiredInterfaceType != .other { parts.append("interface: \(requiredInterfaceType)") }
        if prohibitExpensivePaths { parts.append("prohibit expensive") }
        if prohibitConstrainedPaths { parts.append("prohibit constrained") }
        if allowLocalEndpointReuse { parts.append("reuse local address") }
        return parts.joined(separator: ", ")
    }
}
