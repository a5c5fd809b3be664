// The module a file's `import EventKit` finds on Linux: calendars, events and reminders,
// answering as a fresh simulator does before the person grants access (no calendars).
@_exported import Foundation
@_exported import CoreGraphics

/// Whether an item is an event or a reminder.
public enum EKEntityType: UInt, Sendable {
    /// Calendar events.
    case event = 0
    /// Reminders.
    case reminder = 1
}

/// Which occurrences of a repeating event a change applies to.
public enum EKSpan: Int, Sendable {
    /// This occurrence only.
    case thisEvent = 0
    /// This occurrence and the later ones.
    case futureEvents = 1
}

/// A calendar: its title, colour and what it holds.
open class EKCalendar: NSObject {
    /// The calendar's title.
    open var title = ""
    /// Its colour.
    open var cgColor: CGColor?
    /// Its identifier.
    public let calendarIdentifier = UUID().uuidString
    /// Whether items can be added, changed and removed (`true`).
    open var allowsContentModifications = true
    /// What it holds.
    public let allowedEntityTypes: EKEntityType
    /// The account the calendar belongs to; set it before saving a new calendar.
    open var source: EKSource!
    /// The calendar's kind (`.local` for a new one).
    open var type: EKCalendarType = .local
    /// Whether it is a subscribed calendar (`false`).
    open var isSubscribed: Bool { type == .subscription }
    /// Whether it cannot be removed (`false`).
    open var isImmutable: Bool { false }

    /// A new calendar for `entityType` items in `eventStore`.
    public init(for entityType: EKEntityType, eventStore: EKEventStore) {
        allowedEntityTypes = entityType
        super.init()
    }
}

/// An alarm: at a date, or an offset from the item's start.
open class EKAlarm: NSObject {
    /// Seconds from the item's start (negative: before).
    open var relativeOffset: TimeInterval = 0
    /// The alarm's date, when it has one.
    open var absoluteDate: Date?

    /// An alarm `offset` seconds from the item's start.
    public init(relativeOffset offset: TimeInterval) {
        relativeOffset = offset
        super.init()
    }

    /// An alarm at `date`.
    public init(absoluteDate date: Date) {
        absoluteDate = date
        super.init()
    }
}

/// How often a recurrence repeats.
public enum EKRecurrenceFrequency: Int, Sendable {
    /// Every day.
    case daily = 0
    /// Every week.
    case weekly = 1
    /// Every month.
    case monthly = 2
    /// Every year.
    case yearly = 3
}

/// When a recurrence ends: at a date or after a number of occurrences.
open class EKRecurrenceEnd: NSObject {
    /// The end date, when it ends at one.
    public let endDate: Date?
    /// The number of occurrences, when it ends after them (0 otherwise).
    public let occurrenceCount: Int

    private init(endDate: Date?, occurrenceCount: Int) {
        self.endDate = endDate
        self.occurrenceCount = occurrenceCount
        super.init()
    }

    /// Ends at `endDate`.
    public convenience init(end endDate: Date) { self.init(endDate: endDate, occurrenceCount: 0) }
    /// Ends after `occurrenceCount` occurrences.
    public convenience init(occurrenceCount: Int) { self.init(endDate: nil, occurrenceCount: occurrenceCount) }
}

/// A rule for a repeating item.
open class EKRecurrenceRule: NSObject {
    /// How often it repeats.
    public let frequency: EKRecurrenceFrequency
    /// Every how many periods (1: every one).
    public let interval: Int
    /// When it ends (`nil`: never).
    open var recurrenceEnd: EKRecurrenceEnd?

    /// A rule repeating every `interval` periods of `type`, ending at `end`.
    public init(recurrenceWith type: EKRecurrenceFrequency, interval: Int, end: EKRecurrenceEnd?) {
        frequency = type
        self.interval = interval
        recurrenceEnd = end
        super.init()
    }
}

/// What events and reminders share: a title, notes, a calendar, alarms.
open class EKCalendarItem: NSObject {
    /// The item's title.
    open var title: String! = ""
    /// Its notes.
    open var notes: String?
    /// Its URL.
    open var url: URL?
    /// Its location.
    open var location: String?
    /// The calendar holding it.
    open var calendar: EKCalendar!
    /// Its alarms.
    open var alarms: [EKAlarm]?
    /// Its recurrence rules.
    open var recurrenceRules: [EKRecurrenceRule]?
    /// Its identifier.
    public let calendarItemIdentifier = UUID().uuidString

    /// Whether it has alarms.
    open var hasAlarms: Bool { !(alarms ?? []).isEmpty }
    /// Whether it repeats.
    open var hasRecurrenceRules: Bool { !(recurrenceRules ?? []).isEmpty }
    /// Whether the item has attendees: never, as items made here have no one invited.
    open var hasAttendees: Bool { false }
    /// Whether the item has notes.
    open var hasNotes: Bool { !(notes ?? "").isEmpty }

    init(store: EKEventStore) { super.init() }

    /// Adds an alarm.
    open func addAlarm(_ alarm: EKAlarm) { alarms = (alarms ?? []) + [alarm] }
    /// Adds a recurrence rule.
    open func addRecurrenceRule(_ rule: EKRecurrenceRule) { recurrenceRules = (recurrenceRules ?? []) + [rule] }
}

/// A calendar event.
open class EKEvent: EKCalendarItem {
    /// When it starts.
    open var startDate: Date!
    /// When it ends.
    open var endDate: Date!
    /// Whether it lasts all day.
    open var isAllDay = false
    /// Its identifier, implicitly unwrapped as iOS declares it (`nil` until saved, and a
    /// render saves nothing).
    open private(set) var eventIdentifier: String!

    /// A new event in `eventStore`.
    public init(eventStore: EKEventStore) { super.init(store: eventStore) }
}

/// A reminder.
open class EKReminder: EKCalendarItem {
    /// Whether it is done.
    open var isCompleted = false
    /// When it was done.
    open var completionDate: Date?
    /// When it is due.
    open var dueDateComponents: DateComponents?
    /// When to start working on it.
    open var startDateComponents: DateComponents?
    /// Its priority: 0 none, 1 highest to 9 lowest.
    open var priority = 0

    /// A new reminder in `eventStore`.
    public init(eventStore: EKEventStore) { super.init(store: eventStore) }
}
