import Testing
import Foundation
import Backplate
import BackplateUIKit

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
