import Foundation

/// What kind of account a calendar source is.
public enum EKSourceType: Int, Sendable {
    /// Calendars on the device only.
    case local = 0
    /// A Microsoft Exchange account.
    case exchange = 1
    /// A CalDAV account (iCloud's calendars are one).
    case calDAV = 2
    /// A MobileMe account.
    case mobileMe = 3
    /// Subscribed calendars.
    case subscribed = 4
    /// The Birthdays calendar.
    case birthdays = 5
}

/// What kind of calendar a calendar is.
public enum EKCalendarType: Int, Sendable {
    /// On the device only.
    case local = 0
    /// A CalDAV calendar.
    case calDAV = 1
    /// An Exchange calendar.
    case exchange = 2
    /// A subscribed calendar.
    case subscription = 3
    /// The Birthdays calendar.
    case birthday = 4
}

/// An account that holds calendars. A render's event store has none, as a fresh simulator's
/// does before the person grants access.
open class EKSource: NSObject {
    /// The source's identifier.
    public let sourceIdentifier = UUID().uuidString
    /// The account's kind.
    public let sourceType: EKSourceType
    /// The account's name ("iCloud", "On My iPhone").
    public let title: String
    /// Whether the account's calendars belong to a delegate's account (`false`).
    open var isDelegate: Bool { false }

    /// A source of `sourceType` named `title`.
    package init(sourceType: EKSourceType, title: String) {
        self.sourceType = sourceType
        self.title = title
        super.init()
    }

    /// The source's calendars that hold `entityType` items (none in a render).
    open func calendars(for entityType: EKEntityType) -> Set<EKCalendar> { [] }
}
