import Foundation

/// How prominent a badge is (iOS 17).
public enum BadgeProminence: Hashable, Sendable {
    /// The lowest prominence: a list row's badge in the tertiary label colour.
    case decreased
    /// The default: a list row's badge in the secondary label colour.
    case standard
    /// The highest prominence, for something that needs attention (unread mail): a list row's
    /// badge as white text on a red capsule, the look of a tab item's badge.
    case increased
}

private struct BadgeProminenceKey: EnvironmentKey {
    static let defaultValue = BadgeProminence.standard
}

extension EnvironmentValues {
    /// The prominence of badges in this environment (`.standard` by default).
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the prominence of the badges of list rows in this view.
    public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        environment(\.badgeProminence, prominence)
    }
}
