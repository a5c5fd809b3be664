import Foundation

/// The size of sidebar rows, a system setting (iOS 17). Backplate's sidebar lists draw the
/// medium size, the default.
public enum SidebarRowSize: Hashable, Sendable {
    /// Small rows.
    case small
    /// Medium rows, the default.
    case medium
    /// Large rows.
    case large
}

private struct SidebarRowSizeKey: EnvironmentKey { static let defaultValue = SidebarRowSize.medium }

extension EnvironmentValues {
    /// The sidebar row size setting: `.medium`.
    public var sidebarRowSize: SidebarRowSize {
        get { self[SidebarRowSizeKey.self] }
        set { self[SidebarRowSizeKey.self] = newValue }
    }
}
