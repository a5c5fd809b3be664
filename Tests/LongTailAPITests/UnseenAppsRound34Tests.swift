import Testing
import Foundation
import Synchronization
import SwiftUI
import WebKit
import BackplateTestSupport

/// newswiftuilearning's navigation decider: it answers only for responses, as WebKit's
/// protocol allows (every method has a default).
private struct SwiftSiteOnly: WebPage.NavigationDeciding {
    func decidePolicy(for response: WebPage.NavigationResponse) async -> WKNavigationResponsePolicy {
        response.response.url?.host == "www.swift.org" ? .allow : .cancel
    }
}

/// Reads the `openURL` action its environment gives it.
private final class OpenURLProbe {
    var action: OpenURLAction?
}

private struct OpenURLReader: View {
    @Environment(\.openURL) private var openURL
    let probe: OpenURLProbe
    var body: some View {
        probe.action = openURL
        return Color.clear.frame(width: 1, height: 1)
    }
}

/// unseen34 (newswiftuilearning, TournamentIOS26): geometry printed as iOS prints it, iOS 26's
/// font toggles and in-app URL opening, WebKit's response decisions, frames per second, names
/// read back from a text field.
@MainActor @Suite struct UnseenAppsRound34Tests {
    @Test func geometryIsPrintedAsCoreGraphicsPrintsIt() {
        // A tap-location label: "\(location)" reads "(12.5, 40.0)" on iOS.
        let point = CGPoint(x: 12.5, y: 40)
        #expect("\(point)" == "(12.5, 40.0)" && point.debugDescription == "(12.5, 40.0)")
        #expect("\(CGSize(width: 3, height: 4))" == "(3.0, 4.0)")
        #expect("\(CGRect(x: 1, y: 2, width: 3, height: 4))" == "(1.0, 2.0, 3.0, 4.0)")
        #expect("\(CGVector(dx: -1, dy: 0.5))" == "(-1.0, 0.5)")
        #expect(phoneTexts(Text("Tapped at \(point.debugDescription)")).map(\.0) == ["Tapped at (12.5, 40.0)"])
    }

    @Test func fontsTurnBoldAndItalicOnAndOff() {
        let context = EnvironmentValues().fontResolutionContext
        #expect(Font.body.bold(true).resolve(in: context).isBold)
        #expect(!Font.body.bold().bold(false).resolve(in: context).isBold)
        #expect(Font.body.italic(true).resolve(in: context).isItalic)
        #expect(!Font.body.italic().italic(false).resolve(in: context).isItalic)
        #expect(Font.title.bold(false).resolve(in: context).pointSize == 28)
    }

    @Test func urlsOpenedInAppAreLeftToTheSystem() throws {
        let url = try #require(URL(string: "https://www.apple.com"))
        let handled = Mutex<[URL]>([])
        let action = OpenURLAction { opened in handled.withLock { $0.append(opened) }; return .systemAction(prefersInApp: true) }
        action(url, prefersInApp: true)
        #expect(handled.withLock { $0 } == [url])
        let probe = OpenURLProbe()
        _ = ImageRenderer(content: OpenURLReader(probe: probe).onOpenURL(prefersInApp: true)).layout()
        var accepted: Bool?
        probe.action?(url) { accepted = $0 }
        #expect(accepted == true, "the system takes the URL (the default action discards it)")
    }

    @Test func aDeciderMayAnswerForResponsesAlone() {
        let page = WebPage(navigationDecider: SwiftSiteOnly())
        #expect(page.title == "" && page.url == nil)
    }

    @Test func framesPerSecondAreHertz() {
        let rate = Measurement(value: 60, unit: UnitFrequency.hertz).converted(to: .framesPerSecond)
        #expect(rate.value == 60 && rate.unit.symbol == "FPS")
    }

    @Test func aNameFieldReadsNamesBack() throws {
        let style = PersonNameComponents.FormatStyle(style: .medium)
        let name = try style.parseStrategy.parse("  Ada King  Lovelace ")
        #expect(name.givenName == "Ada" && name.middleName == "King" && name.familyName == "Lovelace")
        #expect(try style.parseStrategy.parse("Ada").familyName == nil)
        #expect(throws: (any Error).self) { try style.parseStrategy.parse("   ") }
        var components = PersonNameComponents()
        components.givenName = "Ada"
        components.familyName = "Lovelace"
        let field = Form { TextField("Proper name", value: .constant(components), format: .name(style: .medium)) }
        #expect(phoneTexts(field).map(\.0).contains("Ada Lovelace"))
    }
}
