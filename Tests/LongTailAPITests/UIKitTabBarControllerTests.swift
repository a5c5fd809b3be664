import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit

// As UIKit apps of 2024-2026 wrap a tab bar controller for SwiftUI.
private final class TabsCoordinator: NSObject, UITabBarControllerDelegate {
    var selections: [Int] = []
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selections.append(tabBarController.selectedIndex)
    }
}

private struct LegacyTabs: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UITabBarController {
        let tabs = UITabBarController()
        let today = UIViewController(), history = UIViewController()
        today.tabBarItem = UITabBarItem(title: "Today", image: UIImage(systemName: "sun.max"), tag: 0)
        history.tabBarItem = UITabBarItem(title: "History", image: UIImage(systemName: "clock"), tag: 1)
        tabs.viewControllers = [today, history]
        tabs.selectedIndex = 1
        return tabs
    }
    func updateUIViewController(_ uiViewController: UITabBarController, context: Context) {}
}

@MainActor @Suite("UIKit tab bar controller") struct UIKitTabBarControllerTests {
    @Test func aTabBarControllerSelectsAmongItsControllers() {
        let tabs = UITabBarController()
        #expect(tabs.viewControllers == nil && tabs.selectedViewController == nil && tabs.selectedIndex == NSNotFound)
        let feed = UIViewController(), search = UIViewController(), profile = UIViewController()
        feed.title = "Feed"
        search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 7)
        tabs.viewControllers = [feed, search, profile]
        #expect(tabs.selectedViewController === feed && tabs.selectedIndex == 0)
        #expect(feed.tabBarController === tabs && feed.parent === tabs && tabs.children.count == 3)
        #expect(tabs.tabBar.items?.count == 3 && tabs.tabBar.items?.first?.title == "Feed")
        #expect(tabs.tabBar.items?[1].tag == 7 && tabs.tabBar.items?[1].systemItem == .search)

        tabs.selectedIndex = 2
        #expect(tabs.selectedViewController === profile && tabs.tabBar.selectedItem === profile.tabBarItem)
        tabs.selectedIndex = 9
        #expect(tabs.selectedIndex == 2)
        tabs.selectedViewController = UIViewController()
        #expect(tabs.selectedViewController === profile)
        tabs.selectedViewController = search
        #expect(tabs.selectedIndex == 1)

        // Nested under a navigation controller, a child still finds the tab bar controller.
        let detail = UIViewController()
        let navigation = UINavigationController(rootViewController: detail)
        tabs.setViewControllers([navigation, search], animated: true)
        #expect(detail.tabBarController === tabs && tabs.selectedViewController === search && tabs.selectedIndex == 1)
        #expect(feed.parent == nil && feed.tabBarController == nil)
        tabs.viewControllers = [navigation]
        #expect(tabs.selectedViewController === navigation && tabs.selectedIndex == 0)
    }

    @Test func selectingInCodeDoesNotCallTheDelegate() {
        let tabs = UITabBarController(), coordinator = TabsCoordinator()
        tabs.delegate = coordinator
        tabs.viewControllers = [UIViewController(), UIViewController()]
        tabs.selectedIndex = 1
        #expect(coordinator.selections.isEmpty && tabs.selectedIndex == 1)
        #expect(coordinator.tabBarController(tabs, shouldSelect: tabs.children[0]))
        tabs.setTabBarHidden(true, animated: false)
        #expect(tabs.isTabBarHidden)
    }

    @Test func tabBarItemsKeepTheirImagesAndBadges() {
        let star = UIImage(systemName: "star"), filled = UIImage(systemName: "star.fill")
        let item = UITabBarItem(title: "Saved", image: star, selectedImage: filled)
        #expect(item.image == star && item.selectedImage == filled && item.selectedImage != item.image)
        let plain = UITabBarItem(title: "Inbox", image: star, tag: 3)
        #expect(plain.selectedImage == star && plain.tag == 3 && plain.isEnabled && plain.badgeValue == nil)
        plain.badgeValue = "12"
        plain.badgeColor = .systemBlue
        #expect(plain.badgeValue == "12" && plain.badgeColor == .systemBlue)
        let controller = UIViewController()
        controller.title = "Settings"
        #expect(controller.tabBarItem.title == "Settings" && controller.tabBarItem.image == nil)
    }

    @Test func aRepresentedTabBarControllerWarnsAndDrawsNothing() throws {
        let (image, warnings) = try RuntimeWarning.collecting {
            try ImageRenderer(content: LegacyTabs().frame(width: 40, height: 30)).render()
        }
        #expect(image.width == 40 && image.height == 30)
        #expect(image.pixel(x: image.width / 2, y: image.height / 2).alpha == 0)
        #expect(warnings.contains { $0.hasPrefix("UIViewControllerRepresentable ") && $0.contains("LegacyTabs") })
    }
}
