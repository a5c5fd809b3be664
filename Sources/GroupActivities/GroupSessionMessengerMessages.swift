extension GroupSessionMessenger {
    /// The asynchronous sequence of one type's messages, each with its context, from
    /// `messages(of:)`. A render receives none: it finishes at once.
    public struct Messages<Message: Codable>: AsyncSequence, Sendable {
        /// A message and where it came from.
        public typealias Element = (Message, GroupSessionMessenger.MessageContext)

        init() {}

        /// The iterator over the messages, which ends at once in a render.
        public func makeAsyncIterator() -> Iterator { Iterator() }

        /// Produces the messages as they arrive: none in a render.
        public struct Iterator: AsyncIteratorProtocol, Sendable {
            /// A message and where it came from.
            public typealias Element = (Message, GroupSessionMessenger.MessageContext)

            /// The next message, or nil at the end: nil at once in a render.
            public mutating func next() async -> Element? { nil }

            /// The next message on the caller's actor: nil at once in a render.
            public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? { nil }
        }
    }
}
