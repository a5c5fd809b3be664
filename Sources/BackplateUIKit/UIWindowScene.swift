import Foundation
import BackplateCore

/// UIKit's scene: one instance of an app's UI. Backplate's process has one, a `UIWindowScene`,
/// in `UIApplication.shared.connectedScenes`, active in the foreground. Backplate runs no app
/// life cycle: nothing creates a scene delegate or calls its methods.
open class UIScene: UIResponder {
    /// The scene's title (empty).
    open var title: String! = ""
    /// The session the scene belongs to; its configuration names the delegate class.
    public let session: UISceneSession
    /// The scene's delegate (held strongly, as UIKit does): set by the app, never called.
    open var delegate: (any UISceneDelegate)?
    /// Always `.foregroundActive`: a render is the app on screen.
    open var activationState: ActivationState { .foregroundActive }

    /// A scene in `session`, connected for the reasons in `connectionOptions`.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
        session.scene = self
    }

    /// Where a scene is in its life.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen, receiving events.
        case foregroundActive
        /// On screen, not receiving events.
        case foregroundInactive
        /// Off screen.
        case background
    }
}

/// A scene with windows, as code reads it for the screen's size and the safe area
/// (`(UIApplication.shared.connectedScenes.first as? UIWindowScene)?.keyWindow?.safeAreaInsets`):
/// the default preview device, an iPhone 15 Pro in portrait (393 × 852 points, insets 59 top and
/// 34 bottom), whatever size a render is given, as `UIScreen.main` is.
open class UIWindowScene: UIScene {
    /// The scene's screen: `UIScreen.main`.
    public let screen: UIScreen
    /// The scene's windows: one, the key window, filling the screen.
    public private(set) var windows: [UIWindow] = []
    /// The window that receives key events: the scene's one window.
    open var keyWindow: UIWindow? { windows.first }
    /// Portrait.
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }
    /// The scene's traits: the screen's.
    open var traitCollection: UITraitCollection { screen.traitCollection }
    /// The smallest and largest sizes a person may resize the scene's windows to: `nil` on
    /// iPhone, whose scenes always fill the screen.
    open var sizeRestrictions: UISceneSizeRestrictions? { nil }

    /// A window scene on the main screen with one window, in `session`.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        screen = .main
        super.init(session: session, connectionOptions: connectionOptions)
        let window = UIWindow(frame: screen.bounds)
        window.windowScene = self
        windows = [window]
    }

    /// The process's one scene, in an application session with the default configuration.
    @MainActor static let shared = UIWindowScene(
        session: UISceneSession(role: .windowApplication, configuration: UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)),
        connectionOptions: UIScene.ConnectionOptions())
}

/// UIKit's window: the view that holds an app's views on a screen. Never drawn; the scene's
/// window reports the default device's safe area.
open class UIWindow: UIView {
    /// The scene the window belongs to.
    open weak var windowScene: UIWindowScene?
    /// The controller whose view fills the window.
    open var rootViewController: UIViewController?
    /// Whether this is the key window: the scene's window is.
    open var isKeyWindow: Bool { windowScene?.keyWindow === self }
    /// The window's screen.
    open var screen: UIScreen { windowScene?.screen ?? .main }
    /// The device's portrait safe area (iPhone 15 Pro: 59 top, 34 bottom) for a scene's window,
    /// zero for another.
    open override var safeAreaInsets: UIEdgeInsets {
        windowScene == nil ? .zero : UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    }
    /// A window in `windowScene`, filling its screen.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }
    /// A window with a frame.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// A window from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// Posted when a window becomes key (never, in a render: the scene's window is key from the start).
    public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted when a window stops being key (never, in a render).
    public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
    /// Posted when a window becomes visible (never, in a render).
    public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    /// Posted when a window becomes hidden (never, in a render).
    public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")
    /// Makes the window key and shows it: nothing to show in a render.
    open func makeKeyAndVisible() {}
    /// Makes the window key.
    open func makeKey() {}
    /// The proxy that styles every window (`UIWindow.appearance().tintColor`): windows are never
    /// drawn, so what is set on it changes nothing in a render.
    public static func appearance() -> UIWindow { UIWindow(frame: .zero) }
}

/// An interface's orientation.
public enum UIInterfaceOrientation: Int, Sendable {
    /// Not known.
    case unknown
    /// Upright.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Turned so the home button (or bottom) is on the left.
    case landscapeLeft = 4
    /// Turned so the home button (or bottom) is on the right.
    case landscapeRight = 3
    /// Whether the orientation is portrait or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is a landscape one.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

extension UIApplication {
    /// The connected scenes: one `UIWindowScene`, the default device's screen.
    public var connectedScenes: Set<UIScene> { [UIWindowScene.shared] }
    /// The sessions the system keeps for the app: the one scene's.
    public var openSessions: Set<UISceneSession> { [UIWindowScene.shared.session] }
    /// Whether the app shows several scenes at once: `false`, as on iPhone.
    public var supportsMultipleScenes: Bool { false }
    /// The app's windows (deprecated in iOS 15): the scene's one window.
    @available(iOS, deprecated: 15.0, message: "Use UIWindowScene.windows on a relevant window scene instead")
    public var windows: [UIWindow] { UIWindowScene.shared.windows }
    /// The key window (deprecated in iOS 13): the scene's window.
    @available(iOS, deprecated: 13.0, message: "Should not be used for applications that support multiple scenes")
    public var keyWindow: UIWindow? { UIWindowScene.shared.keyWindow }
}

/// The sizes a resizable scene's windows may take (iPad and Mac); an iPhone scene has none.
@MainActor @preconcurrency
open class UISceneSizeRestrictions: NSObject {
    /// The smallest size.
    open var minimumSize: CGSize = .zero
    /// The largest size.
    open var maximumSize: CGSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    /// Whether the scene may fill the screen (iOS 16).
    open var allowsFullScreen = true
}
