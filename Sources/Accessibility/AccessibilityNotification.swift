import Foundation

/// The notifications an app posts to assistive technologies (iOS 17): an announcement for
/// VoiceOver to read, a layout or screen change. A rendered image has no assistive
/// technology listening, so posting one does nothing.
public enum AccessibilityNotification {
    /// Text for VoiceOver to read aloud.
    public struct Announcement: _AccessibilityNotifications {
        /// What is announced.
        public let announcement: AttributedString

        /// An announcement of `announcement`.
        public init(_ announcement: String) { self.announcement = AttributedString(announcement) }
        /// An announcement of styled text.
        public init(_ announcement: AttributedString) { self.announcement = announcement }
    }

    /// Part of the screen changed its layout.
    public struct LayoutChanged: _AccessibilityNotifications {
        /// A layout change.
        public init() {}
    }

    /// Most of the screen changed, as when a new view appears.
    public struct ScreenChanged: _AccessibilityNotifications {
        /// A screen change.
        public init() {}
    }
}

/// What every accessibility notification can do: be posted.
public protocol _AccessibilityNotifications: Sendable {}

extension _AccessibilityNotifications {
    /// Posts the notification to assistive technologies; none listens in a render.
    public func post() {}
}
