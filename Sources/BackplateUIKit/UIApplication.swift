import Foundation
import BackplateCore
import BackplateCairo

/// UIKit's application object, so app delegates compile. Backplate runs no application:
/// nothing calls a delegate's methods. Main-actor isolated, as UIKit's, and `@preconcurrency`
/// as UIKit's Objective-C classes are: Swift 5 code may call it from nonisolated code.
@MainActor @preconcurrency
public final class UIApplication: NSObject {
    /// The shared application.
    public static let shared = UIApplication()
    /// The app's delegate (set by nothing in Backplate).
    public weak var delegate: (any UIApplicationDelegate)?
    /// Keys of the launch-options dictionary.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A URL the app was opened with.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// A remote notification the app was launched for.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The Home Screen quick action (a `UIApplicationShortcutItem`) the app was launched from:
        /// a still render never launches from a quick action, so no launch options carry it.
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }
    /// Keys of the options dictionary an app delegate's `application(_:open:options:)` receives.
    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The bundle identifier of the app that asked to open the URL.
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// The annotation the opening app attached.
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        /// Whether the document should be opened in place.
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }
    /// Keys of the options `open(_:options:completionHandler:)` takes.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only a universal link an installed app handles.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
    /// The application's state.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active
        /// In the foreground, not receiving events.
        case inactive
        /// In the background.
        case background
    }
    /// Always `.active` in a render.
    public var applicationState: State { .active }
    /// The badge number (stored, never shown).
    public var applicationIconBadgeNumber = 0
    /// Whether the screen is kept from dimming and locking while the app runs (`false` by
    /// default; kept: a render has no screen that sleeps).
    public var isIdleTimerDisabled = false
    /// The app's dynamic Home Screen quick actions (`nil` until set): kept in memory as set. A still
    /// render shows no Home Screen, so they are never shown, and never performed.
    public var shortcutItems: [UIApplicationShortcutItem]?
    /// The status bar's style (deprecated since iOS 9 as a setting, 13 as a reading): kept as
    /// set, `.default` until then; a still render draws no status bar.
    public var statusBarStyle: UIStatusBarStyle = .default
    /// Sets the status bar's style (deprecated since iOS 9): kept, never drawn.
    public func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) {
        self.statusBarStyle = statusBarStyle
    }
    /// Whether the status bar is hidden (deprecated since iOS 13): `false`, the render's
    /// status bar area being the safe area's top.
    public var isStatusBarHidden: Bool { false }
    /// The interface orientation (deprecated since iOS 13): portrait, as a phone preview is.
    public var statusBarOrientation: UIInterfaceOrientation { .portrait }
    /// Registers for remote notifications: does nothing.
    public func registerForRemoteNotifications() {}
    /// Starts delivering remote-control events (the lock screen's and headphones' play and pause,
    /// deprecated since iOS 7.1 for `MPRemoteCommandCenter`): does nothing, as a render gets none.
    public func beginReceivingRemoteControlEvents() {}
    /// Stops delivering remote-control events: does nothing.
    public func endReceivingRemoteControlEvents() {}
    /// Opening a URL: does nothing and reports failure.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }
    /// Whether a URL could be opened: `false`.
    public func canOpenURL(_ url: URL) -> Bool { false }
    /// Sends `action` to `target`, or along the responder chain when `target` is nil (apps send
    /// `resignFirstResponder` this way to close the keyboard): `false`, as a render has no
    /// first responder and no target is called.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { false }
    /// Asks to close a scene session's windows (iPad and Mac): a render has one scene, which
    /// stays; `errorHandler` is not called.
    public func requestSceneSessionDestruction(_ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
                                               errorHandler: ((any Error) -> Void)? = nil) {}
}

/// How a scene closes when an app asks it to (kept; a render closes no scene).
@MainActor @preconcurrency
open class UISceneDestructionRequestOptions: NSObject {
    /// The animation a closing window plays.
    public enum WindowDismissalAnimation: Int, Sendable {
        /// The standard animation.
        case standard = 1
        /// The window is committed (its work saved).
        case commit = 2
        /// The window's work is declined.
        case decline = 3
    }
    /// The animation (`.standard`).
    open var windowDismissalAnimation: WindowDismissalAnimation = .standard
}

/// UIKit's application delegate. Every method is optional (a default that does nothing, or reports
/// a quick action not handled); Backplate never calls them. Main-actor isolated as UIKit's is, so a
/// delegate class and its static state are too.
@MainActor @preconcurrency
public protocol UIApplicationDelegate: AnyObject {
    /// Launch finished.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Launch will finish.
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The app became active.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app will resign active.
    func applicationWillResignActive(_ application: UIApplication)
    /// The app entered the background.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app will enter the foreground.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app will terminate.
    func applicationWillTerminate(_ application: UIApplication)
    /// A device token for remote notifications arrived.
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    /// Registering for remote notifications failed.
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    /// The configuration a new scene is made with (its delegate class, for an app's SceneDelegate).
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// The person closed scenes; their sessions are gone.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// The person chose one of the app's Home Screen quick actions (an app without scenes; deprecated
    /// in iOS 26 for the scene delegate's): a still render never launches from one, so never called.
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void)
}

extension UIApplicationDelegate {
    /// Returns `true`.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// Returns `true`.
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}
    /// Does nothing.
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    /// Does nothing.
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}
    /// The session's own configuration (UIKit reads the Info.plist scene manifest here).
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        connectingSceneSession.configuration
    }
    /// Does nothing.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    /// Reports the quick action not handled: calls `completionHandler(false)`.
    public func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void) {
        completionHandler(false)
    }
}

/// The property wrapper an `App` uses to create a UIKit app delegate
/// (`@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate`), so app files compile.
/// Backplate runs no app and never creates the delegate (Foundation on Linux gives `NSObject`
/// no `required init()` to create it with): reading `wrappedValue` stops the program with a
/// message saying so. Rendering an app's scenes does not read it.
@MainActor @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    /// Creates the adaptor for a delegate type.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
    /// The delegate, which Backplate never creates.
    public var wrappedValue: DelegateType {
        preconditionFailure("Backplate runs no app, so \(DelegateType.self) is never created; render the app's views instead")
    }
    /// The adaptor itself.
    public var projectedValue: UIApplicationDelegateAdaptor<DelegateType> { self }
}
