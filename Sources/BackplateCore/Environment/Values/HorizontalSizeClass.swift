import Foundation

/// A set of values that indicate the visual size available to the view.
public enum UserInterfaceSizeClass: Hashable, CaseIterable, Sendable {
    /// The compact size class (iPhone portrait width).
    case compact
    /// The regular size class (iPhone portrait height, iPad).
    case regular
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .compact
}

extension EnvironmentValues {
    /// The horizontal size class. Backplate renders as an iPhone in portrait, so the default
    /// is `.compact`; set `.regular` to render an iPad or landscape layout branch.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
}
