import Foundation
import BackplateCore

/// A custom framing protocol an app implements (a length-prefixed message format) and adds
/// to a connection's stack. No framer instance runs in a render: connections never become
/// ready, so the implementation is never made and its handlers are never called.
public class NWProtocolFramer: NWProtocol, @unchecked Sendable {
    // Unchecked Sendable: NWProtocolFramer's is Sendable; it has no state of its own.
    /// What a framer's `start(framer:)` answers.
    public enum StartResult: Hashable, Sendable {
        /// The protocol is ready at once.
        case ready
        /// The protocol runs a handshake and calls `markReady()` when done.
        case willMarkReady
    }

    /// The definition of an app's framing protocol, named by its implementation's `label`.
    /// Each one made is a new protocol, equal only to itself.
    public class Definition: NWProtocolDefinition, @unchecked Sendable {
        // Unchecked Sendable: NWProtocolFramer.Definition's is Sendable; its properties are constants.
        /// The implementation that would run on each connection.
        let implementation: any NWProtocolFramerImplementation.Type

        /// A new definition for `implementation`.
        public init(implementation: any NWProtocolFramerImplementation.Type) {
            self.implementation = implementation
            super.init(name: implementation.label)
        }
    }

    /// Options that add a framer to a parameters' `applicationProtocols`.
    public class Options: NWProtocolOptions, @unchecked Sendable {
        // Unchecked Sendable: NWProtocolFramer.Options's is Sendable; it has no state of its own.
        /// Options for the framer `definition`.
        public init(definition: NWProtocolFramer.Definition) { super.init(definition: definition) }
    }

    /// A framer message: key-value pairs an app attaches to a send's context.
    public class Message: NWProtocolMetadata, @unchecked Sendable {
        // Unchecked Sendable: NWProtocolFramer.Message's is Sendable; its values sit in a LockedState.
        private let values = LockedState<[String: Any]>(unchecked: [:])

        /// An empty message for the framer `definition`.
        public init(definition: NWProtocolFramer.Definition) { super.init(definition: definition) }

        /// An empty message from inside a running framer (never, in a render).
        public init(instance: NWProtocolFramer.Instance) { super.init(definition: instance.definition) }

        /// The value stored under `key`, or `nil`.
        public subscript(key: String) -> Any? {
            get { values.withLockUnchecked { $0[key] } }
            set { values.withLockUnchecked { $0[key] = newValue } }
        }
    }

    /// One running instance of a framer on a connection. None exists in a render; its
    /// methods parse nothing, deliver nothing and write nothing.
    public final class Instance: CustomDebugStringConvertible {
        /// When a framer asks to be woken.
        public enum WakeupTime: Hashable, Sendable {
            /// After this many milliseconds.
            case milliseconds(UInt64)
            /// Never.
            case forever
        }

        let definition: NWProtocolFramer.Definition

        init(definition: NWProtocolFramer.Definition) { self.definition = definition }

        /// The connection's parameters: `nil`, as no instance runs.
        public var parameters: NWParameters? { nil }
        /// The remote endpoint: `nil`, as no instance runs.
        public var remote: NWEndpoint? { nil }
        /// The local endpoint: `nil`, as no instance runs.
        public var local: NWEndpoint? { nil }

        /// Looks at received bytes; `false`, as none are available.
        public func parseInput(minimumIncompleteLength: Int, maximumLength: Int,
                               parse: (UnsafeMutableRawBufferPointer?, Bool) -> Int) -> Bool { false }
        /// Delivers a message to the app: does nothing, as no app receive is pending.
        public func deliverInput(data: Data, message: NWProtocolFramer.Message, isComplete: Bool) {}
        /// Delivers received bytes without copying; `false`, as none are available.
        public func deliverInputNoCopy(length: Int, message: NWProtocolFramer.Message, isComplete: Bool) -> Bool { false }
        /// Passes further input straight through: does nothing.
        public func passThroughInput() {}
        /// Looks at bytes being sent; `false`, as none are available.
        public func parseOutput(minimumIncompleteLength: Int, maximumLength: Int,
                                parse: (UnsafeMutableRawBufferPointer?, Bool) -> Int) -> Bool { false }
        /// Writes bytes below the framer: does nothing, as nothing is sent.
        public func writeOutput(data: Data) {}
        /// Writes bytes below the framer: does nothing, as nothing is sent.
        public func writeOutput<Output: DataProtocol>(data: Output) {}
        /// Writes the app's next bytes without copying: throws `.posix(.ENOTCONN)`, as none are queued.
        public func writeOutputNoCopy(length: Int) throws { throw NWError.posix(.ENOTCONN) }
        /// Passes further output straight through: does nothing.
        public func passThroughOutput() {}
        /// Marks the protocol ready: does nothing, as no connection is established.
        public func markReady() {}
        /// Marks the connection failed: does nothing, as no connection is established.
        public func markFailed(error: NWError?) {}
        /// Adds a protocol above the framer: throws `.posix(.ENOTCONN)`, as no connection is established.
        public func prependApplicationProtocol(options: NWProtocolOptions) throws { throw NWError.posix(.ENOTCONN) }
        /// Asks to be woken later: does nothing.
        public func scheduleWakeup(wakeupTime: WakeupTime) {}
        /// Runs `execute` in the framer's context: never, as no instance runs.
        public func async(execute: @escaping () -> Void) {}

        /// The framer's label.
        public var debugDescription: String { definition.name }
    }
}

/// A custom framing protocol: how to start, parse input, frame output and stop. Backplate
/// keeps the type in the definition and never instantiates it, as no connection becomes ready.
public protocol NWProtocolFramerImplementation: AnyObject {
    /// The protocol's name, for logging.
    static var label: String { get }
    /// Makes the implementation for one connection attempt.
    init(framer: NWProtocolFramer.Instance)
    /// Starts the protocol; answers whether it is ready.
    func start(framer: NWProtocolFramer.Instance) -> NWProtocolFramer.StartResult
    /// Parses received bytes; answers how many more are wanted.
    func handleInput(framer: NWProtocolFramer.Instance) -> Int
    /// Frames a message the app sends.
    func handleOutput(framer: NWProtocolFramer.Instance, message: NWProtocolFramer.Message, messageLength: Int, isComplete: Bool)
    /// Handles a wakeup `scheduleWakeup(wakeupTime:)` asked for.
    func wakeup(framer: NWProtocolFramer.Instance)
    /// Stops the protocol; answers whether it stopped at once.
    func stop(framer: NWProtocolFramer.Instance) -> Bool
    /// Releases what the protocol holds.
    func cleanup(framer: NWProtocolFramer.Instance)
}
