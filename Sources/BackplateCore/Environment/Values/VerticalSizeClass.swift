import Foundation

private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

extension EnvironmentValues {
    /// The vertical size class. Backplate renders as an iPhone in portrait, so the default is
    /// `.regular`; set `.compact` to render an iPhone landscape layout branch.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
