import Foundation
import BackplateCore

extension NWConnection {
    /// A message to send or one received: its send options and its protocol metadata
    /// (a WebSocket opcode). In a render only sent contexts exist; none is ever received.
    public class ContentContext: @unchecked Sendable {
        // Unchecked Sendable: ContentContext's is Sendable; its one changeable list sits in a LockedState.
        /// A name for the message, for logging.
        public final let identifier: String
        /// Milliseconds after which unsent data is dropped; 0 for never.
        public final let expirationMilliseconds: UInt64
        /// The message's priority against others on the connection, from 0 to 1.
        public final let relativePriority: Double
        /// A message that must be sent before this one, if any.
        public final let antecedent: ContentContext?
        /// Whether this is the connection's last message (sending it completes the write side).
        public final let isFinal: Bool
        private let metadata: LockedState<[NWProtocolMetadata]>

        /// A context for sending, with its expiration, priority, ordering and metadata.
        public init(identifier: String, expiration: UInt64 = 0, priority: Double = 0.5, isFinal: Bool = false,
                    antecedent: NWConnection.ContentContext? = nil, metadata: [NWProtocolMetadata]? = []) {
            self.identifier = identifier
            expirationMilliseconds = expiration
            relativePriority = priority
            self.isFinal = isFinal
            self.antecedent = antecedent
            self.metadata = LockedState(metadata ?? [])
        }

        /// The context for an ordinary message: sending with it completes one message.
        public static let defaultMessage = ContentContext(identifier: "default")
        /// The context for the last message: sending with it closes the write side.
        public static let finalMessage = ContentContext(identifier: "final", isFinal: true)
        /// The context for a byte stream that one send does not complete.
        public static let defaultStream = ContentContext(identifier: "stream")

        /// The metadata of every protocol the message carries.
        public final var protocolMetadata: [NWProtocolMetadata] {
            get { metadata[\.self] } set { metadata[\.self] = newValue }
        }

        /// The metadata the message carries for the protocol `definition`, or `nil`.
        public final func protocolMetadata(definition: NWProtocolDefinition) -> NWProtocolMetadata? {
            protocolMetadata.first { $0.protocolDefinition == definition }
        }
    }

    /// What to do once sent content has been processed.
    public enum SendCompletion: Sendable {
        /// Calls the handler on the connection's queue with the send's outcome (in a render,
        /// the waiting error, or `.posix(.ECANCELED)` once cancelled).
        @preconcurrency case contentProcessed(@Sendable (_ error: NWError?) -> Void)
        /// Marks the content as safe to send more than once; nothing is called.
        case idempotent
    }
}
