import Foundation

extension TranslationSession {
    /// The languages of a `translationTask`'s session. Changing a language, or calling
    /// `invalidate()`, makes the task run its action again with a new session.
    public struct Configuration: Hashable, Sendable {
        /// The language of the text (`nil`: identified from the text, never in a render).
        public var source: Locale.Language?
        /// The language to translate into (`nil`: picked from the preferred languages, en-US).
        public var target: Locale.Language?
        private var generation = 0

        /// A configuration of `source` and `target`.
        public init(source: Locale.Language? = nil, target: Locale.Language? = nil) {
            self.source = source
            self.target = target
        }

        /// Makes the configuration differ from its earlier value, so the task runs again with
        /// the same languages.
        public mutating func invalidate() { generation &+= 1 }
    }
}
