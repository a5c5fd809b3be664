import Foundation

/// UIKit's accessibility settings and notifications. A still render has no assistive app: the
/// settings answer the iOS Simulator's defaults (all off) and posted notifications go nowhere.
public enum UIAccessibility {
    /// An accessibility notification an app posts (`post(notification:argument:)`).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// A new view occupies a major portion of the screen.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement for the assistive app to speak (the argument is the string).
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll action completed.
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Pauses an assistive technology's operations.
        public static let pauseAssistiveTechnology = Notification(rawValue: 1016)
        /// Resumes an assistive technology's operations.
        public static let resumeAssistiveTechnology = Notification(rawValue: 1017)
    }

    /// Posts a notification to assistive apps: none runs in a still render, so nothing happens
    /// (as on the Simulator without VoiceOver).
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {}

    /// Whether VoiceOver is on: `false`, as on the Simulator.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Reduce Motion is on: `false`.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether Reduce Transparency is on: `false`.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether Bold Text is on: `false`.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether Increase Contrast is on: `false`.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether Switch Control is on: `false`.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether Smart Invert is on: `false`.
    public static var isInvertColorsEnabled: Bool { false }
}
