import Testing
import Foundation
import Backplate
import BackplateUIKit
import EventKit

/// An app delegate keeps its push token in a static property, as focusmate's does (unseen28):
/// `UIApplicationDelegate` is main-actor isolated, as UIKit's is, so in Swift 6 mode the class
/// and its static state are too and the file compiles (it failed with "not concurrency-safe").
final class PushTokenAppDelegate: NSObject, UIApplicationDelegate {
    static var pushToken: String?

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        Self.pushToken = deviceToken.map { String(format: "%02x", $0) }.joined()
    }
}

@MainActor @Suite struct AppDelegateIsolationTests {
    @Test func aDelegatesStaticStateIsMainActorIsolated() {
        let delegate = PushTokenAppDelegate()
        #expect(PushTokenAppDelegate.pushToken == nil)
        delegate.application(UIApplication.shared, didRegisterForRemoteNotificationsWithDeviceToken: Data([0xde, 0xad, 0x01]))
        #expect(PushTokenAppDelegate.pushToken == "dead01")
        #expect(delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
    }
}

/// A main-actor calendar service awaits its store's access request without sending the store
/// (focusmate's `CalendarService` in Swift 6 mode, unseen28: "sending 'self.eventStore' risks
/// causing data races" while the request was a plain nonisolated async method).
@MainActor final class CalendarPermissionService {
    let eventStore = EKEventStore()

    func requestPermission() async -> Bool {
        do {
            return try await eventStore.requestFullAccessToEvents()
        } catch {
            return false
        }
    }
}

@MainActor @Suite struct CalendarPermissionIsolationTests {
    @Test func aMainActorServiceAsksForAccessAndIsRefused() async {
        let service = CalendarPermissionService()
        #expect(await service.requestPermission() == false)
        #expect(EKEventStore.authorizationStatus(for: .event) == .notDetermined)
    }
}
