import Foundation

nonisolated extension View {
    /// Adds a context menu, shown on a long press. A still render shows the view only; the
    /// menu items are not evaluated.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(_InertModifier())
    }

    /// Adds a context menu with a custom preview. A still render shows the view only.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        modifier(_InertModifier())
    }
}
