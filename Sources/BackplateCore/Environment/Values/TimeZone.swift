import Foundation

private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone.current }

extension EnvironmentValues {
    /// The time zone views use for dates. Defaults to `TimeZone.current`, as on iOS.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
