import Foundation
import BackplateCore

/// What makes a notification fire (UserNotifications' `UNNotificationTrigger`). On Linux no
/// notification fires; the triggers answer their dates.
open class UNNotificationTrigger {
    /// Whether it fires again after firing.
    public let repeats: Bool

    init(repeats: Bool) { self.repeats = repeats }
}

/// Fires after a number of seconds (UserNotifications' `UNTimeIntervalNotificationTrigger`).
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger {
    /// The seconds to wait.
    public let timeInterval: TimeInterval
    private let created: Date

    /// A trigger `timeInterval` seconds from now. iOS stops the app when the interval is not
    /// positive, or under 60 seconds when repeating; Backplate takes 1 or 60 seconds with a
    /// runtime warning.
    public convenience init(timeInterval: TimeInterval, repeats: Bool) {
        let valid = timeInterval.isFinite && (repeats ? timeInterval >= 60 : timeInterval > 0)
        let fallback: TimeInterval = repeats ? 60 : 1
        if !valid {
            RuntimeWarning.emit("UNTimeIntervalNotificationTrigger: \(timeInterval) s is not allowed\(repeats ? " for a repeating trigger (60 s at least)" : " (it must be positive)"); \(fallback) s is used")
        }
        self.init(timeInterval: valid ? timeInterval : fallback, repeats: repeats, created: Date())
    }

    /// A trigger made at `created` (a pending request rebuilt from its record).
    init(timeInterval: TimeInterval, repeats: Bool, created: Date) {
        self.timeInterval = timeInterval
        self.created = created
        super.init(repeats: repeats)
    }

    /// When it next fires: `timeInterval` seconds after it was made.
    open func nextTriggerDate() -> Date? { created.addingTimeInterval(timeInterval) }
}

/// Fires at a date and time (UserNotifications' `UNCalendarNotificationTrigger`).
open class UNCalendarNotificationTrigger: UNNotificationTrigger {
    /// The components the date must match.
    public let dateComponents: DateComponents

    /// A trigger at the next date matching `dateComponents` (each match when repeating).
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    /// The next date after now matching the components, in their calendar (the current one
    /// when they name none).
    open func nextTriggerDate() -> Date? {
        let calendar = dateComponents.calendar ?? Calendar.current
        return calendar.nextDate(after: Date(), matching: dateComponents, matchingPolicy: .nextTime)
    }
}

/// Fires on a remote push (UserNotifications' `UNPushNotificationTrigger`): never on Linux.
open class UNPushNotificationTrigger: UNNotificationTrigger {}
