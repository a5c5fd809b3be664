import Testing
import Foundation
import UIKit

/// A to-do app's Home Screen quick actions, as its QuickActionsManager declares them: an enum of
/// types, each with a title, subtitle and icon, built into items with no user info.
private enum TodoQuickAction: String, CaseIterable {
    case newTask = "com.example.todo.newTask"
    case search = "com.example.todo.search"
    case favorites = "com.example.todo.favorites"

    var title: String {
        switch self {
        case .newTask: return "New Task"
        case .search: return "Search"
        case .favorites: return "Favorites"
        }
    }

    var subtitle: String {
        switch self {
        case .newTask: return "Add to Inbox"
        case .search: return "Find a task"
        case .favorites: return "Starred tasks"
        }
    }

    var icon: UIApplicationShortcutIcon {
        switch self {
        case .newTask: return UIApplicationShortcutIcon(type: .add)
        case .search: return UIApplicationShortcutIcon(systemImageName: "magnifyingglass")
        case .favorites: return UIApplicationShortcutIcon(templateImageName: "StarTemplate")
        }
    }

    var shortcutItem: UIApplicationShortcutItem {
        UIApplicationShortcutItem(type: rawValue, localizedTitle: title, localizedSubtitle: subtitle, icon: icon, userInfo: nil)
    }
}

/// The manager that publishes the quick actions and routes the chosen one.
@MainActor private final class TodoQuickActionsManager {
    private(set) var handled: [TodoQuickAction] = []

    func updateShortcutItems() {
        UIApplication.shared.shortcutItems = TodoQuickAction.allCases.map(\.shortcutItem)
    }

    func handle(_ shortcutItem: UIApplicationShortcutItem) -> Bool {
        guard let action = TodoQuickAction(rawValue: shortcutItem.type) else { return false }
        handled.append(action)
        return true
    }
}

/// An app delegate and scene delegate that route quick actions, and ones that leave them out.
private final class TodoAppDelegate: NSObject, UIApplicationDelegate {
    let manager: TodoQuickActionsManager
    init(manager: TodoQuickActionsManager) { self.manager = manager }
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        completionHandler(manager.handle(shortcutItem))
    }
}

private final class TodoSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let manager: TodoQuickActionsManager
    init(manager: TodoQuickActionsManager) {
        self.manager = manager
        super.init()
    }
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        completionHandler(manager.handle(shortcutItem))
    }
}

private final class PlainAppDelegate: NSObject, UIApplicationDelegate {}
private final class PlainSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

/// Home Screen quick actions and the share sheet's activity types, as apps declare and compare them.
@MainActor @Suite struct QuickActionsAndActivityTypesTests {
    @Test func itemsKeepTheirFields() {
        let item = TodoQuickAction.newTask.shortcutItem
        #expect(item.type == "com.example.todo.newTask")
        #expect(item.localizedTitle == "New Task" && item.localizedSubtitle == "Add to Inbox")
        #expect(item.icon == UIApplicationShortcutIcon(type: .add))
        #expect(item.userInfo == nil && item.targetContentIdentifier == nil)

        let bare = UIApplicationShortcutItem(type: "com.example.todo.inbox", localizedTitle: "Inbox")
        #expect(bare.type == "com.example.todo.inbox" && bare.localizedTitle == "Inbox")
        #expect(bare.localizedSubtitle == nil && bare.icon == nil && bare.userInfo == nil)

        let withInfo = UIApplicationShortcutItem(type: "com.example.todo.list", localizedTitle: "Groceries",
                                                 localizedSubtitle: nil, icon: UIApplicationShortcutIcon(type: .task),
                                                 userInfo: ["listID": "groceries" as NSString, "count": 3 as NSNumber])
        #expect(withInfo.userInfo?.count == 2)
        #expect(withInfo.userInfo?["listID"] as? NSString == "groceries")
        #expect(withInfo.userInfo?["count"] as? NSNumber == 3)
        #expect(withInfo.localizedSubtitle == nil)

        #expect(item == TodoQuickAction.newTask.shortcutItem)
        #expect(item != TodoQuickAction.search.shortcutItem)
        #expect(withInfo != UIApplicationShortcutItem(type: "com.example.todo.list", localizedTitle: "Groceries",
                                                       localizedSubtitle: nil, icon: UIApplicationShortcutIcon(type: .task),
                                                       userInfo: ["listID": "chores" as NSString, "count": 3 as NSNumber]))
    }

    @Test func sharedApplicationShortcutItemsRoundTrip() throws {
        let application = UIApplication.shared
        let previous = application.shortcutItems
        defer { application.shortcutItems = previous }

        application.shortcutItems = nil
        #expect(application.shortcutItems == nil)

        let manager = TodoQuickActionsManager()
        manager.updateShortcutItems()
        let items = try #require(application.shortcutItems)
        #expect(items.map(\.type) == TodoQuickAction.allCases.map(\.rawValue))
        #expect(items.map(\.localizedTitle) == ["New Task", "Search", "Favorites"])
        #expect(items.map(\.localizedSubtitle) == ["Add to Inbox", "Find a task", "Starred tasks"])
        #expect(items[1].icon == UIApplicationShortcutIcon(systemImageName: "magnifyingglass"))
        #expect(items[2].icon == UIApplicationShortcutIcon(templateImageName: "StarTemplate"))
        #expect(items[2].icon != UIApplicationShortcutIcon(systemImageName: "StarTemplate"))

        let kept = UIApplicationShortcutItem(type: "com.example.todo.kept", localizedTitle: "Kept")
        application.shortcutItems = [kept]
        #expect(application.shortcutItems?.count == 1 && application.shortcutItems?.first === kept)
        application.shortcutItems = []
        #expect(application.shortcutItems?.isEmpty == true)
    }

    @Test func mutableItemsCopy() throws {
        let original = TodoQuickAction.favorites.shortcutItem
        let mutable = try #require(original.mutableCopy() as? UIMutableApplicationShortcutItem)
        #expect(mutable !== original && mutable == original)
        #expect(mutable.type == original.type && mutable.localizedTitle == "Favorites")

        mutable.localizedSubtitle = "3 starred"
        mutable.icon = UIApplicationShortcutIcon(type: .favorite)
        mutable.userInfo = ["count": 3 as NSNumber]
        mutable.targetContentIdentifier = "favorites"
        mutable.type = "com.example.todo.starred"
        mutable.localizedTitle = "Starred"
        #expect(mutable.type == "com.example.todo.starred" && mutable.localizedTitle == "Starred")
        #expect(mutable.localizedSubtitle == "3 starred" && mutable.icon == UIApplicationShortcutIcon(type: .favorite))
        #expect(mutable.userInfo?["count"] as? NSNumber == 3 && mutable.targetContentIdentifier as? String == "favorites")
        #expect(original.type == "com.example.todo.favorites" && original.localizedSubtitle == "Starred tasks")
        #expect(original.icon == UIApplicationShortcutIcon(templateImageName: "StarTemplate") && original.userInfo == nil)
        #expect(mutable != original)

        let frozen = mutable.copy() as? UIApplicationShortcutItem
        #expect(frozen != nil && !(frozen is UIMutableApplicationShortcutItem))
        #expect(frozen == mutable && frozen?.targetContentIdentifier as? String == "favorites")

        let built = UIMutableApplicationShortcutItem(type: "com.example.todo.today", localizedTitle: "Today")
        built.localizedSubtitle = "Due today"
        built.icon = UIApplicationShortcutIcon(type: .date)
        let previous = UIApplication.shared.shortcutItems
        defer { UIApplication.shared.shortcutItems = previous }
        UIApplication.shared.shortcutItems = [built]
        #expect(UIApplication.shared.shortcutItems?.first?.localizedSubtitle == "Due today")
    }

    @Test func iconTypesHaveUIKitsRawValues() {
        let expected: [(UIApplicationShortcutIcon.IconType, Int)] = [
            (.compose, 0), (.play, 1), (.pause, 2), (.add, 3), (.location, 4), (.search, 5), (.share, 6),
            (.prohibit, 7), (.contact, 8), (.home, 9), (.markLocation, 10), (.favorite, 11), (.love, 12),
            (.cloud, 13), (.invitation, 14), (.confirmation, 15), (.mail, 16), (.message, 17), (.date, 18),
            (.time, 19), (.capturePhoto, 20), (.captureVideo, 21), (.task, 22), (.taskCompleted, 23),
            (.alarm, 24), (.bookmark, 25), (.shuffle, 26), (.audio, 27), (.update, 28),
        ]
        for (type, rawValue) in expected {
            #expect(type.rawValue == rawValue)
            #expect(UIApplicationShortcutIcon.IconType(rawValue: rawValue) == type)
        }
        #expect(UIApplicationShortcutIcon.IconType(rawValue: 29) == nil)
        #expect(UIApplicationShortcutIcon(type: .compose) == UIApplicationShortcutIcon(type: .compose))
        #expect(UIApplicationShortcutIcon(type: .compose) != UIApplicationShortcutIcon(type: .play))
        let icon = UIApplicationShortcutIcon(type: .share)
        #expect(icon.copy() as? UIApplicationShortcutIcon === icon)
    }

    @Test func activityTypesHaveUIKitsIdentifiers() {
        let expected: [(UIActivity.ActivityType, String)] = [
            (.postToFacebook, "com.apple.UIKit.activity.PostToFacebook"),
            (.postToTwitter, "com.apple.UIKit.activity.PostToTwitter"),
            (.postToWeibo, "com.apple.UIKit.activity.PostToWeibo"),
            (.message, "com.apple.UIKit.activity.Message"),
            (.mail, "com.apple.UIKit.activity.Mail"),
            (.print, "com.apple.UIKit.activity.Print"),
            (.copyToPasteboard, "com.apple.UIKit.activity.CopyToPasteboard"),
            (.assignToContact, "com.apple.UIKit.activity.AssignToContact"),
            (.saveToCameraRoll, "com.apple.UIKit.activity.SaveToCameraRoll"),
            (.addToReadingList, "com.apple.UIKit.activity.AddToReadingList"),
            (.postToFlickr, "com.apple.UIKit.activity.PostToFlickr"),
            (.postToVimeo, "com.apple.UIKit.activity.PostToVimeo"),
            (.postToTencentWeibo, "com.apple.UIKit.activity.TencentWeibo"),
            (.airDrop, "com.apple.UIKit.activity.AirDrop"),
            (.openInIBooks, "com.apple.UIKit.activity.OpenInIBooks"),
            (.markupAsPDF, "com.apple.UIKit.activity.MarkupAsPDF"),
            (.sharePlay, "com.apple.UIKit.activity.SharePlay"),
            (.collaborationInviteWithLink, "com.apple.UIKit.activity.CollaborationInviteWithLink"),
            (.collaborationCopyLink, "com.apple.UIKit.activity.CollaborationCopyLink"),
            (.addToHomeScreen, "com.apple.UIKit.activity.AddToHomeScreen"),
        ]
        for (type, rawValue) in expected {
            #expect(type.rawValue == rawValue)
            #expect(UIActivity.ActivityType(rawValue: rawValue) == type)
        }
        #expect(Set(expected.map(\.0)).count == expected.count)

        let sheet = UIActivityViewController(activityItems: ["Groceries"], applicationActivities: nil)
        sheet.excludedActivityTypes = [.postToWeibo, .postToTencentWeibo, .addToHomeScreen]
        #expect(sheet.excludedActivityTypes?.contains(.addToHomeScreen) == true)
    }

    @Test func aRenderNeverLaunchesFromAQuickAction() throws {
        #expect(UIApplication.LaunchOptionsKey.shortcutItem.rawValue == "UIApplicationLaunchOptionsShortcutItemKey")
        #expect(UIScene.ConnectionOptions().shortcutItem == nil)

        let application = UIApplication.shared
        let scene = try #require(application.connectedScenes.first as? UIWindowScene)
        let item = TodoQuickAction.search.shortcutItem
        let manager = TodoQuickActionsManager()
        var results: [Bool] = []
        TodoAppDelegate(manager: manager).application(application, performActionFor: item) { results.append($0) }
        TodoSceneDelegate(manager: manager).windowScene(scene, performActionFor: item) { results.append($0) }
        PlainAppDelegate().application(application, performActionFor: item) { results.append($0) }
        PlainSceneDelegate().windowScene(scene, performActionFor: item) { results.append($0) }
        #expect(results == [true, true, false, false])
        #expect(manager.handled == [.search, .search])
    }
}
