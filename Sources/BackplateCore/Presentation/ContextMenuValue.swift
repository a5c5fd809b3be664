import Foundation

/// A context menu as a value (deprecated in SwiftUI for `contextMenu(menuItems:)`): its items
/// show on a long press, so a still render never evaluates them.
public struct ContextMenu<MenuItems: View> {
    /// A context menu of `menuItems`.
    public init(@ViewBuilder menuItems: () -> MenuItems) {}
}

nonisolated extension View {
    /// Adds a context menu, or none when nil (deprecated in SwiftUI). A still render shows the
    /// view only.
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        modifier(_InertModifier())
    }
}
