import Foundation

/// A value that follows the clock, for `Text(_:format:)` (iOS 18): the current date, the time
/// since a date, or a range from or to now. A render reads it once, at the moment it draws
/// (`EnvironmentValues.renderDate`, or the clock).
public struct TimeDataSource<Value>: Sendable {
    let value: @Sendable (Date) -> Value
}

extension TimeDataSource where Value == Date {
    /// The current date.
    public static var currentDate: TimeDataSource<Date> { TimeDataSource { $0 } }
}

extension TimeDataSource where Value == Duration {
    /// The time from `date` to now (negative before it).
    public static func durationOffset(to date: Date) -> TimeDataSource<Duration> {
        TimeDataSource { now in .milliseconds(Int64((now.timeIntervalSince(date) * 1000).rounded(.down))) }
    }
}

extension TimeDataSource where Value == Range<Date> {
    /// The range from `startDate` to now (empty at `startDate` while now is before it).
    public static func dateRange(startingAt startDate: Date) -> TimeDataSource<Range<Date>> {
        TimeDataSource { now in startDate..<max(startDate, now) }
    }
    /// The range from now to `endDate` (empty at `endDate` once now is past it).
    public static func dateRange(endingAt endDate: Date) -> TimeDataSource<Range<Date>> {
        TimeDataSource { now in min(now, endDate)..<endDate }
    }
}

/// The style `format` with the text's locale, and its calendar for the system date styles.
private func contextual<F: FormatStyle>(_ format: F, _ context: TextFormattingContext) -> F {
    if let style = format as? SystemFormatStyle.DateReference, let adapted = style.calendar(context.calendar) as? F {
        return adapted.locale(context.locale)
    }
    if let style = format as? SystemFormatStyle.DateOffset, let adapted = style.calendar(context.calendar) as? F {
        return adapted.locale(context.locale)
    }
    return format.locale(context.locale)
}

extension Text {
    /// Shows `source`'s value at the moment of the render, formatted by `format` in the
    /// environment's locale, time zone and calendar: `Text(.currentDate, format: .dateTime)`.
    public init<V, F: DiscreteFormatStyle>(_ source: TimeDataSource<V>, format: F)
        where F.FormatInput == V, F.FormatOutput == String {
        self.init(formatting: { context in context.format(source.value(context.now), with: format) })
    }

    /// Shows `source`'s value at the moment of the render, formatted by `format`:
    /// `Text(.currentDate, format: .timer(countingDownIn: start..<end))` reads "4:17".
    public init<V, F: DiscreteFormatStyle>(_ source: TimeDataSource<V>, format: F)
        where F.FormatInput == V, F.FormatOutput == AttributedString {
        self.init(formatting: { context in
            String(contextual(format, context).format(source.value(context.now)).characters)
        })
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// Appends `source`'s value at the moment of the render, formatted by `format` where the
    /// key is shown.
    public mutating func appendInterpolation<V, F: DiscreteFormatStyle>(_ source: TimeDataSource<V>, format: F)
        where F.FormatInput == V, F.FormatOutput == String {
        appendInterpolation(Text(source, format: format))
    }
    /// Appends `source`'s value at the moment of the render, formatted by `format` where the
    /// key is shown.
    public mutating func appendInterpolation<V, F: DiscreteFormatStyle>(_ source: TimeDataSource<V>, format: F)
        where F.FormatInput == V, F.FormatOutput == AttributedString {
        appendInterpolation(Text(source, format: format))
    }
}
