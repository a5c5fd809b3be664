extension GroupSession {
    /// Where a session is in its life. Equal when the cases match (invalidation reasons are not
    /// compared). A render's sessions never reach `.joined`.
    public enum State: Equatable, Sendable {
        /// Waiting for the app to call `join()`.
        case waiting
        /// Joined: data synchronizes between devices. Never in a render.
        case joined
        /// No longer usable, because of an error, the call ending, `leave()` or `end()`.
        case invalidated(reason: any Error)

        /// Whether both are the same case.
        public static func == (lhs: State, rhs: State) -> Bool {
            switch (lhs, rhs) {
            case (.waiting, .waiting), (.joined, .joined), (.invalidated, .invalidated): return true
            default: return false
            }
        }
    }
}
