import Foundation
import BackplateCore

/// UIKit's haptic feedback generator, so code that taps the Taptic Engine from a SwiftUI
/// action compiles on Linux. A render has no engine: `prepare()` and every trigger do nothing
/// and draw nothing.
@MainActor @preconcurrency
open class UIFeedbackGenerator: NSObject {
    /// Readies the engine for feedback soon (nothing to ready in a render).
    open func prepare() {}
}

/// Haptics for a collision (UIKit's `UIImpactFeedbackGenerator`): a render plays none.
@MainActor @preconcurrency
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How strong an impact feels, from `.light` to `.heavy`; `.soft` and `.rigid` (iOS 13).
    public enum FeedbackStyle: Int, Sendable {
        /// A small, light object colliding.
        case light
        /// A moderately sized object colliding.
        case medium
        /// A large, heavy object colliding.
        case heavy
        /// A flexible object colliding (iOS 13).
        case soft
        /// A hard, inflexible object colliding (iOS 13).
        case rigid
    }
    /// The impact's style (`.medium` unless given).
    public let style: FeedbackStyle

    /// A generator of impacts of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
    }
    /// A generator of medium impacts.
    public override convenience init() {
        self.init(style: .medium)
    }
    /// Plays an impact at the style's strength (nothing in a render).
    open func impactOccurred() {}
    /// Plays an impact at `intensity` (0...1) of the style's strength (nothing in a render).
    open func impactOccurred(intensity: CGFloat) {}
    /// Plays an impact at a location in the view (iOS 17.5; nothing in a render).
    open func impactOccurred(at location: CGPoint) {}
    /// Plays an impact at `intensity` and a location (iOS 17.5; nothing in a render).
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) {}
}

/// Haptics for a changing selection (UIKit's `UISelectionFeedbackGenerator`): a render plays
/// none.
@MainActor @preconcurrency
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the selection-changed tick (nothing in a render).
    open func selectionChanged() {}
    /// Plays the tick at a location in the view (iOS 17.5; nothing in a render).
    open func selectionChanged(at location: CGPoint) {}
}

/// Haptics for a task's outcome (UIKit's `UINotificationFeedbackGenerator`): a render plays
/// none.
@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome a notification haptic tells.
    public enum FeedbackType: Int, Sendable {
        /// A task succeeded.
        case success
        /// A task produced a warning.
        case warning
        /// A task failed.
        case error
    }
    /// Plays the haptic for `notificationType` (nothing in a render).
    open func notificationOccurred(_ notificationType: FeedbackType) {}
    /// Plays the haptic for `notificationType` at a location (iOS 17.5; nothing in a render).
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {}
}
