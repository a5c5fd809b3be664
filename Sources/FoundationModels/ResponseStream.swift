import Foundation

extension LanguageModelSession {
    /// A response as it is generated: each element is a snapshot of everything so far (for
    /// text, the whole text so far). In a render the stream throws `assetsUnavailable` on its
    /// first element, and `collect()` throws it too.
    public struct ResponseStream<Content: Generable>: AsyncSequence {
        /// Snapshots.
        public typealias Element = Snapshot
        /// The response so far.
        public struct Snapshot {
            /// The content so far, partly generated.
            public var content: Content.PartiallyGenerated
            /// The raw content so far.
            public var rawContent: GeneratedContent
        }

        private let failure: GenerationError

        init(failing failure: GenerationError) { self.failure = failure }

        /// Waits for the whole response; in a render it throws the stream's error.
        public nonisolated(nonsending) func collect() async throws -> sending LanguageModelSession.Response<Content> {
            throw failure
        }

        /// An iterator over the snapshots.
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(failure: failure) }

        /// Reads the snapshots: in a render, the first read throws.
        public struct AsyncIterator: AsyncIteratorProtocol {
            fileprivate var failure: GenerationError?
            /// The next snapshot; throws the stream's error once, then ends.
            public mutating func next() async throws -> Snapshot? {
                guard let failure else { return nil }
                self.failure = nil
                throw failure
            }
        }
    }

    /// A stream of text in response to `prompt`; in a render it throws `assetsUnavailable`.
    public final func streamResponse(to prompt: Prompt, options: GenerationOptions = GenerationOptions())
        -> sending ResponseStream<String> { ResponseStream(failing: Self.noModel("streamResponse(to:)")) }

    /// A stream of text in response to the string `prompt`; it throws in a render.
    @_disfavoredOverload
    public final func streamResponse(to prompt: String, options: GenerationOptions = GenerationOptions())
        -> sending ResponseStream<String> { ResponseStream(failing: Self.noModel("streamResponse(to:)")) }

    /// A stream of text in response to the prompt the builder writes; it throws in a render.
    public final func streamResponse(options: GenerationOptions = GenerationOptions(),
                                     @PromptBuilder prompt: () throws -> Prompt) rethrows -> sending ResponseStream<String> {
        ResponseStream(failing: Self.noModel("streamResponse(options:prompt:)"))
    }

    /// A stream of content following `schema`; it throws in a render.
    public final func streamResponse(to prompt: Prompt, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
                                     options: GenerationOptions = GenerationOptions()) -> sending ResponseStream<GeneratedContent> {
        ResponseStream(failing: Self.noModel("streamResponse(to:schema:)"))
    }

    /// A stream of content following `schema`, for a string prompt; it throws in a render.
    @_disfavoredOverload
    public final func streamResponse(to prompt: String, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
                                     options: GenerationOptions = GenerationOptions()) -> sending ResponseStream<GeneratedContent> {
        ResponseStream(failing: Self.noModel("streamResponse(to:schema:)"))
    }

    /// A stream of content following `schema` for the prompt the builder writes; it throws in a render.
    public final func streamResponse(schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
                                     options: GenerationOptions = GenerationOptions(),
                                     @PromptBuilder prompt: () throws -> Prompt) rethrows -> sending ResponseStream<GeneratedContent> {
        ResponseStream(failing: Self.noModel("streamResponse(schema:prompt:)"))
    }

    /// A stream of `Content` as it is generated; it throws in a render.
    public final func streamResponse<Content: Generable>(
        to prompt: Prompt, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) -> sending ResponseStream<Content> {
        ResponseStream(failing: Self.noModel("streamResponse(to:generating: \(Content.self).self)"))
    }

    /// A stream of `Content` for a string prompt; it throws in a render.
    @_disfavoredOverload
    public final func streamResponse<Content: Generable>(
        to prompt: String, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) -> sending ResponseStream<Content> {
        ResponseStream(failing: Self.noModel("streamResponse(to:generating: \(Content.self).self)"))
    }

    /// A stream of `Content` for the prompt the builder writes; it throws in a render.
    public final func streamResponse<Content: Generable>(
        generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt
    ) rethrows -> sending ResponseStream<Content> {
        ResponseStream(failing: Self.noModel("streamResponse(generating: \(Content.self).self, prompt:)"))
    }
}
