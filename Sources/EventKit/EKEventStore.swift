import Foundation

/// Whether the app may use the calendar or reminders.
public enum EKAuthorizationStatus: Int, Sendable {
    /// The person has not been asked.
    case notDetermined = 0
    /// Restricted (parental controls).
    case restricted = 1
    /// Denied.
    case denied = 2
    /// Full access (iOS 17).
    case fullAccess = 3
    /// Write-only access (iOS 17).
    case writeOnly = 4

    /// Access, before iOS 17's split into full and write-only.
    @available(iOS, deprecated: 17.0, renamed: "fullAccess")
    public static let authorized = EKAuthorizationStatus.fullAccess
}

/// EventKit's errors.
public struct EKError: Error, Hashable, Sendable {
    /// The error codes of `EKErrorDomain`.
    public enum Code: Int, Sendable {
        /// The event has no calendar.
        case calendarMissing = 1
        /// The event has no start date.
        case datesMissing = 3
        /// The calendar is read-only.
        case calendarReadOnly = 6
        /// The app has no access to the store.
        case eventStoreNotAuthorized = 29
    }

    /// The error's code.
    public let code: Code

    /// An error of `code`.
    public init(_ code: Code) { self.code = code }

    /// EventKit's error domain.
    public static let errorDomain = "EKErrorDomain"
    /// The app has no access to the store.
    public static let eventStoreNotAuthorized = Code.eventStoreNotAuthorized
}

extension EKError.Code {
    /// Whether `error` is an `EKError` of this code, so `catch EKError.eventStoreNotAuthorized` matches.
    public static func ~= (match: EKError.Code, error: any Error) -> Bool { (error as? EKError)?.code == match }
}

/// The app's access to calendars and reminders, as a fresh simulator gives it before the
/// person answers the access prompt: no prompt can show in a render, so access requests
/// return `false` without changing the status (`.notDetermined`), the store lists no
/// calendars and no events, and saving throws `eventStoreNotAuthorized`.
/// Its async requests run on the caller's actor (`nonisolated(nonsending)`), as an Objective-C
/// import's do under approachable concurrency, so a main-actor service's store is not sent.
open class EKEventStore: NSObject {
    /// A store.
    public override init() { super.init() }

    /// Whether the app may use `entityType`: `.notDetermined`.
    open class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus { .notDetermined }

    /// Asks for full access to events: `false` (no prompt shows in a render).
    nonisolated(nonsending) open func requestFullAccessToEvents() async throws -> Bool { false }
    /// Asks for full access to events: `completion` gets `false`, on the calling thread.
    open func requestFullAccessToEvents(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) { completion(false, nil) }
    /// Asks for write-only access to events: `false`.
    nonisolated(nonsending) open func requestWriteOnlyAccessToEvents() async throws -> Bool { false }
    /// Asks for write-only access to events: `completion` gets `false`.
    open func requestWriteOnlyAccessToEvents(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) { completion(false, nil) }
    /// Asks for full access to reminders: `false`.
    nonisolated(nonsending) open func requestFullAccessToReminders() async throws -> Bool { false }
    /// Asks for full access to reminders: `completion` gets `false`.
    open func requestFullAccessToReminders(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) { completion(false, nil) }
    /// Asks for access to `entityType` (deprecated in iOS 17): `completion` gets `false`.
    @available(iOS, deprecated: 17.0, message: "Use requestFullAccessToEvents or requestFullAccessToReminders")
    open func requestAccess(to entityType: EKEntityType, completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(false, nil)
    }
    /// Asks for access to `entityType` (deprecated in iOS 17): `false`, as the completion form answers.
    @available(iOS, deprecated: 17.0, message: "Use requestFullAccessToEvents or requestFullAccessToReminders")
    nonisolated(nonsending) open func requestAccess(to entityType: EKEntityType) async throws -> Bool { false }

    /// The calendars of `entityType`: none without access.
    open func calendars(for entityType: EKEntityType) -> [EKCalendar] { [] }
    /// The calendar new events go to: `nil` without access.
    open var defaultCalendarForNewEvents: EKCalendar? { nil }
    /// The accounts that hold calendars (none before access is granted).
    open var sources: [EKSource] { [] }
    /// The source with `identifier` (`nil`: there are none).
    open func source(withIdentifier identifier: String) -> EKSource? { nil }
    /// The calendar with `identifier` (`nil`: there are none).
    open func calendar(withIdentifier identifier: String) -> EKCalendar? { nil }
    /// Saves a calendar; throws `eventStoreNotAuthorized`, as before access is granted.
    open func saveCalendar(_ calendar: EKCalendar, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    /// Removes a calendar; throws `eventStoreNotAuthorized`, as before access is granted.
    open func removeCalendar(_ calendar: EKCalendar, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    /// The list new reminders go to: `nil` without access.
    open func defaultCalendarForNewReminders() -> EKCalendar? { nil }

    /// Events from `startDate` to `endDate` in `calendars` (`nil`: all).
    open func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate {
        NSPredicate(value: true)
    }
    /// The events matching `predicate`: none without access.
    open func events(matching predicate: NSPredicate) -> [EKEvent] { [] }
    /// The event of `identifier`: `nil`.
    open func event(withIdentifier identifier: String) -> EKEvent? { nil }
    /// The reminder, or the first occurrence of the event, of `identifier`: `nil` without access.
    open func calendarItem(withIdentifier identifier: String) -> EKCalendarItem? { nil }
    /// The reminders and events of `externalIdentifier`: none without access.
    open func calendarItems(withExternalIdentifier externalIdentifier: String) -> [EKCalendarItem] { [] }
    /// Reminders in `calendars` (`nil`: all).
    open func predicateForReminders(in calendars: [EKCalendar]?) -> NSPredicate { NSPredicate(value: true) }
    /// Incomplete reminders due between two dates.
    open func predicateForIncompleteReminders(withDueDateStarting startDate: Date?, ending endDate: Date?,
                                              calendars: [EKCalendar]?) -> NSPredicate { NSPredicate(value: true) }
    /// Fetches reminders: `completion` gets none, on the calling thread; returns a token for cancelling.
    @discardableResult
    open func fetchReminders(matching predicate: NSPredicate, completion: @escaping @Sendable ([EKReminder]?) -> Void) -> Any {
        completion([])
        return UUID()
    }

    /// Saves an event: throws `eventStoreNotAuthorized`.
    open func save(_ event: EKEvent, span: EKSpan) throws { throw EKError(.eventStoreNotAuthorized) }
    /// Saves an event, committing or not: throws `eventStoreNotAuthorized`.
    open func save(_ event: EKEvent, span: EKSpan, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    /// Saves a reminder: throws `eventStoreNotAuthorized`.
    open func save(_ reminder: EKReminder, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    /// Removes an event: throws `eventStoreNotAuthorized`.
    open func remove(_ event: EKEvent, span: EKSpan) throws { throw EKError(.eventStoreNotAuthorized) }
    /// Removes a reminder: throws `eventStoreNotAuthorized`.
    open func remove(_ reminder: EKReminder, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    /// Commits saved changes: throws `eventStoreNotAuthorized`.
    open func commit() throws { throw EKError(.eventStoreNotAuthorized) }
    /// Forgets unsaved changes.
    open func reset() {}
}

extension NSNotification.Name {
    /// Posted when the calendar database changes; a render's store never changes, so never posted.
    public static let EKEventStoreChanged = NSNotification.Name("EKEventStoreChangedNotification")
}
