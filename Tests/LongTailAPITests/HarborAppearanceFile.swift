import SwiftUI
import UIKit

// An app's `init()` as iOS apps write it: UIKit appearance proxies styling SwiftUI's bars, a
// table's background cleared the pre-iOS 16 way, page dots recoloured; a view that reads the
// key window's safe area; strings localized through Foundation's localization values; and a
// value transformer registered for a transformable attribute.

struct HarborAppearance {
    static func configure() {
        let navigation = UINavigationBarAppearance()
        navigation.configureWithOpaqueBackground()
        navigation.backgroundColor = UIColor(red: 0.05, green: 0.2, blue: 0.35, alpha: 1)
        navigation.shadowColor = .clear
        navigation.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigation.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance().standardAppearance = navigation
        UINavigationBar.appearance().scrollEdgeAppearance = navigation
        UINavigationBar.appearance().tintColor = .white

        let tabs = UITabBarAppearance()
        tabs.configureWithTransparentBackground()
        tabs.stackedLayoutAppearance.selected.iconColor = .systemTeal
        UITabBar.appearance().standardAppearance = tabs

        UITableView.appearance().backgroundColor = .clear
        UIPageControl.appearance().currentPageIndicatorTintColor = .systemTeal
        UIPageControl.appearance().pageIndicatorTintColor = UIColor.systemTeal.withAlphaComponent(0.3)
    }
}

enum HarborScreen {
    @MainActor static var keyWindowInsets: UIEdgeInsets {
        let scene = UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive } as? UIWindowScene
        return scene?.keyWindow?.safeAreaInsets ?? .zero
    }

    @MainActor static var screenWidth: CGFloat {
        (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.screen.bounds.width ?? 0
    }
}

enum HarborStrings {
    static func berths(_ count: Int) -> String { String(localized: "\(count) berths free") }
    static let title = String(localized: "harbor.title", defaultValue: "Harbor")
    static let resource = LocalizedStringResource("harbor.subtitle", defaultValue: "Moorings")
    static func value(_ name: String) -> String {
        let value = String.LocalizationValue("Dock \(name)")
        return String(localized: value)
    }
}

final class UppercaseTransformer: ValueTransformer {
    override class func transformedValueClass() -> AnyClass { NSString.self }
    override class func allowsReverseTransformation() -> Bool { true }
    override func transformedValue(_ value: Any?) -> Any? { (value as? String)?.uppercased() }
    override func reverseTransformedValue(_ value: Any?) -> Any? { (value as? String)?.lowercased() }

    static let name = NSValueTransformerName(rawValue: "UppercaseTransformer")
    static func register() { ValueTransformer.setValueTransformer(UppercaseTransformer(), forName: name) }
}
