import Foundation

/// The order of a menu's items when it opens (iOS 16).
public struct MenuOrder: Hashable, Sendable {
    let name: String
    /// The system's choice: on iOS, the first item nearest the menu's label.
    public static let automatic = MenuOrder(name: "automatic")
    /// The first item nearest the label, wherever the menu opens.
    public static let priority = MenuOrder(name: "priority")
    /// Top to bottom in declaration order.
    public static let fixed = MenuOrder(name: "fixed")
}

private struct MenuOrderKey: EnvironmentKey {
    static let defaultValue = MenuOrder.automatic
}

extension EnvironmentValues {
    /// The order menus in this environment give their items (`.automatic` by default). A
    /// still render never opens a menu, so the value changes nothing drawn.
    public var menuOrder: MenuOrder {
        get { self[MenuOrderKey.self] }
        set { self[MenuOrderKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the order of the items of menus in this view.
    public func menuOrder(_ order: MenuOrder) -> some View {
        environment(\.menuOrder, order)
    }
}
