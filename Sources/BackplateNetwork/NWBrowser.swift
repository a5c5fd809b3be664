import Foundation
import BackplateCore

/// A browser for Bonjour services, answering as the iOS Simulator would on a network with
/// none: `start(queue:)` moves it, asynchronously on `queue`, to `.ready` with no results,
/// and `browseResultsChangedHandler` is never called. `cancel()` delivers `.cancelled` once.
public final class NWBrowser: Sendable, CustomDebugStringConvertible {
    /// What to browse for.
    public enum Descriptor: Hashable, Sendable, CustomDebugStringConvertible {
        /// Services of `type` (`_http._tcp`) in `domain` (`nil` for `local.`).
        case bonjour(type: String, domain: String?)
        /// The same, with each result's TXT record.
        case bonjourWithTXTRecord(type: String, domain: String?)
        /// Services an app advertises under `name` (iOS 16).
        case applicationService(name: String)

        /// The service type and domain, or the application service's name.
        public var debugDescription: String {
            switch self {
            case .bonjour(let type, let domain), .bonjourWithTXTRecord(let type, let domain): "\(type).\(domain ?? "local.")"
            case .applicationService(let name): name
            }
        }
    }

    /// A discovered service.
    public struct Result: Hashable, Sendable, CustomDebugStringConvertible {
        /// What a result says about its service beyond its endpoint.
        public enum Metadata: Hashable, Sendable {
            /// The service's TXT record.
            case bonjour(NWTXTRecord)
            /// Nothing more.
            case none
        }

        /// How the results changed between two updates.
        public enum Change: Hashable, Sendable {
            /// Nothing changed.
            case identical
            /// A service appeared.
            case added(NWBrowser.Result)
            /// A service went away.
            case removed(NWBrowser.Result)
            /// A service's interfaces or metadata changed.
            case changed(old: NWBrowser.Result, new: NWBrowser.Result, flags: NWBrowser.Result.Change.Flags)

            /// What changed about a service.
            public struct Flags: OptionSet, Hashable, Sendable {
                /// The flags' bits.
                public let rawValue: UInt32
                /// Flags from their bits.
                public init(rawValue: UInt32) { self.rawValue = rawValue }
                /// Nothing changed.
                public static let identical = Flags(rawValue: 1 << 0)
                /// The service appeared on another interface.
                public static let interfaceAdded = Flags(rawValue: 1 << 3)
                /// The service left an interface.
                public static let interfaceRemoved = Flags(rawValue: 1 << 4)
                /// The service's TXT record changed.
                public static let metadataChanged = Flags(rawValue: 1 << 5)
            }
        }

        /// The endpoint to connect to the service with.
        public let endpoint: NWEndpoint
        /// The service's TXT record, if asked for.
        public let metadata: Metadata
        /// The interfaces the service was found on.
        public let interfaces: [NWInterface]

        /// The service's endpoint.
        public var debugDescription: String { endpoint.debugDescription }
    }

    /// Where a browser is in its life.
    public enum State: Equatable, Sendable {
        /// Made, not started.
        case setup
        /// Browsing; a render's browsers stay here, finding nothing, until cancelled.
        case ready
        /// Failed for good.
        case failed(NWError)
        /// Cancelled; the last state delivered.
        case cancelled
        /// Waiting for a usable network.
        case waiting(NWError)
    }

    private struct Status {
        var state = State.setup
        var queue: DispatchQueue?
        var stateHandler: (@Sendable (State) -> Void)?
        var resultsHandler: (@Sendable (Set<Result>, Set<Result.Change>) -> Void)?
        var started = false
        var cancelled = false
    }

    private let status = LockedState(Status())

    /// What the browser looks for.
    public let descriptor: Descriptor
    /// The parameters the browser was made with.
    public let parameters: NWParameters

    /// A browser for `descriptor`'s services, in `.setup` until `start(queue:)`.
    public init(for descriptor: Descriptor, using parameters: NWParameters) {
        self.descriptor = descriptor
        self.parameters = parameters
    }

    /// Called on the queue with each new state: `.ready`, then `.cancelled`.
    @preconcurrency public var stateUpdateHandler: (@Sendable (_ newState: NWBrowser.State) -> Void)? {
        get { status[\.stateHandler] } set { status[\.stateHandler] = newValue }
    }

    /// Called with the results and their changes when services come or go: never, in a render.
    @preconcurrency public var browseResultsChangedHandler: (@Sendable (_ newResults: Set<NWBrowser.Result>,
                                                                        _ changes: Set<NWBrowser.Result.Change>) -> Void)? {
        get { status[\.resultsHandler] } set { status[\.resultsHandler] = newValue }
    }

    /// The services found so far: none, in a render.
    public var browseResults: Set<Result> { [] }

    /// The browser's state.
    public var state: State { status[\.state] }

    /// The queue `start(queue:)` was given (`nil` before).
    public var queue: DispatchQueue? { status[\.queue] }

    /// Starts browsing: on `queue`, the browser becomes `.ready`. Only the first call does anything.
    public func start(queue: DispatchQueue) {
        let starting: Bool = status.withLock { status in
            guard !status.started, !status.cancelled else { return false }
            status.started = true
            status.queue = queue
            return true
        }
        guard starting else { return }
        RuntimeWarning.emit("NWBrowser for \(descriptor.debugDescription): Backplate renders without a network; "
                            + "the browser is ready and finds no services")
        queue.async { [self] in
            let handler = status.withLock { status -> (@Sendable (State) -> Void)? in
                guard !status.cancelled else { return nil }
                status.state = .ready
                return status.stateHandler
            }
            handler?(.ready)
        }
    }

    /// Stops browsing: `.cancelled` is delivered once on the queue, and then nothing more.
    public func cancel() {
        let delivery: (DispatchQueue, (@Sendable (State) -> Void)?)? = status.withLock { status in
            guard !status.cancelled else { return nil }
            status.cancelled = true
            status.state = .cancelled
            let handler = status.stateHandler
            (status.stateHandler, status.resultsHandler) = (nil, nil)
            return status.queue.map { ($0, handler) }
        }
        guard let (queue, handler) = delivery, let handler else { return }
        queue.async { handler(.cancelled) }
    }

    /// What the browser looks for, and its state.
    public var debugDescription: String { "[B \(descriptor.debugDescription) \(state)]" }
}
