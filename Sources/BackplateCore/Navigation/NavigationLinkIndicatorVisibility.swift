import Foundation

private struct NavigationLinkIndicatorVisibilityKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    /// Whether a navigation link in a list row would show its disclosure chevron here:
    /// `.automatic` unless `navigationLinkIndicatorVisibility(_:)` set it (iOS 26 SDK,
    /// back-deployed to iOS 17).
    public internal(set) var navigationLinkIndicatorVisibility: Visibility {
        get { self[NavigationLinkIndicatorVisibilityKey.self] }
        set { self[NavigationLinkIndicatorVisibilityKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Shows or hides the disclosure chevron of the navigation links in this view's list rows:
    /// `.hidden` draws the row without it (the row keeps its height and insets); set on a
    /// `List` it applies to every link, on one `NavigationLink` to that link.
    public func navigationLinkIndicatorVisibility(_ visibility: Visibility) -> some View {
        environment(\.navigationLinkIndicatorVisibility, visibility)
    }
}
