import Foundation

/// How a search field in a toolbar presents itself (iOS 26).
public struct SearchToolbarBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, minimize }
    let kind: Kind

    /// The system's choice for the context: a full search field.
    public static var automatic: SearchToolbarBehavior { SearchToolbarBehavior(kind: .automatic) }
    /// The search field collapses into a button-like control that expands when tapped.
    public static var minimize: SearchToolbarBehavior { SearchToolbarBehavior(kind: .minimize) }
}

/// How a `TabView`'s search tab activates search (iOS 26).
public struct TabSearchActivation: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, searchTabSelection }
    let kind: Kind

    /// Search activates only when the search field is interacted with.
    public static var automatic: TabSearchActivation { TabSearchActivation(kind: .automatic) }
    /// Selecting the search tab activates search; dismissing search reselects the previous tab.
    public static var searchTabSelection: TabSearchActivation { TabSearchActivation(kind: .searchTabSelection) }
}

nonisolated extension View {
    /// Configures how the search field of `searchable` presents itself in a toolbar (iOS 26).
    ///
    /// Backplate draws the search field at full size whatever the behaviour; with `.minimize`,
    /// where iOS 26 draws a compact search button instead, a runtime warning says so.
    public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View {
        modifier(_WarningModifier(message: behavior == .minimize
            ? "searchToolbarBehavior(.minimize): the search field is drawn at full size, not as iOS 26's search button" : nil))
    }

    /// Configures whether selecting a `TabView`'s search tab activates search (iOS 26). The
    /// activation is interactive: a still render draws the tabs the same either way.
    public func tabViewSearchActivation(_ activation: TabSearchActivation) -> some View {
        modifier(_InertModifier())
    }
}
