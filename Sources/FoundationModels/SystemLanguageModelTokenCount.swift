import Foundation

// Counting the tokens an input occupies in the model's context (iOS 26.4). A render has no
// on-device model to tokenize with: every count throws `GenerationError.assetsUnavailable`,
// with a runtime warning, as a session's requests do.
@available(iOS 26.4, macOS 26.4, visionOS 26.4, *)
extension SystemLanguageModel {
    /// The tokens `prompt` occupies; in a render it throws `assetsUnavailable`.
    public nonisolated(nonsending) final func tokenCount(for prompt: some PromptRepresentable) async throws -> Int {
        throw LanguageModelSession.noModel("SystemLanguageModel.tokenCount(for: prompt)")
    }

    /// The tokens `instructions` occupy; in a render it throws `assetsUnavailable`.
    public nonisolated(nonsending) final func tokenCount(for instructions: Instructions) async throws -> Int {
        throw LanguageModelSession.noModel("SystemLanguageModel.tokenCount(for: instructions)")
    }

    /// The tokens the definitions of `tools` occupy; in a render it throws `assetsUnavailable`.
    public nonisolated(nonsending) final func tokenCount(for tools: [any Tool]) async throws -> Int {
        throw LanguageModelSession.noModel("SystemLanguageModel.tokenCount(for: tools)")
    }

    /// The tokens `schema` occupies in a prompt; in a render it throws `assetsUnavailable`.
    public nonisolated(nonsending) final func tokenCount(for schema: GenerationSchema) async throws -> Int {
        throw LanguageModelSession.noModel("SystemLanguageModel.tokenCount(for: schema)")
    }

    /// The tokens a transcript's entries occupy; in a render it throws `assetsUnavailable`.
    public nonisolated(nonsending) final func tokenCount(for transcriptEntries: some Collection<Transcript.Entry>) async throws -> Int {
        throw LanguageModelSession.noModel("SystemLanguageModel.tokenCount(for: transcriptEntries)")
    }
}
