import Foundation

/// A notification to schedule (UserNotifications' `UNNotificationRequest`): its identifier,
/// content and trigger. `UNUserNotificationCenter.add(_:)` keeps it pending; nothing fires on Linux.
open class UNNotificationRequest {
    /// The identifier; adding a request with the same identifier replaces the pending one.
    public let identifier: String
    /// What the notification shows (a copy of the content passed in).
    public let content: UNNotificationContent
    /// What makes it fire (`nil`: at once).
    public let trigger: UNNotificationTrigger?

    /// A request for `content`, fired by `trigger`.
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        // UserNotifications copies the content: later changes to a mutable content do not reach it.
        let copy = UNNotificationContent()
        copy.fields = content.fields
        self.content = copy
        self.trigger = trigger
    }
}

/// A delivered notification (UserNotifications' `UNNotification`); none is delivered on Linux.
open class UNNotification {
    /// When it was delivered.
    public let date: Date
    /// The request it was delivered for.
    public let request: UNNotificationRequest

    init(date: Date, request: UNNotificationRequest) {
        self.date = date
        self.request = request
    }
}

/// A person's answer to a notification (UserNotifications' `UNNotificationResponse`).
open class UNNotificationResponse {
    /// The notification answered.
    public let notification: UNNotification
    /// The action chosen (`UNNotificationDefaultActionIdentifier` for a tap).
    public let actionIdentifier: String

    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}

/// The action identifier of a tap on the notification itself.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action identifier of a dismissal (with `.customDismissAction`).
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// How a notification that arrives in the foreground is shown
/// (UserNotifications' `UNNotificationPresentationOptions`).
public struct UNNotificationPresentationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Options of these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Update the badge.
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    /// Play the sound.
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    /// Show the alert (deprecated in iOS 14 for `.list` and `.banner`).
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    /// Show it in Notification Center.
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    /// Show it as a banner.
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}
