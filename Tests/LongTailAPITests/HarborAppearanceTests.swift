import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit

/// `HarborAppearanceFile.swift`: UIKit appearance code compiles; what SwiftUI on iOS 26 would
/// pick up from the proxies is named in one warning each (Backplate's bars do not read them),
/// and what it ignores (`UITableView.appearance()`, unread by `List` since iOS 16) warns not.
@Suite(.tags(.appFiles)) struct HarborAppearanceTests {
    @Test func appearanceProxiesWarnOncePerMemberTheyDoNotApply() {
        let (_, warnings) = RuntimeWarning.collecting { HarborAppearance.configure() }
        // Only this file's types: other suites' warnings, emitted meanwhile, are collected too.
        let named = warnings.filter { w in ["UINavigationBar.", "UITabBar.", "UIToolbar.", "UITableView.", "UIPageControl."].contains { w.hasPrefix($0) } }
        let members = Set(named.compactMap { $0.split(separator: " ").first.map(String.init) })
        #expect(members == [
            "UINavigationBar.appearance().standardAppearance", "UINavigationBar.appearance().scrollEdgeAppearance",
            "UINavigationBar.appearance().tintColor", "UITabBar.appearance().standardAppearance",
            "UIPageControl.appearance().currentPageIndicatorTintColor", "UIPageControl.appearance().pageIndicatorTintColor",
        ], "\(named)")
        #expect(named.allSatisfy { $0.contains("is not applied") })
    }

    @Test func barAppearancesKeepWhatTheyAreGiven() {
        let opaque = UINavigationBarAppearance()
        opaque.configureWithOpaqueBackground()
        #expect(opaque.backgroundColor == .systemBackground && opaque.backgroundEffect == nil)
        opaque.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        let copy = opaque.copy() as? UINavigationBarAppearance
        #expect(copy?.largeTitleTextAttributes[.foregroundColor] as? UIColor == .white)
        let clear = UITabBarAppearance()
        clear.configureWithTransparentBackground()
        #expect(clear.backgroundColor == .clear && clear.shadowColor == .clear)
        // A bar that is not the proxy takes values without a warning.
        let (_, warnings) = RuntimeWarning.collecting { UINavigationBar(frame: .zero).standardAppearance = opaque }
        #expect(!warnings.contains { $0.contains("UINavigationBar") })
    }

    @MainActor @Test func theKeyWindowHasTheDefaultDevicesScreenAndSafeArea() {
        // iPhone 15 Pro in portrait: 393 pt wide, the Dynamic Island's 59 pt and the home
        // indicator's 34 pt.
        #expect(HarborScreen.screenWidth == 393)
        #expect(HarborScreen.keyWindowInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        #expect(scene?.keyWindow?.isKeyWindow == true)
        #expect(scene?.windows.count == 1 && scene?.keyWindow?.frame.size == CGSize(width: 393, height: 852))
    }

    @Test func localizedStringsShowTheirValuesWithoutStringTables() {
        #expect(HarborStrings.berths(4) == "4 berths free")
        #expect(HarborStrings.title == "Harbor")
        #expect(String(localized: HarborStrings.resource) == "Moorings")
        #expect(HarborStrings.value("B") == "Dock B")
    }

    @Test func aRegisteredValueTransformerConvertsBothWays() {
        UppercaseTransformer.register()
        #expect(ValueTransformer.valueTransformerNames().contains(UppercaseTransformer.name))
        let transformer = UppercaseTransformer()
        #expect(transformer.transformedValue("pier") as? String == "PIER")
        #expect(transformer.reverseTransformedValue("PIER") as? String == "pier")
        #expect(UppercaseTransformer.allowsReverseTransformation())
    }
}
