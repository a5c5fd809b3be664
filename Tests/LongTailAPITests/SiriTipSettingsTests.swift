import AppIntents
import Foundation
import SwiftUI
import Testing

// A joke app's settings: a Siri section promoting its App Shortcut with a tip, and a link to
// its page in Shortcuts.

private struct TellJokeIntent: AppIntent {
    static let title: LocalizedStringResource = "Tell Me a Joke"
    func perform() async throws -> some IntentResult { .result() }
}

private struct JokeShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: TellJokeIntent(), phrases: ["Tell me a joke with \(.applicationName)"],
                    shortTitle: "Tell a Joke", systemImageName: "face.smiling")
    }
}

private struct SiriSettings: View {
    @State private var showsTip = true

    var body: some View {
        VStack(spacing: 0) {
            Text("Siri").id("header")
            SiriTipView(intent: TellJokeIntent(), isVisible: $showsTip)
                .siriTipViewStyle(.automatic)
            ShortcutsLink { print("opening Shortcuts") }
                .shortcutsLinkStyle(.automaticOutline)
            Text("Say this to get a random joke.").id("footer")
        }
    }
}

@Suite struct SiriTipSettingsTests {
    @Test func theTipAndTheLinkDrawNothingAndSayWhatIsMissing() {
        let (list, warnings) = RuntimeWarning.collecting { ImageRenderer(content: SiriSettings()).layout() }
        #expect(warnings.contains { $0.contains("SiriTipView") && $0.contains("TellJokeIntent") })
        #expect(warnings.contains { $0.contains("ShortcutsLink") })
        // Neither takes space: the footer sits right under the header.
        let header = list.frame(of: "header"), footer = list.frame(of: "footer")
        #expect(header != nil && footer?.minY == header?.maxY)
        #expect(JokeShortcuts.appShortcuts.first?.phrases == ["Tell me a joke with {applicationName}"])
    }

    @Test func aDismissedTipDrawsNothingOnIOSEither() {
        let (_, warnings) = RuntimeWarning.collecting {
            ImageRenderer(content: SiriTipView(intent: TellJokeIntent(), isVisible: .constant(false))).layout()
        }
        #expect(!warnings.contains { $0.contains("SiriTipView") })
        #expect(SiriTipViewStyle.dark != SiriTipViewStyle.light && ShortcutsLinkStyle.darkOutline != .dark)
    }
}

// The intent the tip promotes speaks a joke and shows it, or an empty card when none is cached:
// two snippet views of different types, one result type.
private struct SnippetCard: View {
    let text: String
    var body: some View { Text(text).padding() }
}

private struct SpokenJokeIntent: AppIntent {
    static let title: LocalizedStringResource = "Tell Me a Joke"
    let cached: String?

    init() { cached = nil }
    init(cached: String?) { self.cached = cached }

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
        guard let cached else {
            return .result(dialog: IntentDialog("No jokes cached yet."), view: EmptyView())
        }
        return .result(dialog: IntentDialog(stringLiteral: cached), view: SnippetCard(text: cached))
    }
}

@Suite struct SnippetResultTests {
    @Test func everySnippetBranchReturnsOneResultType() async throws {
        let empty = try await SpokenJokeIntent().perform()
        let told = try await SpokenJokeIntent(cached: "Why did the scarecrow win an award?").perform()
        #expect(type(of: empty) == type(of: told))
        #expect(type(of: told) == IntentResultContainer<Never, Never, _SnippetViewContainer, IntentDialog>.self)
        let built: some IntentResult & ShowsSnippetView = .result { SnippetCard(text: "Knock knock") }
        #expect(built is IntentResultContainer<Never, Never, _SnippetViewContainer, Never>)
    }
}
