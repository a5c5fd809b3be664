import Testing
import Foundation
import SwiftUI
import UIKit
import CoreData
import ActivityKit
import BackplateTestSupport

/// A focus timer's Live Activity written against iOS 16.1's API (RPG-Habit-Tracker-Swift),
/// which still compiles on iOS 26 with deprecation warnings.
private func tickFocusTimer(_ activity: Activity<DeliveryAttributes>, minutesLeft: Int) async {
    await activity.update(using: DeliveryAttributes.ContentState(stage: "Focus", minutesLeft: minutesLeft))
    if minutesLeft == 0 { await activity.end(dismissalPolicy: .immediate) }
    _ = activity.contentState.stage
}

/// The keyboard-dismissing helper many apps keep: the first responder resigns through the
/// responder chain (`#selector(UIResponder.resignFirstResponder)` in an app file, which
/// `backplate preview` writes as this selector).
@MainActor private func hideKeyboard() -> Bool {
    UIApplication.shared.sendAction(Selector(("resignFirstResponder")), to: nil, from: nil, for: nil)
}

private final class Reminder: NSManagedObject {}

/// A preset row as a Core Data service sorts it: defaults first, then by an optional date.
private final class Preset: NSObject {
    let isDefault: Bool
    let createdAt: Date?
    let name: String?
    init(_ name: String?, isDefault: Bool, createdAt: Date?) {
        (self.name, self.isDefault, self.createdAt) = (name, isDefault, createdAt)
    }
}

/// An app delegate with the URL and background-fetch callbacks apps keep beside launch.
private final class DeepLinkDelegate: NSObject, UIApplicationDelegate {
    var opened: [URL] = []
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        opened.append(url)
        return options[.sourceApplication] as? String == "com.apple.mobilesafari"
    }
    func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        completionHandler(.newData)
    }
}

/// unseen35 (RPG-Habit-Tracker-Swift, CardTrackerSwiftData): UIKit, Core Data and ActivityKit
/// spellings those apps use that Backplate lacked.
@MainActor @Suite struct UnseenAppsRound35Tests {
    @Test func theResponderChainHasNoFirstResponderInARender() {
        #expect(hideKeyboard() == false)
        #expect(UIApplication.shared.sendAction(Selector(("refresh")), to: self, from: nil, for: UIEvent()) == false)
    }

    @Test func aBatchDeleteTakesTheUntypedFetchRequest() throws {
        // Core Data's `NSManagedObject.fetchRequest()` answers the result-protocol type, which
        // `NSBatchDeleteRequest(fetchRequest:)` takes.
        let request: NSFetchRequest<NSFetchRequestResult> = Reminder.fetchRequest()
        #expect(request.entityName == "Reminder")
        let delete = NSBatchDeleteRequest(fetchRequest: request)
        #expect(delete.fetchRequest === request)
        let container = NSPersistentContainer(name: "Reminders")
        let id = Reminder(context: container.viewContext).objectID
        // No store holds the object: its URI finds nothing, as iOS answers for a URI no store has.
        #expect(container.persistentStoreCoordinator.managedObjectID(forURIRepresentation: id.uriRepresentation()) == nil)
    }

    @Test func sortDescriptorsTakeKeyPathsToAnyValue() {
        let day = Date(timeIntervalSinceReferenceDate: 86_400)
        let presets = [Preset("b", isDefault: false, createdAt: day), Preset("a", isDefault: true, createdAt: nil),
                       Preset(nil, isDefault: false, createdAt: nil)]
        // Core Data's order: true after false (descending puts defaults first), nil before values.
        let byDefault = (presets as NSArray).sortedArray(using: [NSSortDescriptor(keyPath: \Preset.isDefault, ascending: false),
                                                                 NSSortDescriptor(keyPath: \Preset.createdAt, ascending: true)]) as? [Preset]
        #expect(byDefault?.map(\.name) == ["a", nil, "b"])
        let byName = (presets as NSArray).sortedArray(using: [NSSortDescriptor(keyPath: \Preset.name, ascending: true)]) as? [Preset]
        #expect(byName?.map(\.name) == [nil, "a", "b"])
    }

    @Test func appDelegateCallbacksTakeUIKitsOptionTypes() {
        let delegate = DeepLinkDelegate()
        let url = URL(string: "rpg://quest/1")!
        #expect(delegate.application(.shared, open: url, options: [.sourceApplication: "com.apple.mobilesafari"]) && delegate.opened == [url])
        var fetched: UIBackgroundFetchResult?
        delegate.application(.shared) { fetched = $0 }
        #expect(fetched == .newData && UIBackgroundFetchResult.failed.rawValue == 2)
        UIApplication.shared.open(url, options: [.universalLinksOnly: true]) { #expect($0 == false) }
    }

    @Test func iOS16LiveActivityCallsCompileAndStartNothing() async {
        #expect(Activity<DeliveryAttributes>.activities.isEmpty)
        for activity in Activity<DeliveryAttributes>.activities { await tickFocusTimer(activity, minutesLeft: 0) }
    }
}
