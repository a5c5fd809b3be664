import Foundation

extension EnvironmentValues {
    /// Shows dates in UTC, whatever the machine's time zone (`TZ`): what renders meant to be
    /// compared between machines (snapshots, previews, the gallery) start from, so a picture
    /// recorded in one time zone matches in another. A view's own `.environment(\.timeZone, ...)`
    /// still wins.
    package mutating func pinTimeZoneToUTC() {
        guard let utc = TimeZone(identifier: "UTC") else { return }
        timeZone = utc
        var calendar = calendar
        calendar.timeZone = utc
        self.calendar = calendar
    }
}
