import Testing
import BackplateTestSupport
import Foundation
import UIKit

/// An app's `SceneDelegate.swift` as Xcode's template writes it.
private final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }

    func sceneDidBecomeActive(_ scene: UIScene) {}
    func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// The app delegate that names the scene delegate class.
private final class SceneAppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = TemplateSceneDelegate.self
        return configuration
    }
}

/// An app delegate that leaves scene configuration to UIKit.
private final class PlainAppDelegate: NSObject, UIApplicationDelegate {}

/// Scene-based life cycle types: the process's one window scene has an application session, and
/// an app's scene and app delegates compile and behave as on iOS when called (Backplate calls none).
@MainActor @Suite struct SceneDelegateTests {
    func scene() throws -> UIWindowScene {
        try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
    }

    @Test func theSceneHasAnApplicationSession() throws {
        let scene = try scene()
        #expect(scene.session.role == .windowApplication)
        #expect(scene.session.role.rawValue == "UIWindowSceneSessionRoleApplication")
        #expect(scene.session.scene === scene)
        #expect(scene.session.configuration.role == .windowApplication)
        #expect(UIApplication.shared.openSessions == [scene.session])
        #expect(!UIApplication.shared.supportsMultipleScenes)
        #expect(scene.activationState == .foregroundActive && scene.delegate == nil)
    }

    @Test func aTemplateSceneDelegateMakesAWindowFillingTheScreen() throws {
        let scene = try scene()
        let delegate = TemplateSceneDelegate()
        let options = UIScene.ConnectionOptions()
        #expect(options.urlContexts.isEmpty && options.userActivities.isEmpty)
        #expect(options.sourceApplication == nil && options.handoffUserActivityType == nil)
        delegate.scene(scene, willConnectTo: scene.session, options: options)
        let window = try #require(delegate.window)
        #expect(window.windowScene === scene && window.rootViewController != nil)
        #expect(window.bounds.size == CGSize(width: 393, height: 852))
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(delegate.stateRestorationActivity(for: scene) == nil)
    }

    @Test func theAppDelegateNamesTheSceneDelegateClass() throws {
        let session = try scene().session
        let configuration = SceneAppDelegate().application(UIApplication.shared, configurationForConnecting: session,
                                                           options: UIScene.ConnectionOptions())
        #expect(configuration.name == "Default Configuration" && configuration.role == .windowApplication)
        #expect(configuration.delegateClass.map { ObjectIdentifier($0) } == ObjectIdentifier(TemplateSceneDelegate.self))
        #expect(configuration.sceneClass == nil)
        let fallback = PlainAppDelegate().application(UIApplication.shared, configurationForConnecting: session,
                                                      options: UIScene.ConnectionOptions())
        #expect(fallback === session.configuration)
    }
}
