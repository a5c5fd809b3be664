import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit

private struct Trail: Codable, Equatable { let name: String; let miles: Double }

private struct BoldTextKey: UITraitBridgedEnvironmentKey {
    static let defaultValue = false
    static func read(from traitCollection: UITraitCollection) -> Bool { traitCollection.legibilityWeight == .bold }
    static func write(to mutableTraits: inout UIMutableTraits, value: Bool) {
        mutableTraits.legibilityWeight = value ? .bold : .regular
    }
}

/// Issue 29's UIKit and Foundation API, areas N to Z: `UIHostingController` and
/// `UIHostingConfiguration` sizes, sizing options, bridged trait keys, `NSUserActivity`'s typed
/// payloads, `PreferredColorSchemeKey`, `SubmitTriggers` and `UIContentSizeCategory`.
@MainActor
@Suite struct UIKitHostingAndActivityTests {
    @Test func hostingControllersSizeTheirRootViewAsSwiftUILaysItOut() {
        let fixed = UIHostingController(rootView: Color.red.frame(width: 100, height: 40))
        #expect(fixed.sizeThatFits(in: CGSize(width: 300, height: 300)) == CGSize(width: 100, height: 40))
        let flexible = UIHostingController(rootView: Color.red)
        #expect(flexible.sizeThatFits(in: CGSize(width: 320, height: 200)) == CGSize(width: 320, height: 200))
        // Text takes the lines it needs in the offered width, whatever height is offered.
        let text = UIHostingController(rootView: Text("A line of words that wraps onto a second line"))
        let oneLine = text.sizeThatFits(in: CGSize(width: 1000, height: CGFloat.greatestFiniteMagnitude))
        let wrapped = text.sizeThatFits(in: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude))
        #expect(wrapped.width <= 120 && wrapped.height > 1.5 * oneLine.height, "\(oneLine) \(wrapped)")
        #expect(fixed.sizingOptions.isEmpty)
        fixed.sizingOptions = [.intrinsicContentSize, .preferredContentSize]
        #expect(fixed.sizingOptions.rawValue == 3)
        #expect(UIHostingControllerSizingOptions.preferredContentSize.rawValue == 1)
    }

    @Test func hostingConfigurationsSizeTheCellTheyDescribe() {
        let cell = UIHostingConfiguration { Color.red.frame(width: 100, height: 20) }
        #expect(cell.makeContentView().sizeThatFits(CGSize(width: 390, height: 500)) == CGSize(width: 100, height: 20))
        let padded = cell.margins(.all, 10).minSize(height: 60).background(.blue)
        #expect(padded.makeContentView().sizeThatFits(CGSize(width: 390, height: 500)) == CGSize(width: 120, height: 60))
        let horizontal = cell.margins(.horizontal, EdgeInsets(top: 1, leading: 4, bottom: 1, trailing: 6))
        #expect(horizontal.makeContentView().sizeThatFits(CGSize(width: 390, height: 500)) == CGSize(width: 110, height: 20))
        // A state update changes nothing (a render has no selected or highlighted cells).
        struct Plain: UIConfigurationState { var traitCollection = UITraitCollection() }
        let updated = padded.updated(for: Plain())
        #expect(updated.makeContentView().sizeThatFits(CGSize(width: 390, height: 500)) == CGSize(width: 120, height: 60))
    }

    @Test func bridgedTraitKeysReadWhatTheyWrite() {
        let bold = UITraitCollection { BoldTextKey.write(to: &$0, value: true) }
        #expect(bold.legibilityWeight == .bold && BoldTextKey.read(from: bold))
        let regular = UITraitCollection { BoldTextKey.write(to: &$0, value: false) }
        #expect(!BoldTextKey.read(from: regular) && regular.userInterfaceStyle == .unspecified)
        let dark = UITraitCollection { $0.userInterfaceStyle = .dark; $0.preferredContentSizeCategory = .extraLarge }
        #expect(dark.userInterfaceStyle == .dark && dark.preferredContentSizeCategory == .extraLarge)
        #expect(EnvironmentValues()[BoldTextKey.self] == false)
    }

    @Test func typedPayloadsRoundTripThroughTheActivity() throws {
        let activity = NSUserActivity(activityType: "com.example.trail")
        #expect(throws: NSUserActivity.TypedPayloadError.invalidContent) { try activity.typedPayload(Trail.self) }
        try activity.setTypedPayload(Trail(name: "Ridge", miles: 4.5))
        #expect(try activity.typedPayload(Trail.self) == Trail(name: "Ridge", miles: 4.5))
        #expect(throws: NSUserActivity.TypedPayloadError.invalidContent) { try activity.typedPayload([Int].self) }
        activity.addUserInfoEntries(from: ["other": 1])
        #expect(activity.userInfo?.count == 2)
        #expect(try activity.typedPayload(Trail.self).miles == 4.5)
    }

    @Test func userActivityModifiersDrawNothingAndCallNothing() throws {
        var calls = 0
        let plain = try ImageRenderer(content: Text("Trail")).render()
        let advertised = try ImageRenderer(content: Text("Trail")
            .userActivity("com.example.trail") { _ in calls += 1 }
            .userActivity("com.example.item", element: Optional(3)) { _, _ in calls += 1 }
            .onContinueUserActivity("com.example.trail") { _ in calls += 1 }
            .handlesExternalEvents(preferring: ["trail"], allowing: ["*"])).render()
        #expect(advertised.rgba == plain.rgba)
        #expect(calls == 0)
    }

    @Test func theFirstStatedColorSchemePreferenceWins() {
        var value: ColorScheme? = nil
        PreferredColorSchemeKey.reduce(value: &value) { nil }
        #expect(value == nil)
        PreferredColorSchemeKey.reduce(value: &value) { .dark }
        PreferredColorSchemeKey.reduce(value: &value) { .light }
        #expect(value == .dark)
        #expect(PreferredColorSchemeKey.defaultValue == nil)
    }

    @Test func sizeCategoriesAndSubmitTriggersConvertAsSwiftUIDoes() {
        #expect(UIContentSizeCategory(DynamicTypeSize?.none) == .unspecified)
        #expect(UIContentSizeCategory(ContentSizeCategory?.none) == .unspecified)
        #expect(UIContentSizeCategory(DynamicTypeSize.xxxLarge) == .extraExtraExtraLarge)
        #expect(UIContentSizeCategory(ContentSizeCategory.accessibilityMedium) == .accessibilityMedium)
        #expect(UIContentSizeCategory(ContentSizeCategory.extraSmall) == .extraSmall)
        let triggers: SubmitTriggers = [.text, .search]
        #expect(SubmitTriggers(rawValue: triggers.rawValue) == triggers && triggers.rawValue == SubmitTriggers.RawValue(3))
    }
}
