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

    /// Adds a context menu for the selected items of a `List` or `Table` (iOS 16), shown on a
    /// long press. A still render shows the container only; the menu is not evaluated.
    public func contextMenu<I: Hashable, M: View>(forSelectionType itemType: I.Type = I.self,
                                                  @ViewBuilder menu: @escaping (Set<I>) -> M,
                                                  primaryAction: ((Set<I>) -> Void)? = nil) -> some View {
        modifier(_InertModifier())
    }
}
