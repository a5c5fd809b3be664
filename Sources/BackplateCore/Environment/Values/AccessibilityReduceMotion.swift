import Foundation

private struct AccessibilityReduceMotionKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the Reduce Motion setting is on (`false` by default). A still render animates
    /// nothing either way; views that branch on it draw the branch it selects.
    public var accessibilityReduceMotion: Bool {
        get { self[AccessibilityReduceMotionKey.self] }
        set { self[AccessibilityReduceMotionKey.self] = newValue }
    }
}
