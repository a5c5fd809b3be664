import Foundation

extension View {
    /// Adds custom swipe actions to a list row. They appear only while swiping, so a still
    /// render does not draw them.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        modifier(_InertModifier())
    }

    /// Marks a list or scroll view as refreshable (pull to refresh). No effect in a still render.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_InertModifier())
    }

    /// Sets the tint of list items (their symbols in a sidebar list); no effect on the
    /// iPhone list styles drawn here.
    public func listItemTint(_ tint: Color?) -> some View {
        modifier(_InertModifier())
    }

    /// Adds a menu to the navigation title; the title draws as usual (the menu's chevron is
    /// not drawn).
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        modifier(_InertModifier())
    }
}
