import Testing
import AppIntents

// An App Shortcuts file that imports only AppIntents: on iOS Foundation comes with it, and with
// Foundation `LocalizedStringResource`, which an intent's title is.

private struct LogWeightIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Weight"
    static let description = IntentDescription("Opens the app to log today's weight")
    static let openAppWhenRun = true

    func perform() async throws -> some IntentResult { .result() }
}

@Suite struct IntentTitleResourceTests {
    @Test func anIntentTitleIsALocalizedStringResourceWithItsKey() {
        let title: LocalizedStringResource = LogWeightIntent.title
        #expect(title.key == "Log Weight")
        #expect(title.description == "Log Weight")
        #expect(LogWeightIntent.openAppWhenRun)
    }
}
