import Foundation

private struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the user is searching in a `searchable` view above this one. Always `false`
    /// in a still render: the search field is drawn at rest, not focused, and a view that
    /// switches to search results on `isSearching` shows its normal content.
    public var isSearching: Bool { self[IsSearchingKey.self] }
}

/// An action that ends the current search (read from the `dismissSearch` environment value).
/// A still render never searches: calling it does nothing.
public struct DismissSearchAction: Sendable {
    init() {}
    /// Ends the search (does nothing in a still render).
    public func callAsFunction() {}
}

private struct DismissSearchKey: EnvironmentKey { static let defaultValue = DismissSearchAction() }

extension EnvironmentValues {
    /// Ends the current search; does nothing in a still render.
    public var dismissSearch: DismissSearchAction { self[DismissSearchKey.self] }
}
