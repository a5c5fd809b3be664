import Foundation

private struct AccessibilityReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the Reduce Transparency setting is on (`false` by default). Stored; materials
    /// draw as usual in this version.
    public var accessibilityReduceTransparency: Bool {
        get { self[AccessibilityReduceTransparencyKey.self] }
        set { self[AccessibilityReduceTransparencyKey.self] = newValue }
    }
}
