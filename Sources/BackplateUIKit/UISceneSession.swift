import Foundation
import BackplateCore

/// The system's record of one of an app's scenes: its role, configuration and saved state
/// (UIKit's `UISceneSession`). Backplate's one scene has one, with the default configuration.
@MainActor @preconcurrency
open class UISceneSession: NSObject {
    /// The scene the session is connected to (the process's one scene).
    open internal(set) weak var scene: UIScene?
    /// What the scene is for: `.windowApplication`.
    public let role: UISceneSession.Role
    /// The configuration the scene was made with.
    open internal(set) var configuration: UISceneConfiguration
    /// A string identifying the session across launches.
    public let persistentIdentifier: String
    /// The activity that restores the scene's state (`nil`: none saved).
    open var stateRestorationActivity: NSUserActivity?
    /// App-defined values kept with the session.
    open var userInfo: [String: Any]?

    init(role: UISceneSession.Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        persistentIdentifier = UUID().uuidString
        super.init()
    }

    /// What a scene session is for, a string UIKit defines.
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's string.
        public let rawValue: String
        /// A role from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An interactive window on the device's screen (an app's main scene).
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
}

/// The name, role and classes a scene is made with (UIKit's `UISceneConfiguration`), as an
/// app delegate returns it from `application(_:configurationForConnecting:options:)`.
/// Backplate never instantiates `delegateClass` or `sceneClass`.
@MainActor @preconcurrency
open class UISceneConfiguration: NSObject {
    /// The configuration's name in the Info.plist scene manifest (`nil`: none).
    public let name: String?
    /// The role of the scenes made with it.
    public let role: UISceneSession.Role
    /// The class of the scene's delegate, which UIKit creates when the scene connects.
    open var delegateClass: AnyClass?
    /// The class of the scene itself (`nil`: the role's default, `UIWindowScene`).
    open var sceneClass: AnyClass?

    /// A configuration named `name` for scenes in `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}

extension UIScene {
    /// Why a scene was connected: URLs, user activities, a Handoff (UIKit's
    /// `UIScene.ConnectionOptions`). Backplate's scene was connected for none: every value is empty.
    @MainActor @preconcurrency
    open class ConnectionOptions: NSObject {
        /// The URLs the scene was opened with (none).
        open var urlContexts: Set<UIOpenURLContext> { [] }
        /// The bundle identifier of the app that asked for the scene (`nil`: none).
        open var sourceApplication: String? { nil }
        /// The type of a pending Handoff activity (`nil`: none).
        open var handoffUserActivityType: String? { nil }
        /// The user activities the scene was opened for (none).
        open var userActivities: Set<NSUserActivity> { [] }
        /// The Home Screen quick action the scene was opened for: `nil`, as a still render never
        /// launches from a quick action.
        open var shortcutItem: UIApplicationShortcutItem? { nil }
        /// Options of a scene connected for nothing.
        public override init() { super.init() }
    }

    /// How a URL was opened (UIKit's `UIScene.OpenURLOptions`).
    @MainActor @preconcurrency
    open class OpenURLOptions: NSObject {
        /// The bundle identifier of the app that opened the URL (`nil`: none).
        public let sourceApplication: String?
        /// Data the opening app attached (`nil`: none).
        public let annotation: Any?
        /// Whether the file must be opened in place rather than copied.
        public let openInPlace: Bool

        init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false) {
            self.sourceApplication = sourceApplication
            self.annotation = annotation
            self.openInPlace = openInPlace
            super.init()
        }
    }

    /// Posted after a scene connects (never in a render).
    public nonisolated static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted after a scene disconnects (never in a render).
    public nonisolated static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted when a scene becomes active (never in a render).
    public nonisolated static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when a scene is about to become inactive (never in a render).
    public nonisolated static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when a scene is about to enter the foreground (never in a render).
    public nonisolated static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted when a scene entered the background (never in a render).
    public nonisolated static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

/// A URL a scene was asked to open, with how it was opened (UIKit's `UIOpenURLContext`).
@MainActor @preconcurrency
open class UIOpenURLContext: NSObject {
    /// The URL to open.
    public let url: URL
    /// How it was opened.
    public let options: UIScene.OpenURLOptions

    init(url: URL, options: UIScene.OpenURLOptions) {
        self.url = url
        self.options = options
        super.init()
    }
}
