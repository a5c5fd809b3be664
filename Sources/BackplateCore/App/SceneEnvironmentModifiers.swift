import Foundation

// Scene modifiers. Those that set the environment pass it to every root view `SceneRoots`
// returns, as the same modifier on the view would; the others describe windows, menus or
// background work, which a render has none of, and change nothing.

nonisolated extension Scene {
    /// Puts an observable object in the environment of the scene's views.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        _EnvironmentScene(content: self) { $0.environment(object) }
    }

    /// Puts an observable object in the environment of the scene's views, for `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        _EnvironmentScene(content: self) { $0.environmentObject(object) }
    }

    /// Transforms an environment value for the scene's views.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some Scene {
        _EnvironmentScene(content: self) { $0.transformEnvironment(keyPath, transform: transform) }
    }

    /// Sets the store `@AppStorage` reads in the scene's views.
    public func defaultAppStorage(_ store: UserDefaults) -> some Scene {
        _EnvironmentScene(content: self) { $0.defaultAppStorage(store) }
    }

    /// How the scene's windows may be resized (no windows in a render: no effect).
    public func windowResizability(_ resizability: WindowResizability) -> some Scene {
        _ModifiedScene(content: self)
    }

    /// The external events (URLs, activities) the scene handles (none arrive in a render).
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene {
        _ModifiedScene(content: self)
    }

    /// Removes the scene's default menu commands (no menus in a render).
    public func commandsRemoved() -> some Scene {
        _ModifiedScene(content: self)
    }

    /// Replaces the scene's menu commands (no menus in a render).
    public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        _ModifiedScene(content: self)
    }

    /// Runs `action` for background tasks of `task`'s kind (no background tasks run in a render).
    public func backgroundTask<Request: Sendable, Response: Sendable>(_ task: BackgroundTask<Request, Response>,
                                                                        action: @escaping @Sendable (Request) async -> Response) -> some Scene {
        _ModifiedScene(content: self)
    }
}

/// How a window may be resized (iOS 17). No windows in a render.
public struct WindowResizability: Sendable {
    let name: String
    /// The platform's choice.
    public static var automatic: WindowResizability { WindowResizability(name: "automatic") }
    /// Between the content's minimum and maximum sizes.
    public static var contentSize: WindowResizability { WindowResizability(name: "contentSize") }
    /// At least the content's minimum size.
    public static var contentMinSize: WindowResizability { WindowResizability(name: "contentMinSize") }
}

/// A kind of background task an app handles (iOS 16). None runs in a render.
public struct BackgroundTask<Request, Response>: Sendable {
    let name: String
}

extension BackgroundTask where Request == Void, Response == Void {
    /// An app refresh task with an identifier.
    public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> {
        BackgroundTask(name: "appRefresh \(identifier)")
    }

    /// A URL session's background events, for one session identifier.
    public static func urlSession(_ identifier: String) -> BackgroundTask<Void, Void> {
        BackgroundTask(name: "urlSession \(identifier)")
    }
}

extension BackgroundTask where Request == String, Response == Void {
    /// A URL session's background events.
    public static var urlSession: BackgroundTask<String, Void> { BackgroundTask(name: "urlSession") }

    /// A URL session's background events, for the session identifiers `matching` accepts.
    /// (No session delivers events in a render: the predicate is never called.)
    public static func urlSession(matching: @escaping @Sendable (String) -> Bool) -> BackgroundTask<String, Void> {
        BackgroundTask(name: "urlSession matching")
    }
}
