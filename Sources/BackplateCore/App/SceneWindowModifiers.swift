import Foundation

// iOS 18's window and scene settings. A render draws one view, not windows or scenes, and an
// iPhone's single window has none of these controls: each is accepted and changes nothing.

/// Whether the system restores a scene's windows at launch (iOS 18).
public struct SceneRestorationBehavior: Sendable {
    let name: String
    /// The system's choice.
    public static var automatic: SceneRestorationBehavior { SceneRestorationBehavior(name: "automatic") }
}

/// How the window manager treats a scene's windows (iOS 18).
public struct WindowManagerRole: Sendable {
    let name: String
    /// The system's choice.
    public static var automatic: WindowManagerRole { WindowManagerRole(name: "automatic") }
}

/// How a window's toolbar shows labels: icons, titles or both (iOS 18).
public struct ToolbarLabelStyle: Sendable, Equatable {
    let name: String
    /// The system's choice (an iPhone's toolbars show their icons).
    public static var automatic: ToolbarLabelStyle { ToolbarLabelStyle(name: "automatic") }
}

/// Whether a window's toolbar shows in full screen (iOS 18, Mac Catalyst).
public struct WindowToolbarFullScreenVisibility: Sendable {
    let name: String
    /// The system's choice.
    public static var automatic: WindowToolbarFullScreenVisibility { WindowToolbarFullScreenVisibility(name: "automatic") }
}

private struct ToolbarLabelStyleKey: EnvironmentKey { static var defaultValue: ToolbarLabelStyle? { nil } }
private struct IsUserAuthenticationEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// The window toolbar's label style set with `windowToolbarLabelStyle`: `nil` (an
    /// iPhone's toolbars keep their own style).
    public var toolbarLabelStyle: ToolbarLabelStyle? {
        get { self[ToolbarLabelStyleKey.self] }
        set { self[ToolbarLabelStyleKey.self] = newValue }
    }
    /// Whether the system may ask the person to authenticate (iOS 18): `true`.
    public var isUserAuthenticationEnabled: Bool {
        get { self[IsUserAuthenticationEnabledKey.self] }
        set { self[IsUserAuthenticationEnabledKey.self] = newValue }
    }
}

nonisolated extension Scene {
    /// Sets whether the scene's windows are restored at launch. No windows in a render.
    public func restorationBehavior(_ behavior: SceneRestorationBehavior) -> some Scene {
        _ModifiedScene(content: self)
    }
    /// Sets the window manager's role for the scene's windows. No windows in a render.
    public func windowManagerRole(_ role: WindowManagerRole) -> some Scene {
        _ModifiedScene(content: self)
    }
    /// Sets the visibility of the system overlays over the scene (the home indicator). A
    /// render draws none, so the image is the same.
    public func persistentSystemOverlays(_ preferredVisibility: Visibility) -> some Scene {
        _ModifiedScene(content: self)
    }
    /// Fixes the label style of the scene's window toolbars. An iPhone has no window toolbar.
    public func windowToolbarLabelStyle(fixed: ToolbarLabelStyle) -> some Scene {
        _ModifiedScene(content: self)
    }
    /// Binds the label style of the scene's window toolbars. An iPhone has no window toolbar.
    public func windowToolbarLabelStyle(_ toolbarLabelStyle: Binding<ToolbarLabelStyle>) -> some Scene {
        _ModifiedScene(content: self)
    }
    /// Adds a context menu to the document browser's files. A render shows no browser menu.
    public func documentBrowserContextMenu<M: View>(@ViewBuilder _ menu: @escaping ([URL]?) -> M) -> some Scene {
        _ModifiedScene(content: self)
    }
}

nonisolated extension View {
    /// Sets whether the window toolbar shows in full screen. An iPhone has no window toolbar:
    /// the view draws as without it.
    public func windowToolbarFullScreenVisibility(_ visibility: WindowToolbarFullScreenVisibility) -> some View {
        modifier(_InertModifier())
    }
    /// Adds a context menu to the document browser's files. A render shows no browser menu:
    /// the view draws as without it.
    public func documentBrowserContextMenu<M: View>(@ViewBuilder _ menu: @escaping ([URL]?) -> M) -> some View {
        modifier(_InertModifier())
    }
    /// Lets a click on the view also activate its inactive window (macOS). An iPhone's window
    /// is always active: the view draws as without it.
    public func allowsWindowActivationEvents(_ value: Bool? = true) -> some View {
        modifier(_InertModifier())
    }
}
