import Foundation

// The accessibility settings a view can read from the environment, each `false` by default
// (a device with none of them on). A still render draws the branch a view picks for the value
// set with `.environment(\.key, value)`; Backplate itself changes nothing by them.

private struct AccessibilityEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct AccessibilityVoiceOverEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct AccessibilitySwitchControlEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct AccessibilityInvertColorsKey: EnvironmentKey { static let defaultValue = false }
private struct AccessibilityShowButtonShapesKey: EnvironmentKey { static let defaultValue = false }
private struct AccessibilityDimFlashingLightsKey: EnvironmentKey { static let defaultValue = false }
private struct AccessibilityPlayAnimatedImagesKey: EnvironmentKey { static let defaultValue = true }
private struct AccessibilityLargeContentViewerEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct AccessibilityQuickActionsEnabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether an assistive technology (VoiceOver, Switch Control) is running: `false`.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }
    /// Whether VoiceOver is running: `false`.
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[AccessibilityVoiceOverEnabledKey.self] }
        set { self[AccessibilityVoiceOverEnabledKey.self] = newValue }
    }
    /// Whether Switch Control is running: `false`.
    public var accessibilitySwitchControlEnabled: Bool {
        get { self[AccessibilitySwitchControlEnabledKey.self] }
        set { self[AccessibilitySwitchControlEnabledKey.self] = newValue }
    }
    /// Whether Smart Invert is on: `false` (Backplate never inverts colours).
    public var accessibilityInvertColors: Bool {
        get { self[AccessibilityInvertColorsKey.self] }
        set { self[AccessibilityInvertColorsKey.self] = newValue }
    }
    /// Whether Button Shapes is on: `false` (Backplate's buttons draw without the shapes).
    public var accessibilityShowButtonShapes: Bool {
        get { self[AccessibilityShowButtonShapesKey.self] }
        set { self[AccessibilityShowButtonShapesKey.self] = newValue }
    }
    /// Whether Dim Flashing Lights is on: `false`.
    public var accessibilityDimFlashingLights: Bool {
        get { self[AccessibilityDimFlashingLightsKey.self] }
        set { self[AccessibilityDimFlashingLightsKey.self] = newValue }
    }
    /// Whether animated images play: `true`, the setting's default (a still render shows the
    /// first frame either way).
    public var accessibilityPlayAnimatedImages: Bool {
        get { self[AccessibilityPlayAnimatedImagesKey.self] }
        set { self[AccessibilityPlayAnimatedImagesKey.self] = newValue }
    }
    /// Whether the large content viewer is on: `false`.
    public var accessibilityLargeContentViewerEnabled: Bool {
        get { self[AccessibilityLargeContentViewerEnabledKey.self] }
        set { self[AccessibilityLargeContentViewerEnabledKey.self] = newValue }
    }
    /// Whether quick actions are on (watchOS's setting, `false` on iOS).
    public var accessibilityQuickActionsEnabled: Bool {
        get { self[AccessibilityQuickActionsEnabledKey.self] }
        set { self[AccessibilityQuickActionsEnabledKey.self] = newValue }
    }
}
