import BackplateCore
import Foundation
import Observation

/// A conversation with the on-device model: instructions, tools and a transcript. A render has
/// no model (`SystemLanguageModel.availability` is `.unavailable(.deviceNotEligible)`), so
/// every request throws `GenerationError.assetsUnavailable`, with a runtime warning naming the
/// call, and the transcript keeps its instructions alone; `isResponding` stays false.
public final class LanguageModelSession: Observable, Sendable {
    /// The entries so far: the instructions, when there are any.
    public final let transcript: Transcript
    /// Whether a request is running: never, in a render.
    public final var isResponding: Bool { false }


    /// A session with `instructions` written as a string.
    @_disfavoredOverload
    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: String? = nil) {
        self.init(model: model, tools: tools, instructions: instructions.map { Instructions($0) })
    }

    /// A session with `instructions` (nil: none) and the tools the model may call.
    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: Instructions? = nil) {
        var entries: [Transcript.Entry] = []
        if instructions != nil || !tools.isEmpty {
            entries.append(.instructions(Transcript.Instructions(
                segments: instructions.map { [.text(Transcript.TextSegment(content: $0.text))] } ?? [],
                toolDefinitions: tools.map { Transcript.ToolDefinition(tool: $0) })))
        }
        self.init(model: model, tools: tools, transcript: Transcript(entries: entries))
    }

    /// A session whose instructions the builder writes.
    public convenience init(model: SystemLanguageModel = .default, tools: [any Tool] = [],
                            @InstructionsBuilder instructions: () throws -> Instructions) rethrows {
        self.init(model: model, tools: tools, instructions: try instructions())
    }

    /// A session that carries on the conversation in `transcript`.
    public init(model: SystemLanguageModel = .default, tools: [any Tool] = [], transcript: Transcript) {
        self.transcript = transcript
    }

    /// Loads the model ahead of a request: nothing to load in a render.
    public final func prewarm(promptPrefix: Prompt? = nil) {}

    /// The error every request ends in, after a runtime warning naming `call`.
    static func noModel(_ call: String) -> GenerationError {
        RuntimeWarning.emit("FoundationModels: \(call) has no on-device model in a render; it throws GenerationError.assetsUnavailable")
        return .assetsUnavailable(.init(debugDescription: "No on-device language model in a render (\(call))"))
    }

    /// A response to `prompt`, as text; in a render it throws `assetsUnavailable`.
    @discardableResult
    public nonisolated(nonsending) final func respond(to prompt: Prompt, options: GenerationOptions = GenerationOptions())
        async throws -> Response<String> { throw Self.noModel("respond(to:)") }

    /// A response to the string `prompt`, as text; in a render it throws `assetsUnavailable`.
    @discardableResult @_disfavoredOverload
    public nonisolated(nonsending) final func respond(to prompt: String, options: GenerationOptions = GenerationOptions())
        async throws -> Response<String> { throw Self.noModel("respond(to:)") }

    /// A response to the prompt the builder writes; in a render it throws `assetsUnavailable`.
    @discardableResult
    public nonisolated(nonsending) final func respond(options: GenerationOptions = GenerationOptions(),
                                                      @PromptBuilder prompt: () throws -> Prompt)
        async throws -> Response<String> { throw Self.noModel("respond(options:prompt:)") }

    /// A response following `schema`; in a render it throws `assetsUnavailable`.
    @discardableResult
    public nonisolated(nonsending) final func respond(to prompt: Prompt, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
                                                      options: GenerationOptions = GenerationOptions())
        async throws -> Response<GeneratedContent> { throw Self.noModel("respond(to:schema:)") }

    /// A response to the string `prompt` following `schema`; in a render it throws `assetsUnavailable`.
    @discardableResult @_disfavoredOverload
    public nonisolated(nonsending) final func respond(to prompt: String, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
                                                      options: GenerationOptions = GenerationOptions())
        async throws -> Response<GeneratedContent> { throw Self.noModel("respond(to:schema:)") }

    /// A response following `schema` to the prompt the builder writes; it throws in a render.
    @discardableResult
    public nonisolated(nonsending) final func respond(schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
                                                      options: GenerationOptions = GenerationOptions(),
                                                      @PromptBuilder prompt: () throws -> Prompt)
        async throws -> Response<GeneratedContent> { throw Self.noModel("respond(schema:prompt:)") }

    /// A response generated as `Content`; in a render it throws `assetsUnavailable`.
    @discardableResult
    public nonisolated(nonsending) final func respond<Content: Generable>(
        to prompt: Prompt, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) async throws -> Response<Content> { throw Self.noModel("respond(to:generating: \(Content.self).self)") }

    /// A response to the string `prompt` generated as `Content`; in a render it throws `assetsUnavailable`.
    @discardableResult @_disfavoredOverload
    public nonisolated(nonsending) final func respond<Content: Generable>(
        to prompt: String, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) async throws -> Response<Content> { throw Self.noModel("respond(to:generating: \(Content.self).self)") }

    /// A response generated as `Content` to the prompt the builder writes; it throws in a render.
    @discardableResult
    public nonisolated(nonsending) final func respond<Content: Generable>(
        generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions(), @PromptBuilder prompt: () throws -> Prompt
    ) async throws -> Response<Content> { throw Self.noModel("respond(generating: \(Content.self).self, prompt:)") }

    /// A model's answer: its content, the raw content it was read from, and the transcript
    /// entries the request added.
    public struct Response<Content: Generable> {
        /// The answer.
        public let content: Content
        /// The content the answer was read from.
        public let rawContent: GeneratedContent
        /// The entries the request added to the transcript.
        public let transcriptEntries: ArraySlice<Transcript.Entry>
    }
}
