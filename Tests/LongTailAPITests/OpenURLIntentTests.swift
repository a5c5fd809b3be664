import Testing
import Foundation
import AppIntents

/// Opens a deck's universal link after looking it up, as LexiconFlow's intent does.
struct OpenDeckIntent: AppIntent {
    static var title: LocalizedStringResource = "Open Deck"
    func perform() async throws -> some IntentResult & OpensIntent {
        .result(opensIntent: OpenURLIntent(URL(string: "https://lexicon.example/deck/7")!))
    }
}

/// Audiolog's shortcuts, on navy tiles.
struct RecorderShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OpenDeckIntent(), phrases: ["Open a deck in \(.applicationName)"], shortTitle: "Open Deck", systemImageName: "book")
    }
    static let shortcutTileColor: ShortcutTileColor = .navy
}

/// iOS 18's `OpenURLIntent` in `.result(opensIntent:)`, and Shortcuts tile colors.
@Suite struct OpenURLIntentTests {
    @Test func openURLIntentHoldsItsURL() async throws {
        let intent = OpenURLIntent(URL(string: "https://lexicon.example/deck/7")!)
        #expect(intent.url.absoluteString == "https://lexicon.example/deck/7")
        #expect(OpenURLIntent.openAppWhenRun)
        let result = try await OpenDeckIntent().perform()
        let resultType = ObjectIdentifier(type(of: result))
        #expect(resultType == ObjectIdentifier(IntentResultContainer<Never, OpenURLIntent, Never, Never>.self))
    }

    @Test func aProviderNamesItsTileColor() {
        #expect(RecorderShortcuts.shortcutTileColor == .navy)
        #expect(RecorderShortcuts.appShortcuts.count == 1)
    }
}
