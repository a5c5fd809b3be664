import Foundation
import BackplateCore

/// A listener that, with no peer on the network, becomes `.ready` on its queue (on a port from
/// 49152 up for `.any`) and registers its service, but never gets a connection; `cancel()`
/// delivers `.cancelled` once, then nothing more.
public final class NWListener: Sendable, CustomDebugStringConvertible {
    /// Where a listener is in its life.
    public enum State: Equatable, Sendable {
        /// Made, not started.
        case setup
        /// Waiting for a usable network.
        case waiting(NWError)
        /// Listening; a render's listeners stay here until cancelled.
        case ready
        /// Failed for good.
        case failed(NWError)
        /// Cancelled; the last state delivered.
        case cancelled
    }

    /// A Bonjour service to advertise the listener as.
    public struct Service: Equatable, Sendable, CustomDebugStringConvertible {
        /// The service's name; `nil` for the device's name.
        public let name: String?
        /// The service type (`_myapp._tcp`).
        public let type: String
        /// The domain; `nil` for the default (`local.`).
        public let domain: String?
        /// The TXT record in DNS wire form, if any.
        public let txtRecord: Data?

        /// A service of `type`, named and placed by the system unless given, with raw TXT data.
        public init(name: String? = nil, type: String, domain: String? = nil, txtRecord: Data? = nil) {
            self.name = name
            self.type = type
            self.domain = domain
            self.txtRecord = txtRecord
        }

        /// A service of `type` with the TXT record `txtRecord`.
        public init(name: String? = nil, type: String, domain: String? = nil, txtRecord: NWTXTRecord) {
            self.init(name: name, type: type, domain: domain, txtRecord: txtRecord.wireData)
        }

        /// The TXT record read from `txtRecord`, if there is one.
        public var txtRecordObject: NWTXTRecord? { txtRecord.map(NWTXTRecord.init(wireData:)) }

        /// The service as `name.type.domain`.
        public var debugDescription: String { "\(name ?? "").\(type).\(domain ?? "local.")" }
    }

    /// A change to the listener's advertised services.
    public enum ServiceRegistrationChange: Sendable {
        /// The service was registered under this endpoint.
        case add(NWEndpoint)
        /// The service under this endpoint was withdrawn.
        case remove(NWEndpoint)
    }

    /// The `newConnectionLimit` that means no limit.
    public static let InfiniteConnectionLimit = Int(UInt32.max)

    private struct Status {
        var state = State.setup
        var queue: DispatchQueue?
        var port: NWEndpoint.Port?
        var service: Service?
        var newConnectionLimit = NWListener.InfiniteConnectionLimit
        var stateHandler: (@Sendable (State) -> Void)?
        var connectionHandler: (@Sendable (NWConnection) -> Void)?
        var registrationHandler: (@Sendable (ServiceRegistrationChange) -> Void)?
        var started = false
        var cancelled = false
    }

    private let status: LockedState<Status>
    /// The next ephemeral port handed to a listener on `.any`.
    private static let nextPort = LockedState<UInt16>(49152)

    /// The parameters the listener was made with.
    public let parameters: NWParameters

    /// A listener on `port` (`.any` for one picked at start). Never throws in a render.
    public init(using parameters: NWParameters, on port: NWEndpoint.Port = .any) throws {
        self.parameters = parameters
        var status = Status()
        status.port = port == .any ? nil : port
        self.status = LockedState(status)
    }

    /// A listener on a port picked at start, advertised as `service`. Never throws in a render.
    public convenience init(service: Service, using parameters: NWParameters) throws {
        try self.init(using: parameters, on: .any)
        self.service = service
    }

    /// Called on the queue with each new state: `.ready`, then `.cancelled`.
    @preconcurrency public var stateUpdateHandler: (@Sendable (_ newState: NWListener.State) -> Void)? {
        get { status[\.stateHandler] } set { status[\.stateHandler] = newValue }
    }

    /// Called with each incoming connection: never, in a render.
    @preconcurrency public var newConnectionHandler: (@Sendable (_ connection: NWConnection) -> Void)? {
        get { status[\.connectionHandler] } set { status[\.connectionHandler] = newValue }
    }

    /// Called on the queue when the service is registered (`.add`), once the listener is ready.
    @preconcurrency public var serviceRegistrationUpdateHandler: (@Sendable (_ change: NWListener.ServiceRegistrationChange) -> Void)? {
        get { status[\.registrationHandler] } set { status[\.registrationHandler] = newValue }
    }

    /// The Bonjour service to advertise; set it before `start(queue:)`.
    public var service: Service? { get { status[\.service] } set { status[\.service] = newValue } }

    /// How many more connections to accept; kept, as none arrives.
    public var newConnectionLimit: Int { get { status[\.newConnectionLimit] } set { status[\.newConnectionLimit] = newValue } }

    /// The port listened on: the one asked for, or, for `.any`, `nil` until the listener starts.
    public var port: NWEndpoint.Port? { status[\.port] }

    /// The listener's state.
    public var state: State { status[\.state] }

    /// The queue `start(queue:)` was given (`nil` before).
    public var queue: DispatchQueue? { status[\.queue] }

    /// Starts listening: on `queue`, the listener becomes `.ready` and its service is
    /// registered. Only the first call does anything.
    public func start(queue: DispatchQueue) {
        let port: NWEndpoint.Port? = status.withLock { status in
            guard !status.started, !status.cancelled else { return nil }
            status.started = true
            status.queue = queue
            if status.port == nil { status.port = Self.ephemeralPort() }
            return status.port
        }
        guard let port else { return }
        RuntimeWarning.emit("NWListener on port \(port.rawValue): Backplate renders without a network; "
                            + "the listener is ready but no connection ever arrives")
        queue.async { [self] in
            let ready = status.withLock { status -> (State, (@Sendable (State) -> Void)?, (@Sendable (ServiceRegistrationChange) -> Void)?, NWEndpoint?)? in
                guard !status.cancelled else { return nil }
                status.state = .ready
                let endpoint = status.service.map { service in
                    NWEndpoint.service(name: service.name ?? "iPhone", type: service.type, domain: service.domain ?? "local.", interface: nil)
                }
                return (status.state, status.stateHandler, status.registrationHandler, endpoint)
            }
            guard let (state, stateHandler, registrationHandler, endpoint) = ready else { return }
            stateHandler?(state)
            if let endpoint { registrationHandler?(.add(endpoint)) }
        }
    }

    /// Stops listening: `.cancelled` is delivered once on the queue, and then nothing more.
    public func cancel() {
        let delivery: (DispatchQueue, (@Sendable (State) -> Void)?)? = status.withLock { status in
            guard !status.cancelled else { return nil }
            status.cancelled = true
            status.state = .cancelled
            let handler = status.stateHandler
            (status.stateHandler, status.connectionHandler, status.registrationHandler) = (nil, nil, nil)
            return status.queue.map { ($0, handler) }
        }
        guard let (queue, handler) = delivery, let handler else { return }
        queue.async { handler(.cancelled) }
    }

    /// The listener's port and state.
    public var debugDescription: String { "[L \(port.map { String($0.rawValue) } ?? "any") \(state)]" }

    /// The next port of the ephemeral range (49152-65535), wrapping around.
    private static func ephemeralPort() -> NWEndpoint.Port {
        nextPort.withLock { next in
            defer { next = next == .max ? 49152 : next + 1 }
            return NWEndpoint.Port(integerLiteral: next)
        }
    }
}
