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
