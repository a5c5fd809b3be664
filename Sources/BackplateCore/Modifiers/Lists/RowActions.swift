import Foundation

nonisolated extension View {
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
