import Foundation

/// An action that refreshes data, read from the `refresh` environment value.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void
    /// Runs the refresh action.
    public func callAsFunction() async { await action() }
}

private struct RefreshActionKey: EnvironmentKey { static let defaultValue: RefreshAction? = nil }

extension EnvironmentValues {
    /// The refresh action set by `refreshable(action:)` above this view (`nil` by default).
    public var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Marks the view as refreshable (pull to refresh). A still render shows no refresh
    /// control and never runs the action; the action is available as the `refresh`
    /// environment value below this view.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        let refresh = RefreshAction(action: action)
        return modifier(_EnvironmentTransformModifier { $0.refresh = refresh })
    }
}
