import Foundation
import BackplateCore

/// An observer of the network's state, answering as the iOS Simulator does: once started, the
/// path is satisfied over Wi-Fi (`en0`), neither expensive nor constrained, and it never changes.
///
/// `start(queue:)` calls `pathUpdateHandler` once, asynchronously on `queue`, as Network does;
/// a monitor limited to (or prohibited from) interface types that exclude Wi-Fi sees no route.
public final class NWPathMonitor: Sendable, CustomDebugStringConvertible {
    private struct State {
        var handler: (@Sendable (NWPath) -> Void)?
        var cancelHandler: (@Sendable () -> Void)?
        var queue: DispatchQueue?
        var started = false
        var cancelled = false
    }

    private let state = LockedState(State())
    private let requiredInterfaceType: NWInterface.InterfaceType?
    private let prohibitedInterfaceTypes: [NWInterface.InterfaceType]

    /// A monitor of every interface type.
    public init() {
        requiredInterfaceType = nil
        prohibitedInterfaceTypes = []
    }

    /// A monitor of paths over `requiredInterfaceType` alone.
    public init(requiredInterfaceType: NWInterface.InterfaceType) {
        self.requiredInterfaceType = requiredInterfaceType
        prohibitedInterfaceTypes = []
    }

    /// A monitor of paths over any interface type but `prohibitedInterfaceTypes`.
    public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {
        requiredInterfaceType = nil
        self.prohibitedInterfaceTypes = prohibitedInterfaceTypes
    }

    /// Called with each new path, on the monitor's queue: once, after `start(queue:)`.
    @preconcurrency public var pathUpdateHandler: (@Sendable (NWPath) -> Void)? {
        get { state.withLock { $0.handler } }
        set { state.withLock { $0.handler = newValue } }
    }

    /// Called on the monitor's queue once `cancel()` has stopped it.
    @preconcurrency public var pathMonitorCancelHandler: (@Sendable () -> Void)? {
        get { state.withLock { $0.cancelHandler } }
        set { state.withLock { $0.cancelHandler = newValue } }
    }

    /// The queue `start(queue:)` was given (`nil` before it is called).
    public var queue: DispatchQueue? { state.withLock { $0.queue } }

    /// The path as the monitor last saw it: no route before `start(queue:)`, the simulator's
    /// Wi-Fi path after it (no route if the monitor's interface types exclude Wi-Fi).
    public var currentPath: NWPath {
        state.withLock { $0.started } ? simulatorPath : .noRoute
    }

    /// Starts monitoring: the handler gets the current path, asynchronously on `queue`.
    public func start(queue: DispatchQueue) {
        let handler: (@Sendable (NWPath) -> Void)? = state.withLock { state in
            guard !state.started, !state.cancelled else { return nil }
            state.started = true
            state.queue = queue
            return state.handler
        }
        guard let handler else { return }
        let path = simulatorPath
        queue.async { handler(path) }
    }

    /// Stops monitoring: no more updates, and the cancel handler runs on the monitor's queue.
    public func cancel() {
        let (queue, cancelHandler) = state.withLock { state in
            let wasRunning = state.started && !state.cancelled
            state.cancelled = true
            return (wasRunning ? state.queue : nil, state.cancelHandler)
        }
        if let queue, let cancelHandler { queue.async { cancelHandler() } }
    }

    /// The monitor's current path, described.
    public var debugDescription: String { currentPath.debugDescription }

    private var simulatorPath: NWPath {
        if let requiredInterfaceType, requiredInterfaceType != .wifi { return .noRoute }
        return prohibitedInterfaceTypes.contains(.wifi) ? .noRoute : .simulatorOnline
    }
}

extension NWPathMonitor: AsyncSequence {
    /// The paths a monitor delivers, in turn.
    public typealias Element = NWPath
    /// Iterating never throws.
    public typealias Failure = Never

    /// The paths of a monitor: the simulator's path first, then none until the task is cancelled.
    public struct AsyncIterator: AsyncIteratorProtocol {
        let monitor: NWPathMonitor
        var delivered = false

        /// The next path: the current one first; afterwards the network never changes, so it
        /// waits until the task is cancelled and ends.
        public mutating func next() async -> NWPath? {
            if !delivered {
                delivered = true
                return monitor.simulatorPath
            }
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 3_600_000_000_000)
            }
            return nil
        }
    }

    /// Iterates the monitor's paths (for `for await path in monitor`).
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(monitor: self) }
}
