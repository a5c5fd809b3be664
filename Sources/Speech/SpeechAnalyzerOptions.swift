extension SpeechAnalyzer {
    /// How an analyzer processes audio (iOS 26+). Kept; a render processes none.
    public struct Options: Sendable {
        /// The priority of processing work.
        public let priority: TaskPriority
        /// How long models stay loaded.
        public let modelRetention: ModelRetention

        /// Options of `priority` and `modelRetention`.
        public init(priority: TaskPriority, modelRetention: ModelRetention) {
            self.priority = priority
            self.modelRetention = modelRetention
        }

        /// How long an analyzer keeps its models loaded.
        public enum ModelRetention: Hashable, Sendable {
            /// While the analyzer is in use.
            case whileInUse
            /// A while after the analyzer is done, for reuse.
            case lingering
            /// For the life of the process.
            case processLifetime
        }
    }
}
