import Foundation
import BackplateCore

/// A connection that, as in the iOS Simulator with the peer unreachable, goes `.preparing` then
/// `.waiting(.posix(.ECONNREFUSED))` on its queue and stays there: sends and receives fail with
/// that error, and `cancel()` delivers `.cancelled` once, then nothing more.
public final class NWConnection: Sendable, CustomDebugStringConvertible {
    /// Where a connection is in its life.
    public enum State: Equatable, Sendable {
        /// Made, not started.
        case setup
        /// Waiting for a usable path or a reachable peer; a render's connections stay here.
        case waiting(NWError)
        /// Resolving and connecting.
        case preparing
        /// Connected; never reached in a render.
        case ready
        /// Failed for good.
        case failed(NWError)
        /// Cancelled; the last state delivered.
        case cancelled
    }

    /// An operation waiting to complete with an error: a send or a receive.
    private typealias Operation = @Sendable (NWError) -> Void

    private struct Status {
        var state = State.setup
        var queue: DispatchQueue?
        var path: NWPath?
        var stateHandler: (@Sendable (State) -> Void)?
        var viabilityHandler: (@Sendable (Bool) -> Void)?
        var betterPathHandler: (@Sendable (Bool) -> Void)?
        var pathHandler: (@Sendable (NWPath) -> Void)?
        var started = false
        var cancelled = false
        var restartScheduled = false
        /// Sends and receives made before `start(queue:)`, completed once it is called.
        var early: [Operation] = []
    }

    private let status = LockedState(Status())
    private let number: Int

    /// The endpoint the connection is to.
    public let endpoint: NWEndpoint
    /// The parameters the connection was made with.
    public let parameters: NWParameters

    /// The error a render's connections wait with: the peer refuses, as an unreachable server would.
    static let waitingError = NWError.posix(.ECONNREFUSED)
    /// Sends and receives kept before `start(queue:)`; past this many they never complete, so
    /// the list stays bounded.
    static let earlyLimit = 64
    private static let count = LockedState(0)

    /// A connection to `endpoint`, in `.setup` until `start(queue:)`.
    public init(to endpoint: NWEndpoint, using parameters: NWParameters) {
        self.endpoint = endpoint
        self.parameters = parameters
        number = Self.count.withLock { count in
            count &+= 1
            return count
        }
    }

    /// A connection to `host` on `port`, in `.setup` until `start(queue:)`.
    public convenience init(host: NWEndpoint.Host, port: NWEndpoint.Port, using parameters: NWParameters) {
        self.init(to: .hostPort(host: host, port: port), using: parameters)
    }

    /// Called on the queue with each new state: `.preparing`, `.waiting(...)`, then `.cancelled`.
    @preconcurrency public var stateUpdateHandler: (@Sendable (_ state: NWConnection.State) -> Void)? {
        get { status[\.stateHandler] } set { status[\.stateHandler] = newValue }
    }

    /// Called when a ready connection's path stops or starts working; never, in a render.
    @preconcurrency public var viabilityUpdateHandler: (@Sendable (_ isViable: Bool) -> Void)? {
        get { status[\.viabilityHandler] } set { status[\.viabilityHandler] = newValue }
    }

    /// Called when a better path appears or goes; never, in a render (the path never changes).
    @preconcurrency public var betterPathUpdateHandler: (@Sendable (_ betterPathAvailable: Bool) -> Void)? {
        get { status[\.betterPathHandler] } set { status[\.betterPathHandler] = newValue }
    }

    /// Called with the connection's path: once, with the simulator's Wi-Fi path, while preparing.
    @preconcurrency public var pathUpdateHandler: (@Sendable (_ newPath: NWPath) -> Void)? {
        get { status[\.pathHandler] } set { status[\.pathHandler] = newValue }
    }

    /// The connection's state: `.setup`, then `.preparing` and `.waiting` once started.
    public var state: State { status[\.state] }

    /// The connection's path: `nil` until it starts preparing, then the simulator's Wi-Fi path.
    public var currentPath: NWPath? { status[\.path] }

    /// The queue `start(queue:)` was given (`nil` before).
    public var queue: DispatchQueue? { status[\.queue] }

    /// The largest datagram a send may carry: 0, as the connection is never ready.
    public var maximumDatagramSize: Int { 0 }

    /// Starts connecting on `queue`, where every handler and completion runs: `.preparing`, then
    /// `.waiting(.posix(.ECONNREFUSED))`, with a runtime warning. Only the first call does anything.
    public func start(queue: DispatchQueue) {
        let early: [Operation]? = status.withLock { status in
            guard !status.started, !status.cancelled else { return nil }
            status.started = true
            status.queue = queue
            defer { status.early = [] }
            return status.early
        }
        guard let early else { return }
        RuntimeWarning.emit("NWConnection to \(endpoint.debugDescription): Backplate renders without a network; "
                            + "the connection waits (connection refused) and sends and receives nothing")
        queue.async { [self] in
            attempt()
            for operation in early { operation(Self.waitingError) }
        }
    }

    /// Tries again from `.waiting`: a second later, `.preparing` then `.waiting` again.
    public func restart() {
        let queue: DispatchQueue? = status.withLock { status in
            guard case .waiting = status.state, !status.cancelled, !status.restartScheduled else { return nil }
            status.restartScheduled = true
            return status.queue
        }
        queue?.asyncAfter(deadline: .now() + 1) { [self] in
            status[\.restartScheduled] = false
            attempt()
        }
    }

    /// Cancels the connection: `.cancelled` is delivered once on its queue, and then nothing more.
    public func cancel() {
        let delivery: (DispatchQueue, (@Sendable (State) -> Void)?)? = status.withLock { status in
            guard !status.cancelled else { return nil }
            status.cancelled = true
            status.state = .cancelled
            status.early = []
            let handler = status.stateHandler
            (status.stateHandler, status.viabilityHandler, status.betterPathHandler, status.pathHandler) = (nil, nil, nil, nil)
            return status.queue.map { ($0, handler) }
        }
        guard let (queue, handler) = delivery, let handler else { return }
        queue.async { handler(.cancelled) }
    }

    /// Cancels without a graceful close: the same as `cancel()` here, as nothing is open.
    public func forceCancel() { cancel() }

    /// Drops the endpoint being tried, to try the next: does nothing, as none is tried.
    public func cancelCurrentEndpoint() {}

    /// Sends `content`; the completion is called on the queue with the waiting error (or
    /// `.posix(.ECANCELED)` once cancelled), a WebSocket ping's pong handler being queued first.
    @preconcurrency public func send(content: Data?, contentContext: ContentContext = .defaultMessage,
                                     isComplete: Bool = true, completion: SendCompletion) {
        let pings = contentContext.protocolMetadata.compactMap { $0 as? NWProtocolWebSocket.Metadata }
        let handler: (@Sendable (NWError?) -> Void)?
        if case .contentProcessed(let processed) = completion { handler = processed } else { handler = nil }
        guard handler != nil || !pings.isEmpty else { return }
        perform { error in
            for ping in pings { ping.failPong(error) }
            handler?(error)
        }
    }

    /// Sends the bytes of `content`, as `send(content:contentContext:isComplete:completion:)` does.
    @preconcurrency public func send<Content: DataProtocol>(content: Content?, contentContext: ContentContext = .defaultMessage,
                                                            isComplete: Bool = true, completion: SendCompletion) {
        send(content: content.map { Data($0) }, contentContext: contentContext, isComplete: isComplete, completion: completion)
    }

    /// Asks for between `minimumIncompleteLength` and `maximumLength` bytes; the completion is
    /// called on the queue with `(nil, nil, false, error)`, the waiting or cancelled error.
    @preconcurrency public func receive(minimumIncompleteLength: Int, maximumLength: Int,
                                        completion: @escaping @Sendable (_ content: Data?, _ contentContext: ContentContext?,
                                                                         _ isComplete: Bool, _ error: NWError?) -> Void) {
        perform { error in completion(nil, nil, false, error) }
    }

    /// Asks for one whole message; the completion is called on the queue with
    /// `(nil, nil, false, error)`, the waiting or cancelled error.
    @preconcurrency public func receiveMessage(completion: @escaping @Sendable (_ completeContent: Data?, _ contentContext: ContentContext?,
                                                                                _ isComplete: Bool, _ error: NWError?) -> Void) {
        perform { error in completion(nil, nil, false, error) }
    }

    /// Runs `block` at once, its sends and receives batched together.
    public func batch(_ block: () -> Void) { block() }

    /// The metadata of the connection's protocol `definition`: `nil`, as it never becomes ready.
    public func metadata(definition: NWProtocolDefinition) -> NWProtocolMetadata? { nil }

    /// The connection's number, endpoint and state.
    public var debugDescription: String { "[C\(number) \(endpoint.debugDescription) \(state)]" }

    /// Moves to `.preparing` (with the simulator's path) and then to `.waiting`, on the queue.
    private func attempt() {
        transition(to: .preparing, path: .simulatorOnline)
        transition(to: .waiting(Self.waitingError), path: nil)
    }

    /// Enters `state` unless cancelled, then calls the handlers outside the lock.
    private func transition(to state: State, path: NWPath?) {
        let handlers = status.withLock { status -> ((@Sendable (State) -> Void)?, (@Sendable (NWPath) -> Void)?)? in
            guard !status.cancelled else { return nil }
            status.state = state
            if let path { status.path = path }
            return (status.stateHandler, path == nil ? nil : status.pathHandler)
        }
        guard let (stateHandler, pathHandler) = handlers else { return }
        stateHandler?(state)
        if let path { pathHandler?(path) }
    }

    /// Completes `operation` on the queue with the waiting error (the cancelled one after
    /// `cancel()`), or keeps it until `start(queue:)`; dropped if cancelled before starting.
    private func perform(_ operation: @escaping Operation) {
        let outcome: (DispatchQueue, NWError)? = status.withLock { status in
            if let queue = status.queue {
                return (queue, status.cancelled ? .posix(.ECANCELED) : Self.waitingError)
            }
            if !status.cancelled, status.early.count < Self.earlyLimit { status.early.append(operation) }
            return nil
        }
        guard let (queue, error) = outcome else { return }
        queue.async { operation(error) }
    }
}
