import Foundation

private struct AccessibilityDifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the Differentiate Without Color setting is on (`false` by default).
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[AccessibilityDifferentiateWithoutColorKey.self] }
        set { self[AccessibilityDifferentiateWithoutColorKey.self] = newValue }
    }
}
