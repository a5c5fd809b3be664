import Foundation

/// The tint of a list item's symbols in a sidebar list (iOS 14): fixed, preferred (the
/// system may override it), or monochrome. The iPhone list styles Backplate draws have no
/// tinted item symbols, so no tint changes what is drawn.
public struct ListItemTint: Sendable {
    let color: Color?
    let isFixed: Bool

    /// A tint the system never overrides.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint, isFixed: true) }
    /// A tint the system may override.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint, isFixed: false) }
    /// The monochrome (grey) tint.
    public static let monochrome = ListItemTint(color: nil, isFixed: true)
}

nonisolated extension View {
    /// Sets the tint of list items (their symbols in a sidebar list); no effect on the iPhone
    /// list styles drawn here.
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        modifier(_InertModifier())
    }
}
