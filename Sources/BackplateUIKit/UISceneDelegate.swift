import Foundation
import BackplateCore

/// What a scene tells its delegate about its life (UIKit's `UISceneDelegate`), as an app's
/// `SceneDelegate.swift` implements it. Every method is optional (a default that does nothing);
/// Backplate runs no app life cycle and calls none of them.
@MainActor @preconcurrency
public protocol UISceneDelegate: NSObjectProtocol {
    /// The scene is connecting: an app makes its window and root view controller here.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was disconnected from the app.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to become inactive.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to enter the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene entered the background.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// The scene was asked to open URLs.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// The activity that saves the scene's state (`nil`: none).
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    /// A Handoff or search activity should continue in the scene.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    /// An activity of `userActivityType` is about to continue.
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)
    /// An activity of `userActivityType` could not continue.
    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)
    /// The scene's activity was updated.
    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)
}

extension UISceneDelegate {
    /// Does nothing.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    /// Does nothing.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    /// `nil`: no state is saved.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    /// Does nothing.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    /// Does nothing.
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}
    /// Does nothing.
    public func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) {}
    /// Does nothing.
    public func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {}
}

/// A scene delegate that manages a window (UIKit's `UIWindowSceneDelegate`): the delegate of
/// an app's `UIWindowScene`, which keeps its window in `window`. Backplate calls none of it.
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window, which the delegate keeps (a stored `var window: UIWindow?`).
    var window: UIWindow? { get set }
    /// The person chose one of the app's Home Screen quick actions while the scene runs: a still
    /// render never launches from one, so Backplate never calls it.
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void)
}

extension UIWindowSceneDelegate {
    /// No window, for a delegate that keeps none; setting it does nothing.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    /// Reports the quick action not handled: calls `completionHandler(false)`.
    public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void) {
        completionHandler(false)
    }
}
