extension GroupSession {
    /// The asynchronous sequence of an activity's sessions, from `sessions()`. A render delivers
    /// none: the sequence finishes at once without an element.
    public struct Sessions: AsyncSequence, Sendable {
        /// Each element is a session of the activity.
        public typealias Element = GroupSession<ActivityType>

        init() {}

        /// The iterator over the sessions, which ends at once in a render.
        public func makeAsyncIterator() -> Iterator { Iterator() }

        /// Produces the sessions the system delivers: none in a render.
        public struct Iterator: AsyncIteratorProtocol, Sendable {
            /// Each element is a session of the activity.
            public typealias Element = GroupSession<ActivityType>

            /// The next session, or nil at the end: nil at once in a render (no FaceTime call).
            public mutating func next() async -> GroupSession<ActivityType>? { nil }

            /// The next session on the caller's actor: nil at once in a render.
            public mutating func next(isolation actor: isolated (any Actor)?) async -> GroupSession<ActivityType>? { nil }
        }
    }
}
