import Foundation

private struct CalendarKey: EnvironmentKey {
    static let defaultValue: Calendar = {
        var calendar = Calendar.current
        calendar.locale = Text.renderLocale
        return calendar
    }()
}

extension EnvironmentValues {
    /// The calendar views use for dates. Defaults to `Calendar.current` in a US iPhone's locale
    /// (en_US: weeks start on Sunday), as Linux's `en_001` starts them on Monday.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
}
