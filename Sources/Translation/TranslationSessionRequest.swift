import Foundation

extension TranslationSession {
    /// One text of a batch to translate.
    public struct Request: Sendable, Hashable {
        /// The text to translate.
        public var sourceText: String
        /// An identifier that matches the request's response (`nil` if none).
        public var clientIdentifier: String?

        /// A request to translate `sourceText`, matched to its response by `clientIdentifier`.
        public init(sourceText: String, clientIdentifier: String? = nil) {
            self.sourceText = sourceText
            self.clientIdentifier = clientIdentifier
        }
    }

    /// A translated text. A render translates nothing, so none is ever made.
    public struct Response: Sendable, Hashable {
        /// The language of the source text.
        public let sourceLanguage: Locale.Language
        /// The language of the translation.
        public let targetLanguage: Locale.Language
        /// The text that was translated.
        public let sourceText: String
        /// The translation.
        public let targetText: String
        /// The identifier of the request it answers.
        public let clientIdentifier: String?
    }

    /// The responses of `translate(batch:)`, as they are ready. In a render the sequence
    /// throws its session's error at the first `next()`.
    public struct BatchResponse: AsyncSequence, Sendable {
        /// A response.
        public typealias Element = Response
        let error: TranslationError?

        /// An iterator over the responses.
        public struct AsyncIterator: AsyncIteratorProtocol {
            var error: TranslationError?
            /// The next response: in a render, throws the session's error once, then `nil`.
            public mutating func next() async throws -> Response? {
                guard let error else { return nil }
                self.error = nil
                throw error
            }
        }

        /// An iterator over the responses.
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(error: error) }
    }
}
