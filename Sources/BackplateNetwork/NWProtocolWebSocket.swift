import Foundation
import BackplateCore

/// WebSocket, layered over TCP or TLS by inserting its options first in a parameters'
/// `applicationProtocols`. No handshake or frame happens in a render; the connection waits.
public class NWProtocolWebSocket: NWProtocol, @unchecked Sendable {
    // Unchecked Sendable: NWProtocolWebSocket's is Sendable; it has no state of its own.
    /// The definition that finds WebSocket's options and a message's metadata.
    public static let definition = NWProtocolDefinition(name: "websocket")

    /// The WebSocket protocol versions.
    public enum Version: Hashable, Sendable {
        /// RFC 6455's version 13.
        case version13
    }

    /// The kinds of WebSocket message.
    public enum Opcode: Hashable, Sendable {
        /// A continuation frame.
        case cont
        /// A text message.
        case text
        /// A binary message.
        case binary
        /// A close message.
        case close
        /// A ping, which asks the peer for a pong.
        case ping
        /// A pong, answering a ping.
        case pong
    }

    /// The code a close message carries.
    public enum CloseCode: Hashable, Sendable {
        /// A code RFC 6455 defines (1000-2999).
        case protocolCode(Defined)
        /// A code for libraries and frameworks (3000-3999).
        case applicationCode(UInt16)
        /// A code for private use (4000-4999).
        case privateCode(UInt16)

        /// The close codes RFC 6455 defines.
        public enum Defined: UInt16, Hashable, Sendable {
            /// The purpose was fulfilled.
            case normalClosure = 1000
            /// The endpoint is going away (a server shutting down, a page closing).
            case goingAway = 1001
            /// A protocol error.
            case protocolError = 1002
            /// A kind of data the endpoint cannot accept.
            case unsupportedData = 1003
            /// No code was given (never sent).
            case noStatusReceived = 1005
            /// The connection closed without a close message (never sent).
            case abnormalClosure = 1006
            /// A message's data did not match its type.
            case invalidFramePayloadData = 1007
            /// A message broke the endpoint's policy.
            case policyViolation = 1008
            /// A message was too big.
            case messageTooBig = 1009
            /// The server did not negotiate a required extension.
            case mandatoryExtension = 1010
            /// The server met an unexpected condition.
            case internalServerError = 1011
            /// The TLS handshake failed (never sent).
            case tlsHandshake = 1015
        }

        /// The close code numbered `rawValue`; throws `.posix(.EINVAL)` outside 1000-4999 or
        /// for an undefined code below 3000.
        public init(rawValue: UInt16) throws {
            switch rawValue {
            case 1000..<3000:
                guard let defined = Defined(rawValue: rawValue) else { throw NWError.posix(.EINVAL) }
                self = .protocolCode(defined)
            case 3000..<4000: self = .applicationCode(rawValue)
            case 4000..<5000: self = .privateCode(rawValue)
            default: throw NWError.posix(.EINVAL)
            }
        }

        /// The code's number.
        public var rawValue: UInt16 {
            switch self {
            case .protocolCode(let defined): defined.rawValue
            case .applicationCode(let code), .privateCode(let code): code
            }
        }
    }

    /// WebSocket settings for a client or server; set values read back, and no handshake
    /// sends the headers or subprotocols in a render.
    public class Options: NWProtocolOptions, @unchecked Sendable {
        // Unchecked Sendable: NWProtocolWebSocket.Options's is Sendable; its settings sit in a LockedState.
        private struct Settings {
            var autoReplyPing = false, maximumMessageSize = 0, skipHandshake = false
            var additionalHeaders: [(name: String, value: String)] = []
            var subprotocols: [String] = []
        }
        private let settings = LockedState(Settings())
        /// The protocol version.
        let version: Version

        /// WebSocket options for `version` (13, the only one).
        public init(_ version: NWProtocolWebSocket.Version = .version13) {
            self.version = version
            super.init(definition: NWProtocolWebSocket.definition)
        }

        /// Whether pings are answered automatically instead of delivered.
        public var autoReplyPing: Bool { get { settings[\.autoReplyPing] } set { settings[\.autoReplyPing] = newValue } }
        /// The largest message to receive, in bytes; 0 for no limit.
        public var maximumMessageSize: Int { get { settings[\.maximumMessageSize] } set { settings[\.maximumMessageSize] = newValue } }
        /// Whether framing starts without the HTTP upgrade handshake.
        public var skipHandshake: Bool { get { settings[\.skipHandshake] } set { settings[\.skipHandshake] = newValue } }

        /// Sets extra HTTP headers for the client's upgrade request (kept; sent nowhere in a render).
        public func setAdditionalHeaders(_ additionalHeaders: [(name: String, value: String)]) {
            settings.withLock { $0.additionalHeaders = additionalHeaders }
        }

        /// Sets the subprotocols the client offers (kept; offered to no one in a render).
        public func setSubprotocols(_ subprotocols: [String]) {
            settings[\.subprotocols] = subprotocols
        }
    }

    /// A WebSocket message's type and close code, attached to a send's content context.
    public class Metadata: NWProtocolMetadata, @unchecked Sendable {
        // Unchecked Sendable: NWProtocolWebSocket.Metadata's is Sendable; its values sit in a LockedState.
        private struct Values {
            var closeCode = CloseCode.protocolCode(.normalClosure)
            var pong: (queue: DispatchQueue, handler: @Sendable (NWError?) -> Void)?
        }
        private let values = LockedState(Values())

        /// The message's type.
        public final let opcode: Opcode

        /// Metadata for a message of type `opcode`.
        public init(opcode: NWProtocolWebSocket.Opcode) {
            self.opcode = opcode
            super.init(definition: NWProtocolWebSocket.definition)
        }

        /// A close message's code (`.protocolCode(.normalClosure)` unless set).
        public var closeCode: CloseCode { get { values[\.closeCode] } set { values[\.closeCode] = newValue } }

        /// Headers from the server's upgrade response: `nil`, as no handshake happens in a render.
        public var additionalServerHeaders: [(name: String, value: String)]? { nil }

        /// The subprotocol the server chose: `nil`, as no handshake happens in a render.
        public var selectedSubprotocol: String? { nil }

        /// Sets the handler for the pong answering this ping. No pong comes in a render: when
        /// the ping's send fails, the handler gets that error once, on `queue`.
        @preconcurrency public func setPongHandler(_ queue: DispatchQueue, handler: @escaping @Sendable (NWError?) -> Void) {
            values.withLock { $0.pong = (queue, handler) }
        }

        /// Calls the pong handler, once, with the error that ended its ping.
        func failPong(_ error: NWError) {
            let pong = values.withLock { values in
                defer { values.pong = nil }
                return values.pong
            }
            if let pong { pong.queue.async { pong.handler(error) } }
        }
    }
}
