import Testing
import BackplateTestSupport
import Foundation
import FoundationModels

/// iOS 26.4's token counting: the model's 4096-token context, and counts that throw
/// `assetsUnavailable` as every request does on a device without Apple Intelligence.
@Suite struct SystemLanguageModelTokenCountTests {
    @Test func theContextHolds4096Tokens() {
        #expect(SystemLanguageModel.default.contextSize == 4096)
    }

    @Test func everyCountThrowsWithoutAModel() async {
        let model = SystemLanguageModel.default
        await #expect(throws: LanguageModelSession.GenerationError.self) { try await model.tokenCount(for: Instructions("Be brief.")) }
        await #expect(throws: LanguageModelSession.GenerationError.self) { try await model.tokenCount(for: Prompt("Plan a day in Kyoto")) }
        await #expect(throws: LanguageModelSession.GenerationError.self) { try await model.tokenCount(for: [any Tool]()) }
        let session = LanguageModelSession(instructions: "Be brief.")
        await #expect(throws: LanguageModelSession.GenerationError.self) { try await model.tokenCount(for: session.transcript) }
    }
}
