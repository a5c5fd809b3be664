import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import WidgetKit
import ActivityKit

/// `TideWidget.swift`: WidgetKit's Int-backed `WidgetFamily`, the tap `userInfo` keys, a
/// provider context with no environment variants (a render draws each widget once), `Text`
/// gallery names, an island built with `if`, and previews from a provider and of states.
@MainActor @Suite(.tags(.appFiles, .pixels)) struct TideWidgetTests {
    @Test func familiesAreIntBackedInDeclarationOrder() {
        let families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge,
                                         .accessoryCircular, .accessoryRectangular, .accessoryInline]
        let rawValues: [Int] = families.map(\.rawValue), expected: [Int] = Array(0...6)
        #expect(rawValues == expected)
        #expect(WidgetFamily.allCases == families)
        #expect(WidgetFamily(rawValue: 1) == .systemMedium && WidgetFamily(rawValue: 7) == nil)
        #expect(WidgetFamily.accessoryRectangular.description == "accessoryRectangular")
    }

    @Test func aTapOpensTheAppWithTheWidgetsKindAndFamily() {
        let activity = NSUserActivity(activityType: "com.example.tides")
        activity.userInfo = [WidgetCenter.UserInfoKey.kind: "TideWidget",
                             WidgetCenter.UserInfoKey.family: WidgetFamily.systemMedium.rawValue]
        let tapped = tappedWidget(in: activity)
        #expect(tapped?.kind == "TideWidget" && tapped?.family == .systemMedium)
        let keys: Set<String> = [WidgetCenter.UserInfoKey.kind, WidgetCenter.UserInfoKey.family,
                                 WidgetCenter.UserInfoKey.activityID]
        #expect(keys.count == 3, "three distinct keys")
        #expect(tappedWidget(in: NSUserActivity(activityType: "other")) == nil)
    }

    @Test func theProviderSeesNoEnvironmentVariants() {
        // The placeholder would add "2 appearances" were the widget drawn light and dark.
        let small = WidgetPreview(TideWidget(), family: .systemSmall)
        let texts = ImageRenderer(content: small).displayList().drawnTexts.map(\.0)
        #expect(texts == ["Harbor", "1.2"], "the placeholder, small: \(texts)")
        let medium = WidgetPreview(TideWidget(), family: .systemMedium)
        let mediumTexts = ImageRenderer(content: medium).displayList().drawnTexts.map(\.0)
        #expect(mediumTexts == ["Harbor", "1.2", "High water"], "\(mediumTexts)")
    }

    @Test func theProviderPreviewDrawsThePlaceholderInTheMediumFamily() throws {
        let previews = PreviewCatalog.previews(inFile: "LongTailAPITests/TideWidget.swift")
        #expect(previews.count == 2)
        let medium = try #require(previews.first).render(colorScheme: .light, scale: 2)
        #expect(medium.width == 728 && medium.height == 340, "364 × 170 at 2x: \(medium.width) × \(medium.height)")
        let teal = Color.teal.resolve(in: EnvironmentValues())
        let corner = medium.pixel(x: 40, y: 320)
        #expect(abs(Int(corner.green) - Int((teal.green * 255).rounded())) <= 1, "the container background: \(corner)")
        let preview = Preview("Tides", as: .systemSmall, widget: { TideWidget() }, timelineProvider: { TideProvider() })
        #expect(preview.name == "Tides" && preview.traits == [.sizeThatFitsLayout])
    }

    @Test func theIslandsExpandedRegionsFollowTheState() throws {
        let attributes = FerryAttributes(route: "Cork – Cobh")
        func expandedTexts(_ state: FerryAttributes.ContentState) -> [String] {
            let view = ActivityPreview(FerryLiveActivity(), kind: .dynamicIsland(.expanded), attributes: attributes) { state }
            return ImageRenderer(content: view).displayList().drawnTexts.map(\.0)
        }
        #expect(expandedTexts(.init(minutesToDeparture: 0, isBoarding: true)) == ["symbol ferry.fill", "Boarding", "Cork – Cobh"])
        #expect(expandedTexts(.init(minutesToDeparture: 12, isBoarding: false)) == ["symbol ferry.fill", "Departs in 12 min", "Cork – Cobh"])
        let previews = PreviewCatalog.previews(inFile: "LongTailAPITests/TideWidget.swift")
        let boarding = try #require(previews.last).render(colorScheme: .light, scale: 2)
        #expect(boarding.width == 742, "the expanded island is 371 points wide: \(boarding.width)")
    }
}
