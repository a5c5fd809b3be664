import Foundation

private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar.current }

extension EnvironmentValues {
    /// The calendar views use for dates. Defaults to `Calendar.current`, as on iOS.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
}
