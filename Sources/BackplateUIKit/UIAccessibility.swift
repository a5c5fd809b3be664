import Foundation

/// What an accessibility element is and does for VoiceOver (`UIView.accessibilityTraits`).
/// The bits are Backplate's own: UIKit exports the traits as constants, not numbers.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// No traits.
    public static let none: UIAccessibilityTraits = []
    /// A button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// A link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// An image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays a sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// A keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// A summary read when the app starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Not enabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Changes often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// A search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when activated.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Adjusted by swiping up and down.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Takes touches directly.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when VoiceOver finishes reading it.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// A header.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 15)
    /// A tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 16)
    /// A toggle button (iOS 17).
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 17)
    /// Supports zooming.
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 18)
}

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
    /// (as on the Simulator without VoiceOver). Main-actor isolated with `@preconcurrency`, as
    /// UIKit's Objective-C declaration is: Swift 5 code may call it from anywhere.
    @preconcurrency @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {}

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
    /// Whether Grayscale is on: `false`.
    public static var isGrayscaleEnabled: Bool { false }
    /// Whether Mono Audio is on: `false`.
    public static var isMonoAudioEnabled: Bool { false }
    /// Whether closed captions are preferred: `false`.
    public static var isClosedCaptioningEnabled: Bool { false }
    /// Whether Guided Access is on: `false`.
    public static var isGuidedAccessEnabled: Bool { false }
    /// Whether Shake to Undo is on: `true`, iOS's default.
    public static var isShakeToUndoEnabled: Bool { true }
    /// Whether Speak Selection is on: `false`.
    public static var isSpeakSelectionEnabled: Bool { false }
    /// Whether Speak Screen is on: `false`.
    public static var isSpeakScreenEnabled: Bool { false }
    /// Whether AssistiveTouch is on: `false`.
    public static var isAssistiveTouchRunning: Bool { false }
    /// Whether Differentiate Without Color is on: `false`.
    public static var shouldDifferentiateWithoutColor: Bool { false }
    /// Whether On/Off Labels is on: `false`.
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    /// Whether videos play automatically: `true`, iOS's default.
    public static var isVideoAutoplayEnabled: Bool { true }
    /// Whether Button Shapes is on: `false`.
    public static var buttonShapesEnabled: Bool { false }
    /// Whether Prefer Cross-Fade Transitions is on: `false`.
    public static var prefersCrossFadeTransitions: Bool { false }

    // The settings' change notifications: no setting changes during a still render, so none is posted.
    /// Posted when VoiceOver starts or stops.
    public static let voiceOverStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Reduce Motion changes.
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when Reduce Transparency changes.
    public static let reduceTransparencyStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Posted when Bold Text changes.
    public static let boldTextStatusDidChangeNotification = NSNotification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Posted when Increase Contrast changes.
    public static let darkerSystemColorsStatusDidChangeNotification = NSNotification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    /// Posted when Switch Control starts or stops.
    public static let switchControlStatusDidChangeNotification = NSNotification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
    /// Posted when Smart Invert changes.
    public static let invertColorsStatusDidChangeNotification = NSNotification.Name("UIAccessibilityInvertColorsStatusDidChangeNotification")
    /// Posted when Grayscale changes.
    public static let grayscaleStatusDidChangeNotification = NSNotification.Name("UIAccessibilityGrayscaleStatusDidChangeNotification")
    /// Posted when Mono Audio changes.
    public static let monoAudioStatusDidChangeNotification = NSNotification.Name("UIAccessibilityMonoAudioStatusDidChangeNotification")
    /// Posted when the closed-captioning preference changes.
    public static let closedCaptioningStatusDidChangeNotification = NSNotification.Name("UIAccessibilityClosedCaptioningStatusDidChangeNotification")
    /// Posted when Guided Access starts or stops.
    public static let guidedAccessStatusDidChangeNotification = NSNotification.Name("UIAccessibilityGuidedAccessStatusDidChangeNotification")
    /// Posted when Shake to Undo changes.
    public static let shakeToUndoDidChangeNotification = NSNotification.Name("UIAccessibilityShakeToUndoDidChangeNotification")
    /// Posted when Speak Selection changes.
    public static let speakSelectionStatusDidChangeNotification = NSNotification.Name("UIAccessibilitySpeakSelectionStatusDidChangeNotification")
    /// Posted when Speak Screen changes.
    public static let speakScreenStatusDidChangeNotification = NSNotification.Name("UIAccessibilitySpeakScreenStatusDidChangeNotification")
    /// Posted when AssistiveTouch starts or stops.
    public static let assistiveTouchStatusDidChangeNotification = NSNotification.Name("UIAccessibilityAssistiveTouchStatusDidChangeNotification")
    /// Posted when Differentiate Without Color changes.
    public static let differentiateWithoutColorDidChangeNotification = NSNotification.Name("UIAccessibilityShouldDifferentiateWithoutColorDidChangeNotification")
    /// Posted when On/Off Labels changes.
    public static let onOffSwitchLabelsDidChangeNotification = NSNotification.Name("UIAccessibilityOnOffSwitchLabelsDidChangeNotification")
    /// Posted when video autoplay changes.
    public static let videoAutoplayStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVideoAutoplayStatusDidChangeNotification")
    /// Posted when Button Shapes changes.
    public static let buttonShapesEnabledStatusDidChangeNotification = NSNotification.Name("UIAccessibilityButtonShapesEnabledStatusDidChangeNotification")
    /// Posted when Prefer Cross-Fade Transitions changes (UIKit's name has no "Notification").
    public static let prefersCrossFadeTransitionsStatusDidChange = NSNotification.Name("UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")
    /// Posted when an assistive technology focuses an element.
    public static let elementFocusedNotification = NSNotification.Name("UIAccessibilityElementFocusedNotification")
}
