import Foundation

private struct MenuIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    /// Whether menus show their indicator (`.automatic` by default). On iOS a menu's label
    /// draws no indicator in any case, so an iPhone render looks the same whatever the value.
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorVisibilityKey.self] }
        set { self[MenuIndicatorVisibilityKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets whether menus in this view show their indicator.
    public func menuIndicator(_ visibility: Visibility) -> some View {
        environment(\.menuIndicatorVisibility, visibility)
    }
}
