import Foundation

nonisolated extension View {
    /// Sets the tint of list items (their symbols in a sidebar list); no effect on the
    /// iPhone list styles drawn here.
    public func listItemTint(_ tint: Color?) -> some View {
        modifier(_InertModifier())
    }
}
