import Foundation

/// The preference key `preferredColorScheme(_:)` sets: the colour scheme a view asks its
/// presentation to use (`nil`: no preference). Don't use it directly: set a preference with
/// `preferredColorScheme(_:)`, read the scheme in effect from `EnvironmentValues.colorScheme`.
/// A preview or snapshot render (a window) takes the first preference stated for all of its
/// view; a plain `ImageRenderer` applies it to the subtree that states it.
public struct PreferredColorSchemeKey: PreferenceKey {
    /// The preferred colour scheme, if any.
    public typealias Value = ColorScheme?
    /// No preference.
    public static let defaultValue: ColorScheme? = nil

    /// Keeps the first stated preference in view-tree order; a later one applies only if no
    /// earlier view stated one.
    public static func reduce(value: inout PreferredColorSchemeKey.Value, nextValue: () -> PreferredColorSchemeKey.Value) {
        if value == nil { value = nextValue() }
    }
}

nonisolated extension View {
    /// Sets this view's colour scheme (deprecated in SwiftUI: use `preferredColorScheme(_:)`,
    /// or `environment(\.colorScheme, _:)`), as `environment(\.colorScheme, colorScheme)`.
    @available(*, deprecated, message: "Use preferredColorScheme(_:) instead")
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}
